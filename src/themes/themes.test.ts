import { contrastRatio } from './contrast';
import { THEME_NAMES } from './themeNames';
import { themes } from './themes';
import type { ThemeColors } from './ThemeTokens';

/** Text pairs that must meet WCAG AA for normal text (4.5:1). */
const TEXT_PAIRS: Array<[keyof ThemeColors, keyof ThemeColors]> = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['muted', 'bg'],
  ['muted', 'surface'],
  ['accentText', 'accent'],
  ['error', 'bg'],
  ['error', 'surface'],
  ['success', 'bg'],
  ['success', 'surface'],
  ['link', 'bg'],
  ['link', 'surface'],
];

/** Non-text pairs that must meet WCAG 1.4.11 (3:1): input borders, focus ring, filled buttons. */
const UI_PAIRS: Array<[keyof ThemeColors, keyof ThemeColors]> = [
  ['border', 'bg'],
  ['border', 'surface'],
  ['focus', 'bg'],
  ['focus', 'surface'],
  ['accent', 'bg'],
];

describe.each(THEME_NAMES)('theme %s', (name) => {
  const { colors } = themes[name];

  it.each(TEXT_PAIRS)('%s on %s meets WCAG AA (4.5:1)', (fg, bg) => {
    expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(UI_PAIRS)('%s against %s meets 3:1', (fg, bg) => {
    expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(3);
  });

  it('uses hex colours for every role', () => {
    for (const value of Object.values(colors)) expect(value).toMatch(/^#[0-9a-f]{6}$/i);
  });
});

describe('themes', () => {
  it('are each visibly their own', () => {
    const looks = THEME_NAMES.map(
      (name) => `${themes[name].colors.bg} ${themes[name].colors.accent}`,
    );
    expect(new Set(looks).size).toBe(THEME_NAMES.length);
    const fonts = THEME_NAMES.map((name) => themes[name].fontFamilyHeading);
    expect(new Set(fonts).size).toBe(THEME_NAMES.length);
  });

  it('carry the names the spec uses', () => {
    expect(THEME_NAMES.map((name) => themes[name].label)).toEqual([
      'Ritz',
      'Cameo',
      'Classic',
      'Lido',
    ]);
  });

  it('put Ritz on a dark background with a light accent, and Cameo and Classic on light ones', () => {
    const dark = (hex: string) => contrastRatio(hex, '#000000') < contrastRatio(hex, '#ffffff');
    expect(dark(themes.ritz.colors.bg)).toBe(true);
    expect(dark(themes.lido.colors.bg)).toBe(true);
    expect(dark(themes.cameo.colors.bg)).toBe(false);
    expect(dark(themes.classic.colors.bg)).toBe(false);
  });
});
