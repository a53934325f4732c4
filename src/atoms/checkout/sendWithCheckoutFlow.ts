/**
 * Sending a form whose order runs in a product's order calls: their code and the checkout's atoms
 * load on the first send (`loadCheckout`) rather than with the form (a chunk that cannot be
 * fetched is the buyer's message, through `loadChunk`), then `run` takes over.
 */
import type { Getter, Setter } from 'jotai/vanilla';
import { sendForm } from '../form/formAtoms';
import type { SendState, StepResult } from '../form/formAtoms';
import { loadCheckout } from '../loadCheckout';
import type { Checkout, OrderCode } from '../loadCheckout';
import { loadChunk } from '../loadChunk';

/**
 * Send a form with the order calls of `code` (see `sendForm`: once at a time, busy while it runs,
 * the failure's message kept for the form, never throwing). Resolves what `run` resolved, a failure
 * when the code could not be loaded, or undefined when a send was already running.
 */
export function sendWithCheckoutFlow<Order, Result extends StepResult>(
  get: Getter,
  set: Setter,
  form: SendState,
  code: OrderCode<Order>,
  run: (checkout: Checkout<Order>) => Promise<Result>,
): Promise<Result | { ok: false; message: string } | undefined> {
  return sendForm(get, set, form, async () => {
    const loaded = await loadChunk(() => loadCheckout(code));
    return loaded.ok ? run(loaded.module) : { ok: false as const, message: loaded.message };
  });
}
