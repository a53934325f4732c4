import { useAtom, useAtomValue, useSetAtom } from 'jotai/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { Http } from '../../api/http';
import type { OrderType, PaymentType } from '../../api/schemas';
import type { CheckoutAtoms } from '../../atoms/checkout/checkoutTypes';
import { emit } from '../../events/events';
import { useHost } from '../useHost';
import { FreeOrder } from './FreeOrder';
import { LoadingOverlay } from './LoadingOverlay';
import { LoadingStatus } from './LoadingStatus';
import { OrderSummary } from './OrderSummary';
import { STYLE_ORDER } from '../../styles/adoptStyles';
import { useStyles } from '../useStyles';
import { paymentCss } from './paymentCss';
import { PaymentOptions } from './PaymentOptions';
import type { PaymentOptionId } from './offeredPaymentOptions';
import { PaymentPageContext } from './PaymentPageContext';
import { LOADING_OPTIONS_LABEL, NO_ORDER_MESSAGE } from './paymentTexts';
import { PAYMENT_LOAD_ERROR_MESSAGE } from './stepMessages';
import { TicketTerms } from './TicketTerms';
import type { CheckoutSession } from './CheckoutSession';
import type { SessionProvider } from './SessionProvider';
import { usePaymentController } from './usePaymentController';
import { useOrderChanges } from './useOrderChanges';
import { useProviderConnection } from './useProviderConnection';
import { WhoopsModal } from './WhoopsModal';

/** Props of {@link PaymentPage}. */
export interface PaymentPageProps {
  /** The purchase being paid for: its checkout, provider and payment guard. */
  session: CheckoutSession;
  /** The element's API client. */
  http: Http;
  /** The element's reCAPTCHA site key. */
  recaptchaKey: string;
  /** A polite word from the product for the buyer on this page (e.g. a newsletter not saved). */
  notice?: string | undefined;
  /** What is being bought; decides the completion's `orderType` and whether ticket terms apply. */
  orderType: OrderType;
  /** Shown in the order summary. */
  cinemaName: string;
  /** 'Edit' was pressed: go back to the details form (which keeps its values). */
  onEdit(): void;
  /** The payment was captured with this method. */
  onPaid(paymentType: PaymentType): void;
}

/**
 * The shared payment page (product-rules §7) of one purchase (its session): order summary,
 * 'Checkout' heading with 'Edit', the 'Payment Options' accordion, the notices and terms, the
 * loading overlay while a payment is in flight and the WHOOPS modal for errors. A chunk of its
 * own (PaymentStep.tsx), which keeps braintree-web and this UI out of every first view. It pays
 * the cart whose details it shows, and follows that cart when it changes under it (§7.10).
 */
export function PaymentPage(props: PaymentPageProps) {
  const { session } = props;
  const [made, setMade] = useState(() => {
    const { atoms, provider } = session;
    return atoms && provider ? { atoms, provider } : null;
  });
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState<number | null>(null);
  // Made by the order calls and the session before the page opens; a page that opens on a stored
  // cart (the shop's 'Continue to payment' after a reload) makes them now.
  useEffect(() => {
    if (made) return;
    let live = true;
    Promise.all([session.checkout(), session.paymentProvider()]).then(
      ([atoms, provider]) => {
        if (live) setMade({ atoms, provider });
      },
      () => {
        if (live) setFailed(attempt);
      },
    );
    return () => {
      live = false;
    };
  }, [made, session, attempt]);
  // The provider is the page's while it is open; everything it mounted goes with the page.
  const provider = made?.provider;
  useEffect(() => {
    if (!provider) return;
    provider.claim();
    return () => void provider.letGo();
  }, [provider]);
  if (made) return <PaymentPageFor {...props} atoms={made.atoms} sessionProvider={made.provider} />;
  if (failed !== attempt) return <LoadingStatus label={LOADING_OPTIONS_LABEL} />;
  return (
    <div part="error" className="alert" role="alert">
      <p>{PAYMENT_LOAD_ERROR_MESSAGE}</p>
      <button part="button button-primary" type="button" onClick={() => setAttempt((n) => n + 1)}>
        Try again
      </button>
    </div>
  );
}

