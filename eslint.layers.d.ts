/** The layer rules of eslint.layers.js (its JSDoc says what each is). */
import type { Linter } from 'eslint';

/** The atoms folders every feature may use. */
export const SHARED_ATOMS: readonly string[];
/** Every folder of `atomsDir` (default `src/atoms`) but the shared ones: the features. */
export function atomsFeatures(atomsDir?: string): string[];
/** The atoms folders' rules for `features`. */
export function atomsRules(features: readonly string[]): Linter.Config[];
/** Every layer rule, the atoms folders' for `features`. */
export function layerRulesFor(features: readonly string[]): Linter.Config[];
/** The layer rules for the atoms folders on the disk. */
export const layerRules: Linter.Config[];
