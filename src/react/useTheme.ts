import { useSyncExternalStore } from 'react';
import { readTheme } from '../themes/readTheme';
import { DEFAULT_THEME } from '../themes/themeNames';
import type { ThemeName } from '../themes/themeNames';
import { watchTheme } from '../themes/watchTheme';

const subscribe = (onStoreChange: () => void): (() => void) => watchTheme(() => onStoreChange());
const getSnapshot = (): ThemeName => readTheme();
const getServerSnapshot = (): ThemeName => DEFAULT_THEME;

/** The theme the page root's class selects right now; re-renders when the class changes. */
export function useTheme(): ThemeName {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
