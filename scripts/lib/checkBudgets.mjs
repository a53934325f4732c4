// @ts-check
/**
 * Size budgets (test/size-budgets.json): one file lists every limit, so raising a limit is a
 * reviewed one-line change rather than an edit buried in a script.
 */
import { staticClosure, sumBytes } from './analyseBundle.mjs';

/**
 * @typedef {import('./analyseBundle.mjs').Bytes} Bytes
 * @typedef {{ name: string, kind: 'entry-closure' | 'lazy' | 'first-view', match?: string | string[],
 *   after?: string | string[], gzip?: number, brotli?: number }} Budget
 * @typedef {{ budget: Budget, measured: Bytes | null, files: string[], ok: boolean,
 *   reason: string }} BudgetResult
 * @typedef {Awaited<ReturnType<typeof import('./analyseBundle.mjs').analyseBundle>>} BundleAnalysis
 */

/**
 * What one budget measures. `entry-closure`: the entry and its static imports. `first-view`: what
 * a page holding only one element downloads before it shows: the entry closure, plus the element's
 * lazy chunk (`match`) and everything that chunk statically imports. `lazy`: the
 * `import()` targets whose file name starts with `match` (or any of a list, for a feature that loads
 * several chunks together, e.g. the payment page with braintree-web's client and hosted fields),
 * plus whatever they statically import that the entry closure (or, with `after`, the first view of
 * the chunk it names) has not already loaded — the extra bytes that lazy import costs.
 */
export function measureBudget(
  /** @type {BundleAnalysis} */ analysis,
  /** @type {Budget} */ budget,
) {
  if (budget.kind === 'entry-closure') {
    return { files: analysis.initial, bytes: sumBytes(analysis.chunks, analysis.initial) };
  }
  const matches = matchList(budget);
  // A chunk's name starts with its match: `FestivalPass-` is the tree, never `submitFestivalPass-`.
  const targets = analysis.dynamicTargets.filter((f) =>
    matches.some((m) => (f.split('/').pop() ?? f).startsWith(m)),
  );
  if (targets.length === 0) return { files: [], bytes: null };
  if (budget.kind === 'first-view') {
    const files = [...new Set([...analysis.initial, ...staticClosure(analysis.chunks, targets)])];
    return { files, bytes: sumBytes(analysis.chunks, files) };
  }
  // What is already loaded: the entry closure, or the first view of the chunk named by `after`
  // (the payment page opens from an element, whose first view has loaded the shared runtime).
  const before = budget.after
    ? measureBudget(analysis, { name: '', kind: 'first-view', match: budget.after }).files
    : analysis.initial;
  // An `after` that names no chunk guards nothing: fail rather than charge the entry closure too.
  if (budget.after && before.length === 0) return { files: [], bytes: null };
  // (`after` may list several chunks: a wallet loads once the payment page and its client have.)
  const files = staticClosure(analysis.chunks, targets).filter((f) => !before.includes(f));
  return { files, bytes: sumBytes(analysis.chunks, files) };
}

/** A budget's `match` as a list of non-empty name parts. */
function matchList(/** @type {Budget} */ budget) {
  return [budget.match ?? []].flat().filter((m) => m !== '');
}

/** Check every budget; a budget that matches nothing fails, since it no longer guards anything. */
export function checkBudgets(
  /** @type {BundleAnalysis} */ analysis,
  /** @type {Budget[]} */ budgets,
) {
  return budgets.map((budget) => {
    const { files, bytes } = measureBudget(analysis, budget);
    if (!bytes) {
      return {
        budget,
        measured: null,
        files,
        ok: false,
        reason: `no lazy chunk matches "${matchList(budget).join('", "')}"`,
      };
    }
    const over = [];
    if (budget.gzip !== undefined && bytes.gzip > budget.gzip) over.push('gzip');
    if (budget.brotli !== undefined && bytes.brotli > budget.brotli) over.push('brotli');
    return {
      budget,
      measured: bytes,
      files,
      ok: over.length === 0,
      reason: over.length === 0 ? 'within budget' : `over budget (${over.join(', ')})`,
    };
  });
}

/**
 * Validate the budgets file's shape so a typo fails loudly instead of silently checking nothing.
 * @returns {Budget[]}
 */
export function parseBudgets(/** @type {unknown} */ json) {
  const list = /** @type {{ budgets?: unknown }} */ (json)?.budgets;
  if (!Array.isArray(list) || list.length === 0) {
    throw new Error('size budgets: expected { "budgets": [ ... ] } with at least one budget');
  }
  return list.map((raw, i) => {
    const b = /** @type {Record<string, unknown>} */ (raw);
    const where = `size budgets[${i}]`;
    if (typeof b.name !== 'string' || b.name === '')
      throw new Error(`${where}: "name" is required`);
    if (b.kind !== 'entry-closure' && b.kind !== 'lazy' && b.kind !== 'first-view') {
      throw new Error(
        `${where} (${b.name}): "kind" must be "entry-closure", "first-view" or "lazy"`,
      );
    }
    const matches = [b.match ?? []].flat();
    if (
      b.kind !== 'entry-closure' &&
      (matches.length === 0 || !matches.every((m) => typeof m === 'string' && m !== ''))
    ) {
      throw new Error(
        `${where} (${b.name}): a ${b.kind} budget needs "match" (part of the chunk name)`,
      );
    }
    for (const key of ['gzip', 'brotli']) {
      if (b[key] !== undefined && !(Number.isInteger(b[key]) && Number(b[key]) > 0)) {
        throw new Error(`${where} (${b.name}): "${key}" must be a positive whole number of bytes`);
      }
    }
    if (b.gzip === undefined && b.brotli === undefined) {
      throw new Error(`${where} (${b.name}): give a "gzip" and/or "brotli" limit in bytes`);
    }
    return /** @type {Budget} */ (b);
  });
}

/** Bytes as KB with one decimal (1 KB = 1024 bytes, as the budgets are written). */
export function kb(/** @type {number} */ bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
