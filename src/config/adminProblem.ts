/**
 * What an element tells its page's admin about (docs/product-rules.md §2.7): the problems, and
 * the details some of them carry. The words are in adminMessages.ts and apiLines.ts.
 */
import type { LeftOutEntry } from './leftOut';

/**
 * What went wrong, as the element knows it:
 * - `attribute`: missing or invalid attributes (`detail`: the element's configuration problems);
 * - `no-passes`: the festival's pass list is empty;
 * - `passes`, `catalogue`, `member`, `options`: the element's first request failed (`detail`: the
 *   error): the festival's passes, the shop's two lists, `GET member`, the membership options;
 * - `signup`: the newsletter sign-up failed (`detail`: the error);
 * - `address`: an address the API answered with was refused (docs/product-rules.md §2.8; `detail`:
 *   an {@link ApiAddressProblem});
 * - `left-out`: a list the API answered had entries the element cannot read, left out of it
 *   (`detail`: {@link LeftOutDetail}).
 * - `contrast`: the page set colour tokens; measured here (themes/contrastFailures.ts, or
 *   `detail`: the failing pairs), one line names every pair that fails, none when all pass.
 */
export type AdminProblem =
  | 'attribute'
  | 'no-passes'
  | 'passes'
  | 'catalogue'
  | 'member'
  | 'options'
  | 'signup'
  | 'address'
  | 'left-out'
  | 'contrast';

/** An address the API answered with that the address rule refused (product-rules §2.8). */
export interface ApiAddressProblem {
  /** The request that answered it, e.g. `GET member`. */
  request: string;
  /** Where in the answer, e.g. `wallet.apple`. */
  field: string;
  /** The address as answered; only its scheme and site are written. */
  address: string;
  /** Why the rule refused it (addressWords.ts). */
  why: string;
}

/** What a `left-out` problem names: the request whose answer it was, and what was left out. */
export interface LeftOutDetail {
  /** e.g. `GET shop/membership-options`; for a list read from storage, what it is (`the cart`). */
  request: string;
  entries: readonly LeftOutEntry[];
  /** The storage key the list was read from, when it came from the browser rather than the API. */
  stored?: string;
}

/** One attribute problem, as the attribute check reports it (src/react/config/parseConfig.ts). */
export interface AttributeProblem {
  attribute: string;
  message: string;
  /** The attribute's value; absent or blank when it is missing. */
  value?: string | undefined;
}

/** One console line's parts: what is wrong, what the page shows, what to fix. */
export type Line = [wrong: string, shown: string, fix: string];
