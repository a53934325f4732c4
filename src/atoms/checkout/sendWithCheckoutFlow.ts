/**
 * Sending a form whose order runs in a product's order calls: their code, and the purchase's
 * checkout (made once by its session), load on the first send rather than with the form (a chunk
 * that cannot be fetched is the buyer's message, through `loadChunk`), then `run` takes over.
 */
import type { Getter, Setter } from 'jotai/vanilla';
import { sendForm } from '../form/formAtoms';
import type { SendState, StepResult } from '../form/formAtoms';
import type { OrderCode } from '../loadCheckout';
import { loadChunk } from '../loadChunk';
import type { CheckoutAtoms, OrderSession } from './checkoutTypes';

/**
 * Send a form with the order calls of `code` for the purchase `session` (see `sendForm`: once at a
 * time, busy while it runs, the failure's message kept for the form, never throwing). Resolves what
 * `run` resolved, a failure when the code could not be loaded, or undefined when a send was
 * already running.
 */
export function sendWithCheckoutFlow<Order, Result extends StepResult>(
  get: Getter,
  set: Setter,
  form: SendState,
  code: OrderCode<Order>,
  session: OrderSession,
  run: (order: Order, checkout: CheckoutAtoms) => Promise<Result>,
): Promise<Result | { ok: false; message: string } | undefined> {
  return sendForm(get, set, form, async () => {
    const loaded = await loadChunk(() => Promise.all([code.load(), session.checkout()]));
    if (!loaded.ok) return { ok: false as const, message: loaded.message };
    const [order, checkout] = loaded.module;
    return run(order, checkout);
  });
}
