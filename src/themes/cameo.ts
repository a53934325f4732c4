import type { ThemeTokens } from './ThemeTokens';

/** Cameo: light and soft, blush rose with plum accents and a humanist sans. */
export const cameo: ThemeTokens = {
  label: 'Cameo',
  colors: {
    bg: '#fdf6f8',
    surface: '#ffffff',
    text: '#3a1f33',
    muted: '#6e4f63',
    accent: '#7b2e5e',
    accentText: '#ffffff',
    link: '#8a2f66',
    border: '#a07890',
    focus: '#b03a7a',
    error: '#b3261e',
    success: '#2e7d32',
  },
  // Optima's flared sans, or Candara (Windows); Palatino's calligraphic serif for headings, as
  // Palatino Linotype (Windows), Book Antiqua (Office) or URW's P052 (Linux).
  fontFamily: 'Optima, Candara, "Segoe UI", "Noto Sans", sans-serif',
  fontFamilyHeading: '"Palatino Linotype", Palatino, "Book Antiqua", P052, Georgia, serif',
  fontSize: '1rem',
  radius: '14px',
  headingTransform: 'none',
  headingLetterSpacing: '0.01em',
  shadow: '0 2px 12px rgb(123 46 94 / 0.12)',
  colorScheme: 'light',
};
