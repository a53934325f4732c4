/**
 * `POST subscribe` (openapi.yaml, operation saveSubscription), e.g. a festival newsletter ticked
 * in the festival-pass form. A failed save resolves to `false` rather than throwing
 * (product-rules §9.3); the festival-pass sequence then goes on to payment and says so (§12.2).
 */
import { SubscriptionSave } from './schemas';
import type { Http } from './http';
import { postCall, requestOutcome } from './request';
import type { CallOptions } from './request';

/** Options of {@link saveSubscription}. */
export interface SaveSubscriptionOptions extends CallOptions {
  /** Told why a save failed (e.g. an ApiError with the server's detail), before `false` is returned. */
  onError?: ((error: unknown) => void) | undefined;
}

/**
 * Save a newsletter subscription: `true` when the server accepted it, `false` when the save
 * failed for any reason (invalid payload, HTTP or network failure), `undefined` when aborted.
 * Never throws; `options.onError` lets a caller show the server's detail all the same.
 */
export async function saveSubscription(
  http: Http,
  payload: SubscriptionSave,
  options: SaveSubscriptionOptions = {},
): Promise<boolean | undefined> {
  try {
    const outcome = await requestOutcome(
      http,
      postCall('subscribe', SubscriptionSave, payload, 'subscription', options),
    );
    return outcome?.success;
  } catch (error) {
    try {
      options.onError?.(error);
    } catch {
      // A throwing listener must not turn the documented `false` into a throw.
    }
    return false;
  }
}
