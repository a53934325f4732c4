import { useAtomValue, useSetAtom } from 'jotai/react';
import { useEffect, useState } from 'react';
import type { Http } from '../../api/http';
import type { Cart } from '../../api/schemas';
import type { CheckoutAtoms } from '../../atoms/checkout/checkoutTypes';

/** The cart for the order summary, as far as it is known. */
export interface CartState {
  cart: Cart | null;
  failed: boolean;
  retry(): void;
}

/**
 * The checkout's cart, loaded through its atoms (cached until the cart's expiry by the API layer,
 * asked afresh once the order has changed: `version` above 0). The last cart stays shown when the
 * id goes away, as it does the moment a payment is captured.
 */
export function useCart(
  atoms: CheckoutAtoms,
  http: Http,
  cartId: string | null,
  version = 0,
): CartState {
  const { cart, failedId } = useAtomValue(atoms.orderSummaryCartAtom);
  const loadCart = useSetAtom(atoms.loadCart);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (cartId === null) return;
    const controller = new AbortController();
    void loadCart({ http, cartId, signal: controller.signal, refresh: version > 0 });
    return () => controller.abort();
  }, [http, cartId, loadCart, attempt, version]);

  return {
    cart: cart !== null && (cartId === null || cart.id === cartId) ? cart : null,
    failed: cartId !== null && failedId === cartId,
    retry: () => setAttempt((n) => n + 1),
  };
}
