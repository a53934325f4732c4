/**
 * The one place that loads a lazy chunk of the checkout and turns a chunk that cannot be fetched
 * (the connection dropped, a deploy replaced the files) into the buyer's message, never a throw.
 * Every caller is in the atoms layer: the payment store, the order sequences' callers, the shop's
 * calls.
 */
import { CHECKOUT_CODE_LOAD_MESSAGE } from './checkout/checkoutMessages';

/** A chunk's module, or why it is not there. */
export type Loaded<M> = { ok: true; module: M } | { ok: false; message: string };

/** Load a chunk with `load` (an `import()`); resolves, never rejects. */
export async function loadChunk<M>(load: () => Promise<M>): Promise<Loaded<M>> {
  try {
    return { ok: true, module: await load() };
  } catch {
    return { ok: false, message: CHECKOUT_CODE_LOAD_MESSAGE };
  }
}
