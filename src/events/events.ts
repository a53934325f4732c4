/**
 * The product's own DOM events: `CustomEvent`s named `cinema-*` that bubble and cross the shadow
 * boundary (product-rules §3.1). Build them here and nowhere else.
 */
import type { AnalyticsEventName, AnalyticsParams } from '../analytics/analyticsTypes';
import type { OrderType, PaymentType } from '../api/schemas';

/**
 * The pages an element moves between (product-rules §3.1): checkout, payment and thanks, the shop's
 * first page, `cart` (its catalogue and cart), and the membership's first, `options`.
 */
export type WidgetPage = 'cart' | 'options' | 'checkout' | 'payment' | 'thanks';

/** Detail of every `cinema-*` event, by event name. */
export interface CinemaEventDetails {
  'cinema-page-change': { page: WidgetPage };
  'cinema-payment-captured': { orderType: OrderType; paymentType: PaymentType };
  'cinema-error': { message: string };
  'cinema-cart-change': {
    /** The browser cart's lines (product-rules §5.1); an e-mail gift's with its recipient (§15.2). */
    items: ReadonlyArray<{
      id: string;
      type: string;
      priceInCents: number;
      quantity: number;
      recipient?:
        | {
            name: string;
            email: string;
            from: string;
            message?: string | undefined;
            sendDate: string;
          }
        | undefined;
    }>;
  };
  'cinema-cart-expired': { cartId: string };
  'cinema-sign-in-required': Record<string, never>;
  /**
   * A funnel step (product-rules §15.3): GA4's event name and e-commerce parameters. Never
   * personal data.
   */
  'cinema-analytics': { name: AnalyticsEventName; params: AnalyticsParams };
}

/** Names of the events the product emits. */
export type CinemaEventName = keyof CinemaEventDetails;

/** Create a bubbling, composed `cinema-*` event. */
export function createCinemaEvent<K extends CinemaEventName>(
  name: K,
  detail: CinemaEventDetails[K],
): CustomEvent<CinemaEventDetails[K]> {
  return new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: false });
}

/**
 * Dispatch a `cinema-*` event from `target` (normally the element host). Never throws: a host
 * page listener that throws is reported by the browser, not propagated into our code.
 */
export function emit<K extends CinemaEventName>(
  target: EventTarget | null | undefined,
  name: K,
  detail: CinemaEventDetails[K],
): void {
  target?.dispatchEvent(createCinemaEvent(name, detail));
}

declare global {
  interface GlobalEventHandlersEventMap {
    'cinema-page-change': CustomEvent<CinemaEventDetails['cinema-page-change']>;
    'cinema-payment-captured': CustomEvent<CinemaEventDetails['cinema-payment-captured']>;
    'cinema-error': CustomEvent<CinemaEventDetails['cinema-error']>;
    'cinema-cart-change': CustomEvent<CinemaEventDetails['cinema-cart-change']>;
    'cinema-cart-expired': CustomEvent<CinemaEventDetails['cinema-cart-expired']>;
    'cinema-sign-in-required': CustomEvent<CinemaEventDetails['cinema-sign-in-required']>;
    'cinema-analytics': CustomEvent<CinemaEventDetails['cinema-analytics']>;
  }
}
