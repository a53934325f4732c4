/**
 * The configurator's Brand panel (README "Theming"): the design tokens an admin sets on top of a
 * theme, the contrast of the pairs the elements check, and the CSS to copy, which gives a blank
 * page the same look as the preview. Pure: configurator.ts reads the form and shows the results.
 */
import type { CinemaTag } from '../../src/elements/descriptor';
import { DESCRIPTORS } from '../../src/elements/descriptors';
import { contrastRatio } from '../../src/themes/contrast';
import { themeProperties } from '../../src/themes/themeCss';
import type { ThemeName } from '../../src/themes/themeNames';
import { themes } from '../../src/themes/themes';

/** Every element's tag (their descriptors, src/elements/descriptors.ts), which the copied CSS sets the tokens on. */
export const BRAND_TAGS = Object.keys(DESCRIPTORS) as CinemaTag[];

/** The tokens the panel edits: the colour roles, the two fonts and the radius. */
export const BRAND_TOKENS: ReadonlyArray<{ name: string; label: string; kind: 'color' | 'text' }> =
  [
    { name: '--cinema-color-bg', label: 'Background', kind: 'color' },
    { name: '--cinema-color-surface', label: 'Surface (cards, inputs)', kind: 'color' },
    { name: '--cinema-color-text', label: 'Text', kind: 'color' },
    { name: '--cinema-color-muted', label: 'Muted text', kind: 'color' },
    { name: '--cinema-color-accent', label: 'Accent (primary buttons)', kind: 'color' },
    { name: '--cinema-color-accent-text', label: 'Text on accent', kind: 'color' },
    { name: '--cinema-color-link', label: 'Links', kind: 'color' },
    { name: '--cinema-color-border', label: 'Borders', kind: 'color' },
    { name: '--cinema-color-focus', label: 'Focus ring', kind: 'color' },
    { name: '--cinema-color-error', label: 'Errors', kind: 'color' },
    { name: '--cinema-color-success', label: 'Confirmations', kind: 'color' },
    { name: '--cinema-font-family', label: 'Text font', kind: 'text' },
    { name: '--cinema-font-family-heading', label: 'Heading font', kind: 'text' },
    { name: '--cinema-radius', label: 'Corner radius', kind: 'text' },
  ];

/** The pairs the elements check once mounted (src/themes/contrastFailures.ts), and their minimum. */
export const BRAND_PAIRS: ReadonlyArray<[fg: string, bg: string, min: number]> = [
  ['text', 'bg', 4.5],
  ['text', 'surface', 4.5],
  ['border', 'bg', 3],
  ['focus', 'bg', 3],
  ['accent-text', 'accent', 4.5],
];

/** One pair's contrast, as the readout shows it. */
export interface PairContrast {
  fg: string;
  bg: string;
  ratio: number;
  min: number;
  ok: boolean;
}

/** The value of each token in `theme` with `brand` on top. */
export function brandValues(
  theme: ThemeName,
  brand: ReadonlyMap<string, string>,
): Record<string, string> {
  return { ...themeProperties(themes[theme]), ...Object.fromEntries(brand) };
}

/** The contrast of each checked pair in `theme` with `brand` on top. */
export function brandContrast(
  theme: ThemeName,
  brand: ReadonlyMap<string, string>,
): PairContrast[] {
  const values = brandValues(theme, brand);
  return BRAND_PAIRS.map(([fg, bg, min]) => {
    const fgName = `--cinema-color-${fg}`;
    const bgName = `--cinema-color-${bg}`;
    let ratio = 0;
    try {
      ratio = contrastRatio(values[fgName] ?? '', values[bgName] ?? '');
    } catch {
      ratio = 0;
    }
    return { fg: fgName, bg: bgName, ratio, min, ok: Math.floor(ratio * 100) / 100 >= min };
  });
}

/** A token value safe to write into a declaration: no `;`, braces or angle brackets. */
const safe = (value: string): string => value.replace(/[;{}<>\\]/g, '').trim();

/**
 * The CSS a page pastes to get the brand: the tokens the admin set, on every element (a token on
 * the element wins over the theme, product-rules §1.3). Empty when nothing is set.
 */
export function brandCss(brand: ReadonlyMap<string, string>): string {
  const declarations = [...brand]
    .map(([name, value]) => [name, safe(value)] as const)
    .filter(([name, value]) => /^--cinema-[a-z-]+$/.test(name) && value !== '')
    .map(([name, value]) => `  ${name}: ${value};`);
  if (declarations.length === 0) return '';
  return `${BRAND_TAGS.join(',\n')} {\n${declarations.join('\n')}\n}\n`;
}
