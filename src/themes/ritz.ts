import type { ThemeTokens } from './ThemeTokens';

/** Ritz: deep burgundy with gold, an art-deco serif and upper-case spaced headings. */
export const ritz: ThemeTokens = {
  label: 'Ritz',
  colors: {
    bg: '#2a0a12',
    surface: '#3b0f1c',
    text: '#f7ecd9',
    muted: '#d4bfa0',
    accent: '#d4af37',
    accentText: '#2a0a12',
    link: '#e8c766',
    border: '#a8844f',
    focus: '#f2d377',
    error: '#ff9b8f',
    success: '#9fd8a4',
  },
  // A high-contrast Didone for headings where there is one (Apple's Didot and Bodoni 72, Office's
  // Bodoni MT, Noto Serif Display), else Georgia (Windows) or URW's C059 (Linux), whose capitals
  // keep the art-deco air when spaced; Noto Serif, Android's serif, takes the rest.
  fontFamily: 'Georgia, "Noto Serif", C059, serif',
  fontFamilyHeading:
    'Didot, "Bodoni 72", "Bodoni MT", "Noto Serif Display", Georgia, C059, "Noto Serif", serif',
  fontSize: '1rem',
  radius: '2px',
  headingTransform: 'uppercase',
  headingLetterSpacing: '0.12em',
  shadow: '0 0 0 1px rgb(212 175 55 / 0.35), 0 8px 24px rgb(0 0 0 / 0.45)',
  colorScheme: 'dark',
};
