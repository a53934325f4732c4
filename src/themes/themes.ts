import { cameo } from './cameo';
import { classic } from './classic';
import { lido } from './lido';
import { ritz } from './ritz';
import type { ThemeName } from './themeNames';
import type { ThemeTokens } from './ThemeTokens';

/** Every theme's tokens, by theme name. */
export const themes: Readonly<Record<ThemeName, ThemeTokens>> = { ritz, cameo, classic, lido };