function PaymentPageFor({
  session,
  atoms,
  sessionProvider,
  http,
  recaptchaKey,
  orderType,
  cinemaName,
  notice,
  onEdit,
  onPaid,
}: PaymentPageProps & { atoms: CheckoutAtoms; sessionProvider: SessionProvider }) {
  const host = useHost();
  useStyles(paymentCss, STYLE_ORDER.page);
  const page = usePaymentController({
    session,
    sessionProvider,
    atoms,
    http,
    recaptchaKey,
    orderType,
    onPaid,
  });
  const changeNotice = useOrderChanges(atoms, http);
  const orderChanges = useAtomValue(atoms.orderChangesAtom);
  const cartId = useAtomValue(atoms.cartIdAtom);
  const details = useAtomValue(atoms.paymentDetailsAtom);
  const stale = useAtomValue(atoms.detailsStaleAtom);
  const [error, setError] = useAtom(atoms.errorAtom);
  const giftCards = useAtomValue(atoms.giftCardsAtom);
  const loadPaymentDetails = useSetAtom(atoms.loadPaymentDetails);
  const connection = useProviderConnection(
    sessionProvider,
    details?.authorization ?? null,
    details?.environment ?? 'sandbox',
  );
  const [loadAttempt, setLoadAttempt] = useState(0);
  const [failedAttempt, setFailedAttempt] = useState<number | null>(null);
  const [reloading, setReloading] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  // Focus moves to the new page's heading on every page switch (product-rules §3.2).
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  // Normally the details form fetched the payment details just before switching here
  // (product-rules §6.2, §5.4); a page that arrives without them fetches them itself.
  useEffect(() => {
    if (details || !cartId) return;
    let live = true;
    void loadPaymentDetails({ http }).then((loaded) => {
      if (live && !loaded) setFailedAttempt(loadAttempt);
    });
    return () => {
      live = false;
    };
  }, [details, cartId, http, loadPaymentDetails, loadAttempt]);

  // The host page hears about every error the user is shown (`cinema-error`, product-rules §3.1).
  useEffect(() => {
    if (error !== null) emit(host, 'cinema-error', { message: error });
  }, [error, host]);

  // The payment row the buyer opened; undefined until they choose, so the default row opens.
  const [chosenOption, setChosenOption] = useState<PaymentOptionId | null | undefined>(undefined);

  // A failed refresh (after a gift card was added or removed) leaves details that no longer match
  // the cart; offering options from them could strand the buyer, so they reload them instead.
  const tryAgain = () => {
    if (!details) {
      setLoadAttempt((n) => n + 1);
      return;
    }
    setReloading(true);
    void loadPaymentDetails({ http }).finally(() => setReloading(false));
  };

  let options;
  if (details && !stale && details.balanceInCents === 0 && giftCards.length === 0)
    options = <FreeOrder />;
  else if (details && !stale)
    options = (
      <PaymentOptions connection={connection} chosen={chosenOption} onChoose={setChosenOption} />
    );
  else if (!cartId)
    options = (
      <p part="error" role="alert">
        {NO_ORDER_MESSAGE}
      </p>
    );
  else if (reloading) options = <LoadingStatus label={LOADING_OPTIONS_LABEL} />;
  else if (details || failedAttempt === loadAttempt) {
    options = (
      <div part="error" className="alert" role="alert">
        <p>The payment options could not be loaded.</p>
        <button part="button" type="button" className="button--secondary" onClick={tryAgain}>
          Try again
        </button>
      </div>
    );
  } else options = <LoadingStatus label={LOADING_OPTIONS_LABEL} />;

  return (
    <PaymentPageContext value={page}>
      <div className="payment-page">
        <section
          className="payment-page__content"
          aria-labelledby={headingId}
          aria-busy={page.busy}
        >
          <div className="payment-page__header">
            <h2 part="heading" id={headingId} ref={headingRef} tabIndex={-1}>
              Checkout
            </h2>
            <button
              part="button"
              type="button"
              className="button--secondary"
              disabled={page.busy}
              onClick={onEdit}
            >
              Edit
            </button>
          </div>
          <OrderSummary cinemaName={cinemaName} version={orderChanges} />
          {/* Always in the page, so a change is announced as it comes (product-rules §7.10). */}
          <div part="notice" role="status" className="payment-page__changes">
            {notice && (
              <p part="notice" className="notice">
                {notice}
              </p>
            )}
            {changeNotice !== null && (
              <p part="notice" key={orderChanges} className="notice">
                {changeNotice}
              </p>
            )}
          </div>
          {options}
          <TicketTerms orderType={orderType} />
        </section>
        {page.busy && <LoadingOverlay />}
      </div>
      {error !== null && <WhoopsModal message={error} onClose={() => setError(null)} />}
    </PaymentPageContext>
  );
}

/** The chunk's component, as LazyChunk renders it. */
export default PaymentPage;
