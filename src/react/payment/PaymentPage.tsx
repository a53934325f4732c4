import { useAtom, useAtomValue, useSetAtom } from 'jotai/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { Http } from '../../api/http';
import type { OrderType, PaymentType } from '../../api/schemas';
import { checkoutAtoms } from '../../atoms/checkout/checkoutAtoms';
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
import { TicketTerms } from './TicketTerms';
import { usePaymentController } from './usePaymentController';
import { usePaymentProvider } from './usePaymentProvider';
import { useProviderConnection } from './useProviderConnection';
import { WhoopsModal } from './WhoopsModal';

// Set up by the payment step's preload and warm-up (PaymentStep.tsx) once this chunk has run.
export { connectWhenDetailsArrive, makeProviderAhead } from './earlyConnection';

/** Props of {@link PaymentPage}. */
export interface PaymentPageProps {
  /** The checkout scope (`checkoutAtoms(scope)`) whose cart is being paid for. */
  scope: string;
  /** The element's API client. */
  http: Http;
  /** The element's reCAPTCHA site key. */
  recaptchaKey: string;
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
 * The shared payment page (product-rules §7): order summary, 'Checkout' heading with 'Edit', the
 * 'Payment Options' accordion, the notices and terms, the loading overlay while a payment is in
 * flight and the WHOOPS modal for errors. It is loaded with React.lazy, which keeps braintree-web
 * and this UI out of the CDN entry; the provider comes from PaymentProviderContext or is made here.
 */
export function PaymentPage({
  scope,
  http,
  recaptchaKey,
  orderType,
  cinemaName,
  onEdit,
  onPaid,
}: PaymentPageProps) {
  const atoms = checkoutAtoms(scope);
  const host = useHost();
  useStyles(paymentCss, STYLE_ORDER.page);
  const provider = usePaymentProvider();
  const page = usePaymentController({ atoms, http, recaptchaKey, provider, orderType, onPaid });
  const cartId = useAtomValue(atoms.cartIdAtom);
  const details = useAtomValue(atoms.paymentDetailsAtom);
  const stale = useAtomValue(atoms.detailsStaleAtom);
  const [error, setError] = useAtom(atoms.errorAtom);
  const giftCards = useAtomValue(atoms.giftCardsAtom);
  const loadPaymentDetails = useSetAtom(atoms.loadPaymentDetails);
  const connection = useProviderConnection(
    provider,
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
  else if (!cartId) options = <p role="alert">{NO_ORDER_MESSAGE}</p>;
  else if (reloading) options = <LoadingStatus label={LOADING_OPTIONS_LABEL} />;
  else if (details || failedAttempt === loadAttempt) {
    options = (
      <div className="alert" role="alert">
        <p>The payment options could not be loaded.</p>
        <button type="button" className="button--secondary" onClick={tryAgain}>
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
            <h2 id={headingId} ref={headingRef} tabIndex={-1}>
              Checkout
            </h2>
            <button
              type="button"
              className="button--secondary"
              disabled={page.busy}
              onClick={onEdit}
            >
              Edit
            </button>
          </div>
          <OrderSummary cinemaName={cinemaName} />
          {options}
          <TicketTerms orderType={orderType} />
        </section>
        {page.busy && <LoadingOverlay />}
      </div>
      {error !== null && <WhoopsModal message={error} onClose={() => setError(null)} />}
    </PaymentPageContext>
  );
}

/** The default export, for `React.lazy(() => import('./PaymentPage'))`. */
export default PaymentPage;
