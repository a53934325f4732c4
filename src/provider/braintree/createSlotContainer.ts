/**
 * Hosted-field iframes and wallet buttons must live in light DOM (braintree-web reaches its frames
 * through `window.frames`, which cannot see into a shadow root), so each gets a `<div slot=...>`
 * child of the element, projected by a `<slot>` in the shadow tree.
 */
import { PaymentError } from '../../errors/errors';
import { PAYMENT_FAILED_MESSAGE, ProviderErrorCode } from '../providerErrors';

/** Reject bad input with a clear PaymentError before any SDK work: an element and non-empty slot names. */
export function checkSlotHost(method: string, host: unknown, slots: readonly unknown[]): void {
  const valid =
    host instanceof HTMLElement &&
    slots.every((slot) => typeof slot === 'string' && slot.trim() !== '');
  if (!valid) {
    throw new PaymentError(PAYMENT_FAILED_MESSAGE, ProviderErrorCode.INVALID_OPTIONS, {
      cause: new Error(
        `${method} needs the element as host and a non-empty slot name for each container`,
      ),
    });
  }
}

/** Append `<div slot={slot} id={id}>` to `host`; the id gets `-2`, `-3`... if the page already uses it. */
export function createSlotContainer(host: HTMLElement, slot: string, id: string): HTMLDivElement {
  const doc = host.ownerDocument;
  const container = doc.createElement('div');
  let candidate = id;
  for (let n = 2; doc.getElementById(candidate); n += 1) candidate = `${id}-${n}`;
  container.id = candidate;
  container.slot = slot;
  container.dataset['cinemaProvider'] = slot;
  host.append(container);
  return container;
}
