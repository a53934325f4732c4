/**
 * Sending a form whose order runs in the checkout flow: the flow's code and the checkout's atoms
 * load on the first send (`loadCheckout`) rather than with the form (a chunk that cannot be fetched is the buyer's message, through
 * `loadChunk`), then `run` takes over.
 */
import { atom } from 'jotai/vanilla';
import type { Getter, Setter } from 'jotai/vanilla';
import { sendForm } from '../form/formAtoms';
import type { SendState, StepResult } from '../form/formAtoms';
import { loadCheckout, preloadCheckout } from '../loadCheckout';
import type { Checkout } from '../loadCheckout';
import { loadChunk } from '../loadChunk';

/**
 * Send a form with the checkout flow (see `sendForm`: once at a time, busy while it runs, the
 * failure's message kept for the form, never throwing). Resolves what `run` resolved, a failure
 * when the code could not be loaded, or undefined when a send was already running.
 */
export function sendWithCheckoutFlow<Result extends StepResult>(
  get: Getter,
  set: Setter,
  form: SendState,
  run: (flow: Checkout) => Promise<Result>,
): Promise<Result | { ok: false; message: string } | undefined> {
  return sendForm(get, set, form, async () => {
    const loaded = await loadChunk(loadCheckout);
    return loaded.ok ? run(loaded.module) : { ok: false as const, message: loaded.message };
  });
}

/**
 * The action a form that sends with the checkout flow runs when the buyer starts on it: the flow's
 * code and the checkout's atoms start loading now, so the send finds them here (`preloadCheckout`).
 * Resolves once they are here (or could not be fetched).
 */
export const preloadCheckoutAtom = atom(null, () => preloadCheckout());
