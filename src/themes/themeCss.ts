import { DEFAULT_THEME, THEME_NAMES } from './themeNames';
import type { ThemeName } from './themeNames';
import { themes as allThemes } from './themes';
import { themeDefault } from './tokenDefaults';
import type { ThemeTokens } from './ThemeTokens';

const kebab = (key: string): string => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The `--cinema-*` custom properties of one theme, as `name → value`. */
export function themeProperties(tokens: ThemeTokens): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const [role, value] of Object.entries(tokens.colors))
    properties[`--cinema-color-${kebab(role)}`] = value;
  properties['--cinema-font-family'] = tokens.fontFamily;
  properties['--cinema-font-family-heading'] = tokens.fontFamilyHeading;
  properties['--cinema-font-size'] = tokens.fontSize;
  properties['--cinema-radius'] = tokens.radius;
  properties['--cinema-heading-transform'] = tokens.headingTransform;
  properties['--cinema-heading-letter-spacing'] = tokens.headingLetterSpacing;
  properties['--cinema-shadow'] = tokens.shadow;
  return properties;
}

function block(selector: string, tokens: ThemeTokens): string {
  const body = Object.entries(themeProperties(tokens))
    .map(([name, value]) => `  ${themeDefault(name)}: ${value};`)
    .concat(`  color-scheme: ${tokens.colorScheme};`)
    .join('\n');
  return `${selector} {\n${body}\n}`;
}

/**
 * CSS for a shadow root that defines every theme's defaults on the host, as private
 * `--cinema-theme-*` properties: `:host([data-theme="ritz"]) { --cinema-theme-radius: 2px; … }`,
 * with Classic also on plain `:host` as the default. The public `--cinema-*` tokens are never set
 * here, so one the page sets on the element or on any ancestor (`body { --cinema-radius: 0 }`)
 * reaches the shadow tree and wins (tokenDefaults.ts).
 */
export function themeCss(themes: Readonly<Record<ThemeName, ThemeTokens>> = allThemes): string {
  const blocks = [block(`:host`, themes[DEFAULT_THEME])];
  for (const name of THEME_NAMES) blocks.push(block(`:host([data-theme="${name}"])`, themes[name]));
  return blocks.join('\n');
}
