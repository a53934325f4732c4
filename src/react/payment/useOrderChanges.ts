import { useAtomValue, useSetAtom, useStore } from 'jotai/react';
import { useEffect, useRef, useState } from 'react';
import type { Http } from '../../api/http';
import type { CheckoutAtoms } from '../../atoms/checkout/checkoutTypes';
import { ORDER_CHANGED_ELSEWHERE_MESSAGE } from '../../atoms/checkout/checkoutMessages';

/** The cart and balance the page shows now. */
const showingIn = (store: ReturnType<typeof useStore>, atoms: CheckoutAtoms) => ({
  cartId: store.get(atoms.detailsCartIdAtom),
  balance: store.get(atoms.balanceInCentsAtom),
});

/**
 * The order under an open payment page (product-rules §7.10): when the page's stored cart changes
 * (another tab's Next or 'Continue to payment', another element's tickets: its id or revision, which
 * storage events carry), fetch the payment details again at once, and when the cart or its balance
 * is not what the page showed, count the change (`orderChangesAtom`: the order summary loads the
 * cart afresh) and resolve the polite notice to show: 'Your order changed in another window. Check
 * the total before you pay.' The page's own payment, which drops the stored cart, is no change.
 */
export function useOrderChanges(atoms: CheckoutAtoms, http: Http): string | null {
  const store = useStore();
  const storedCartId = useAtomValue(atoms.cartIdAtom);
  const revision = useAtomValue(atoms.revisionAtom);
  const loadPaymentDetails = useSetAtom(atoms.loadPaymentDetails);
  const [notice, setNotice] = useState<string | null>(null);
  // The stored cart the page opened on: a change is anything else.
  const seen = useRef({ storedCartId, revision });
  // What the page showed before the changes now being fetched.
  const before = useRef<ReturnType<typeof showingIn> | null>(null);

  useEffect(() => {
    const last = seen.current;
    if (last.storedCartId === storedCartId && last.revision === revision) return;
    seen.current = { storedCartId, revision };
    // Gone (paid or emptied here or elsewhere): nothing to fetch; a press meets the server's 409.
    if (storedCartId === null) return;
    before.current ??= showingIn(store, atoms);
    let live = true;
    void loadPaymentDetails({ http }).then((loaded) => {
      // A later change fetches again and compares with the same `before`.
      if (!live) return;
      const was = before.current;
      before.current = null;
      const now = showingIn(store, atoms);
      if (!loaded || !was || (was.cartId === now.cartId && was.balance === now.balance)) return;
      store.set(atoms.orderChangesAtom, (n) => n + 1);
      setNotice(ORDER_CHANGED_ELSEWHERE_MESSAGE);
    });
    return () => {
      live = false;
    };
  }, [storedCartId, revision, store, atoms, http, loadPaymentDetails]);

  return notice;
}
