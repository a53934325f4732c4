import { useAtomValue, useStore } from 'jotai/react';
import { atom } from 'jotai/vanilla';
import { useCallback, useContext, useEffect, useRef } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { OrderType, PaymentType } from '../../api/schemas';
import type { PurchaseCode } from '../../atoms/checkout/checkoutTypes';
import { elementOwned } from '../../atoms/elementState';
import { emit } from '../../events/events';
import type { WidgetPage } from '../../events/events';
import { usePageChange } from '../form/usePageChange';
import { useHost } from '../useHost';
import { CheckoutSession } from './CheckoutSession';
import { LazyChunk } from './LazyChunk';
import type { ChunkLoader } from './LazyChunk';
import type { PaymentPageProps } from './PaymentPage';
import { PaymentProviderContext } from './PaymentProviderContext';
import { loadPaymentStep, PaymentStep, THANKS_LOAD_ERROR_MESSAGE } from './PaymentStep';

/** What {@link usePurchase} needs to know of the product. */
export interface PurchaseOptions {
  /** The checkout scope: the storage keys of the purchase's stored cart. */
  scope: string;
  /** The product's order calls. */
  code: PurchaseCode;
  /** The page the element shows: leaving a paid purchase's thanks starts the next purchase. */
  page: WidgetPage;
  /** What is being bought, as `cinema-payment-captured` says. */
  orderType: OrderType;
  /** The product's own part of a payment going through (what to keep for thanks, and the page). */
  onPaid(paymentType: PaymentType): void;
}

/** The element's purchase: its session, and what to call once a payment has gone through. */
export interface Purchase {
  session: CheckoutSession;
  /**
   * A payment of this type went through: once per purchase (the session's guard), emits
   * `cinema-payment-captured` and runs the product's own part. Any later call does nothing.
   */
  paid(paymentType: PaymentType): void;
}

/**
 * The element's current purchase (product-rules §7.10): one checkout session per element and
 * purchase, kept with the element so a move in the DOM loses nothing, and a fresh one once a paid
 * purchase's thanks page is left.
 */
export function usePurchase({ scope, code, page, orderType, onPaid }: PurchaseOptions): Purchase {
  const host = useHost();
  const store = useStore();
  const factory = useContext(PaymentProviderContext);
  const make = useCallback(
    () => new CheckoutSession({ store, host, scope, code, factory, loadPaymentStep }),
    [store, host, scope, code, factory],
  );
  const sessionAtom = elementOwned(host, `purchase:${scope}`, () => atom(make()));
  const session = useAtomValue(sessionAtom);
  useEffect(() => {
    if (session.isPaid && page !== 'thanks') store.set(sessionAtom, make());
  }, [session, page, store, sessionAtom, make]);
  const onPaidRef = useRef(onPaid);
  useEffect(() => {
    onPaidRef.current = onPaid;
  }, [onPaid]);
  const paid = useCallback(
    (paymentType: PaymentType) => {
      if (!session.paid(paymentType)) return;
      emit(host, 'cinema-payment-captured', { orderType, paymentType });
      onPaidRef.current(paymentType);
    },
    [session, host, orderType],
  );
  return { session, paid };
}

/** A thanks page's chunk and props. */
export interface ThanksChunk<P extends object> {
  load: ChunkLoader<{ default: ComponentType<P> }>;
  props: P;
}

/** Props of {@link PurchasePages}. */
export interface PurchasePagesProps<P extends object> {
  purchase: Purchase;
  page: WidgetPage;
  /** The payment page's part that is the product's; null while there is nothing to pay for. */
  payment: Omit<PaymentPageProps, 'session' | 'onPaid'> | null;
  /** The product's thanks page; null while there is nothing to thank for. */
  thanks: ThanksChunk<P> | null;
  className?: string;
  /** The product's own pages before payment (the form, the cart, the options). */
  children?: ReactNode;
}

/**
 * The pages every purchase shares (festival pass, shop, membership, the member area's renewals):
 * the product's own pages, then the shared payment page of its session, then its thanks page, each
 * switch emitting `cinema-page-change` and moving focus to the new page's heading (product-rules
 * §3.2). The payment going through is the purchase's `paid`, once.
 */
export function PurchasePages<P extends object>({
  purchase,
  page,
  payment,
  thanks,
  className,
  children,
}: PurchasePagesProps<P>) {
  const pagesRef = useRef<HTMLDivElement>(null);
  usePageChange(page, pagesRef);
  let body = children;
  if (page === 'payment' && payment)
    body = <PaymentStep {...payment} session={purchase.session} onPaid={purchase.paid} />;
  else if (page === 'thanks' && thanks)
    body = (
      <LazyChunk<P>
        load={thanks.load}
        props={thanks.props}
        loadingLabel="Loading your receipt"
        message={THANKS_LOAD_ERROR_MESSAGE}
      />
    );
  return (
    <div ref={pagesRef} className={className}>
      {body}
    </div>
  );
}
