/**
 * A fault-matrix row on one page: every way a call can fail, in turn, and then the retry that
 * works. Getting a page to the moment of a call (loading it, filling a form, reaching the payment
 * page) is most of an E2E test's cost, so a row arranges once and breaks the call again for each
 * kind, which is also what a buyer on a bad connection meets: one failure after another, each
 * said clearly, nothing typed lost. Each kind is a named step, so a failure says which.
 */
import type { Locator } from '@playwright/test';
import { FAILURE_KINDS } from './faults';
import type { FaultKind } from './faults';
import { test } from './test';

/** A way a call fails (`slow` is a delay, not a failure). */
export type FailureKind = Exclude<FaultKind, 'held'>;

/** The kinds whose answer is a 2xx: a save whose success is any 2xx (product-rules §14) succeeds on them. */
export const TWO_HUNDRED_KINDS: readonly FailureKind[] = ['malformedJson', 'schemaInvalid'];

/** Whether `kind` answers with a 2xx status (see {@link TWO_HUNDRED_KINDS}). */
export const isTwoHundred = (kind: FailureKind): boolean => TWO_HUNDRED_KINDS.includes(kind);

/** Run `cell` for each kind in turn, each as a step named after its kind. */
export async function eachFailure(
  cell: (kind: FailureKind, index: number) => Promise<void>,
  kinds: readonly FailureKind[] = FAILURE_KINDS,
): Promise<void> {
  for (const [index, kind] of kinds.entries()) {
    await test.step(`× ${kind}`, () => cell(kind, index));
  }
}

const SEEN = 'data-e2e-seen';

/**
 * Mark what `locator` matches now, so {@link fresh} can tell the next failure's message from the
 * last one's when both say the same words.
 */
export async function markSeen(locator: Locator): Promise<void> {
  await locator.evaluateAll((elements, seen) => {
    for (const element of elements) element.setAttribute(seen, '');
  }, SEEN);
}

/** What `locator` matches that {@link markSeen} has not marked: a message shown since. */
export function fresh(locator: Locator): Locator {
  return locator.and(locator.page().locator(`:not([${SEEN}])`));
}
