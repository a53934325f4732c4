import type { ThemeTokens } from './ThemeTokens';

/** Lido: dark ocean teal with aqua accents and a sand focus ring, a geometric sans. */
export const lido: ThemeTokens = {
  label: 'Lido',
  colors: {
    bg: '#062a30',
    surface: '#0b3a42',
    text: '#e6f6f7',
    muted: '#a8cfd3',
    accent: '#2ec4b6',
    accentText: '#04222a',
    link: '#7fe3da',
    border: '#5a9ba2',
    focus: '#ffd166',
    error: '#ff8a80',
    success: '#8fe3a1',
  },
  // A geometric sans for headings on every platform that has one: Futura (Apple), Century Gothic
  // (Windows with Office), URW Gothic (Linux); then Avenir Next, Segoe UI and Roboto (Android).
  // The text is Avenir Next where there is one, else the platform's own clean sans.
  fontFamily: '"Avenir Next", Avenir, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  fontFamilyHeading:
    'Futura, "Century Gothic", "URW Gothic", "Avenir Next", "Segoe UI", Roboto, sans-serif',
  fontSize: '1rem',
  radius: '10px',
  headingTransform: 'none',
  headingLetterSpacing: '0.04em',
  shadow: '0 6px 20px rgb(0 0 0 / 0.35)',
  colorScheme: 'dark',
};
