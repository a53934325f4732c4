import { themeProperties } from './themeCss';
import { THEME_NAMES } from './themeNames';
import type { ThemeName } from './themeNames';
import { themes } from './themes';

/** One public design token: a `--cinema-*` custom property a page may set (product-rules §1.3). */
export interface DesignToken {
  /** The custom property, e.g. `--cinema-color-accent`. */
  name: string;
  /** What it styles. */
  role: string;
  /** Its default in each theme. */
  defaults: Record<ThemeName, string>;
}

/** What each theme token styles, in the order the README lists them. */
const THEME_ROLES: Record<string, string> = {
  '--cinema-color-bg': 'Background of the element.',
  '--cinema-color-surface': 'Raised areas: cards, inputs, the order summary, notices.',
  '--cinema-color-text': 'Body text on `bg` and `surface` (and in the card fields).',
  '--cinema-color-muted': 'Secondary text: hints, periods (and the card fields’ placeholders).',
  '--cinema-color-accent': 'Primary buttons, highlights, ticked boxes.',
  '--cinema-color-accent-text': 'Text and icons on `accent`.',
  '--cinema-color-link': 'Links and link-styled buttons.',
  '--cinema-color-border': 'Borders of inputs, cards and secondary buttons (3:1 on `bg`).',
  '--cinema-color-focus': 'The focus ring (3:1 on `bg`).',
  '--cinema-color-error': 'Error text, invalid fields (and invalid card fields).',
  '--cinema-color-success': 'Confirmation text.',
  '--cinema-font-family': 'Body font stack (and the card fields’).',
  '--cinema-font-family-heading': 'Heading font stack.',
  '--cinema-font-size': 'Base font size (inputs never go under 16px).',
  '--cinema-radius': 'Corner radius of buttons, inputs and cards.',
  '--cinema-heading-transform': '`text-transform` of headings and buttons.',
  '--cinema-heading-letter-spacing': '`letter-spacing` of headings and buttons.',
  '--cinema-shadow': 'Box shadow of raised surfaces.',
};

/** Layout tokens: the same default in every theme (baseCss.ts `:host`). */
const LAYOUT: Array<[name: string, role: string, value: string]> = [
  [
    '--cinema-space',
    'Spacing unit: padding of the element and cards, gaps (cart summary: 0).',
    '1rem',
  ],
  ['--cinema-control-height', 'Minimum height of buttons and inputs.', '2.75rem'],
  [
    '--cinema-min-height',
    "The space the page keeps for the element from before its code arrives (its first view's height; each element has its own default: Reserved space, below).",
    'per element',
  ],
  ['--cinema-member-min-height', 'Minimum height of the member area while it loads.', '24rem'],
];

/** Every public design token with its role and each theme's default. */
export function designTokens(): DesignToken[] {
  const byTheme = Object.fromEntries(
    THEME_NAMES.map((name) => [name, themeProperties(themes[name])]),
  ) as Record<ThemeName, Record<string, string>>;
  const tokens: DesignToken[] = Object.keys(byTheme.classic).map((name) => ({
    name,
    role: THEME_ROLES[name] ?? '',
    defaults: Object.fromEntries(
      THEME_NAMES.map((theme) => [theme, byTheme[theme][name] ?? '']),
    ) as Record<ThemeName, string>,
  }));
  for (const [name, role, value] of LAYOUT)
    tokens.push({
      name,
      role,
      defaults: Object.fromEntries(THEME_NAMES.map((theme) => [theme, value])) as Record<
        ThemeName,
        string
      >,
    });
  return tokens;
}
