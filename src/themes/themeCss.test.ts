import { baseCss } from './baseCss';
import { relativeLuminance } from './contrast';
import { elementCss } from './elementCss';
import { themeCss, themeProperties } from './themeCss';
import { THEME_NAMES } from './themeNames';
import { themes } from './themes';
import { themeDefault } from './tokenDefaults';

/** A theme's properties as the theme CSS sets them: private defaults behind the tokens. */
const defaults = (name: keyof typeof themes): Record<string, string> =>
  Object.fromEntries(
    Object.entries(themeProperties(themes[name])).map(([token, value]) => [
      themeDefault(token),
      value,
    ]),
  );

/** The declarations inside the first rule whose selector is exactly `selector`. */
function declarations(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start === -1) return {};
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  const result: Record<string, string> = {};
  for (const line of body.split(';')) {
    const colon = line.indexOf(':');
    if (colon !== -1) result[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return result;
}

describe('themeCss', () => {
  const css = themeCss();

  it.each(THEME_NAMES)("defines %s's default of every token on :host([data-theme])", (name) => {
    const block = declarations(css, `:host([data-theme="${name}"])`);
    expect(block).toEqual({ ...defaults(name), 'color-scheme': themes[name].colorScheme });
    expect(block['--cinema-theme-color-bg']).toBe(themes[name].colors.bg);
    expect(block['--cinema-theme-color-accent-text']).toBe(themes[name].colors.accentText);
  });

  it('makes Classic the plain :host default', () => {
    expect(declarations(css, ':host')).toEqual({ ...defaults('classic'), 'color-scheme': 'light' });
  });

  it('never sets a public token, so one set on an ancestor reaches the shadow tree', () => {
    expect(css).not.toMatch(/--cinema-(?!theme-)[a-z-]+:/);
  });

  it.each(THEME_NAMES)(
    "tells the engine %s's colour scheme, so native controls are painted to match",
    (name) => {
      const dark = relativeLuminance(themes[name].colors.bg) < 0.2;
      expect(themes[name].colorScheme).toBe(dark ? 'dark' : 'light');
    },
  );

  it('names every property --cinema-*', () => {
    for (const name of Object.keys(themeProperties(themes.ritz)))
      expect(name).toMatch(/^--cinema-[a-z-]+$/);
  });
});

describe('baseCss', () => {
  it("draws the select's face itself: no native appearance, an arrow in the text colour", () => {
    const select = declarations(baseCss, 'select');
    expect(select.appearance).toBe('none');
    expect(select['-webkit-appearance']).toBe('none');
    expect(select['background-image']).toContain('currentColor');
    expect(select['background-image']).not.toContain('url(');
  });

  it('uses no literal colours, only the theme properties', () => {
    expect(baseCss).not.toMatch(/#[0-9a-f]{3,6}\b/i);
    expect(baseCss).not.toMatch(/\b(rgb|rgba|hsl|hsla)\(/);
  });

  it('only reads --cinema-* tokens whose defaults the themes or :host define', () => {
    const defined = new Set([
      ...Object.keys(defaults('classic')),
      ...Object.keys(declarations(baseCss, ':host')).filter((name) => name.startsWith('--')),
    ]);
    const used = [...baseCss.matchAll(/var\((--[a-z-]+)\)/g)].map((match) => match[1]);
    expect(used.length).toBeGreaterThan(10);
    for (const name of used) {
      expect(name).toMatch(/^--cinema-/);
      expect(defined.has(themeDefault(name ?? ''))).toBe(true);
    }
  });

  it('styles focus-visible rings, error text, the spinner, visually-hidden and reduced motion', () => {
    expect(baseCss).toContain(':focus-visible');
    expect(baseCss).toContain('var(--cinema-color-focus)');
    expect(baseCss).toMatch(/\.field-error[^{]*\{[^}]*var\(--cinema-color-error\)/);
    // The error summary's own CSS comes with it (src/react/form/errorSummaryCss.ts), after a press.
    expect(baseCss).not.toContain('.error-summary');
    expect(baseCss).toContain('.spinner');
    expect(baseCss).toContain('.visually-hidden');
    expect(baseCss).toContain('prefers-reduced-motion: reduce');
  });

  it('eases nothing a press touches: no transition outside reduced motion (a hover transition ran through every press)', () => {
    const outsideReducedMotion = baseCss.replace(
      /@media \(prefers-reduced-motion[^{]*\{[^}]*\}\s*\}/,
      '',
    );
    expect(outsideReducedMotion).not.toMatch(/transition\s*:/);
    expect(declarations(baseCss, 'button, .button')).not.toHaveProperty('transition');
  });

  it('is part of the element CSS after the theme properties', () => {
    expect(elementCss.indexOf(':host([data-theme="lido"])')).toBeLessThan(
      elementCss.indexOf('.spinner'),
    );
  });
});
