import { useEffect, useState } from 'react';
import { getCart } from '../../api/cart';
import type { Http } from '../../api/http';
import type { Cart } from '../../api/schemas';

/** The cart for the order summary, as far as it is known. */
export interface CartState {
  cart: Cart | null;
  failed: boolean;
  retry(): void;
}

/**
 * `GET cart/{id}` (cached until the cart's expiry by the API layer). The last cart stays shown
 * when the id goes away, as it does the moment a payment is captured.
 */
export function useCart(http: Http, cartId: string | null): CartState {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ cart: Cart | null; failedKey: string | null }>({
    cart: null,
    failedKey: null,
  });
  const key = cartId === null ? null : `${attempt}|${cartId}`;

  useEffect(() => {
    if (cartId === null || key === null) return;
    const controller = new AbortController();
    getCart(http, cartId, { signal: controller.signal }).then(
      (cart) => {
        if (cart) setLoaded({ cart, failedKey: null });
      },
      () => {
        if (!controller.signal.aborted) setLoaded((current) => ({ ...current, failedKey: key }));
      },
    );
    return () => controller.abort();
  }, [http, cartId, key]);

  const cart =
    loaded.cart !== null && (cartId === null || loaded.cart.id === cartId) ? loaded.cart : null;
  return {
    cart,
    failed: key !== null && loaded.failedKey === key,
    retry: () => setAttempt((n) => n + 1),
  };
}
