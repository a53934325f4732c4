import type { ThemeTokens } from './ThemeTokens';

/** Classic: the default; neutral white with navy, a plain system sans. */
export const classic: ThemeTokens = {
  label: 'Classic',
  colors: {
    bg: '#ffffff',
    surface: '#f5f7fa',
    text: '#1b2430',
    muted: '#4f5b6a',
    accent: '#1f3a68',
    accentText: '#ffffff',
    link: '#1f4f99',
    border: '#75828f',
    focus: '#2b6cd4',
    error: '#b42318',
    success: '#1e7a3d',
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontFamilyHeading:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontSize: '1rem',
  radius: '6px',
  headingTransform: 'none',
  headingLetterSpacing: '0',
  shadow: '0 1px 3px rgb(27 36 48 / 0.12)',
  colorScheme: 'light',
};
