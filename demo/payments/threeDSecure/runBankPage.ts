/**
 * The demo's stand-in bank (ACS) challenge page, /demo/3ds/bank.html (product-rules §7.9: the card
 * `4000 0000 0000 1091` asks for a challenge, and the demo's bank page has 'Approve' and
 * 'Decline'). The Songbird stand-in (createCardinal.ts) frames it with the transaction id, the
 * lookup's payload and its own origin in the query (bankAnswer.ts); a button click posts the answer
 * to that origin only, once, and the page says so. Opened any other way, it asks nothing.
 */
import { BANK_ANSWER_TYPE, BANK_QUERY, decodeBase64Url, readOrigin } from './bankAnswer';
import type { BankAnswer } from './bankAnswer';

/** What the page needs from its window (tests pass their own). */
export interface BankPageHost {
  document: Document;
  /** The page's `location.search`. */
  search: string;
  /** The embedding window, or null when the page is not in a frame. */
  parent: Pick<Window, 'postMessage'> | null;
}

/** The page's texts. */
export const BANK_TEXT = {
  question: (amount: string | undefined) =>
    amount === undefined ? 'Approve this payment?' : `Approve this payment of $${amount}?`,
  approved: 'Approved. Taking you back to the shop…',
  declined: 'Declined. Taking you back to the shop…',
  unusable: 'This page only works inside a card verification. Nothing was approved.',
} as const;

/** The payment the page asks about, or undefined when it was not opened by the stand-in. */
export interface BankRequest {
  transactionId: string;
  parentOrigin: string;
  /** Dollars with cents, e.g. `"12.50"`, when the payload says. */
  amount: string | undefined;
}

/** The amount in the fake gateway's payload (answerThreeDSecure.ts `pareq`), as dollars and cents. */
function readAmount(payload: string | null): string | undefined {
  const text = payload === null ? undefined : decodeBase64Url(payload);
  if (text === undefined) return undefined;
  try {
    const amount: unknown = (JSON.parse(text) as Record<string, unknown> | null)?.amount;
    return typeof amount === 'string' && /^\d+(\.\d{1,2})?$/.test(amount)
      ? Number(amount).toFixed(2)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The request in `search`, or undefined when the transaction id or parent origin is missing. */
export function readBankRequest(search: string): BankRequest | undefined {
  const query = new URLSearchParams(search);
  const transactionId = query.get(BANK_QUERY.transactionId);
  const parentOrigin = readOrigin(query.get(BANK_QUERY.parentOrigin));
  if (!transactionId || parentOrigin === undefined) return undefined;
  return { transactionId, parentOrigin, amount: readAmount(query.get(BANK_QUERY.payload)) };
}

/** Fill in the page (bankPage.ts) and wire its two buttons, then enable them. */
export function runBankPage({ document, search, parent }: BankPageHost): void {
  const question = document.getElementById('question');
  const status = document.getElementById('status');
  const buttons = ['approve', 'decline'].map((id) => document.getElementById(id));
  const [approve, decline] = buttons;
  if (!question || !status || !(approve instanceof HTMLButtonElement)) return;
  if (!(decline instanceof HTMLButtonElement)) return;
  const request = readBankRequest(search);
  const disable = () => {
    approve.disabled = true;
    decline.disabled = true;
  };
  if (!request || !parent) {
    question.textContent = BANK_TEXT.question(undefined);
    status.textContent = BANK_TEXT.unusable;
    disable();
    return;
  }
  question.textContent = BANK_TEXT.question(request.amount);
  const answer = (approved: boolean) => {
    if (approve.disabled) return;
    disable();
    status.textContent = approved ? BANK_TEXT.approved : BANK_TEXT.declined;
    const message: BankAnswer = {
      type: BANK_ANSWER_TYPE,
      transactionId: request.transactionId,
      approved,
    };
    parent.postMessage(message, request.parentOrigin);
  };
  approve.addEventListener('click', () => answer(true));
  decline.addEventListener('click', () => answer(false));
  // Served disabled (bankPage.ts): only now does a click reach `answer`.
  approve.disabled = false;
  decline.disabled = false;
}
