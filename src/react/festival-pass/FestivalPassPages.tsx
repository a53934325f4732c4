import { useAtomValue, useSetAtom, useStore } from 'jotai/react';
import { useCallback, useMemo, useRef } from 'react';
import { createHttp } from '../../api/http';
import type { PaymentType } from '../../api/schemas';
import { festivalPassAtoms } from '../../atoms/festivalPass';
import { emit } from '../../events/events';
import { useHost } from '../useHost';
import { CheckoutPage } from './CheckoutPage';
import type { FestivalPassConfig } from './festivalPassConfig';
import { PaymentStep } from './PaymentStep';
import { ThanksPage } from './ThanksPage';
import { usePageChange } from './usePageChange';

/** The cinema's terms of use, on the cinema's own site (CONTRACT adds no attribute for it). */
export const TERMS_PATH = '/terms-of-use';

/** The terms link: on the API's origin, which is the cinema's site even on a partner page. */
function termsUrlFor(apiBase: string): string {
  try {
    return new URL(TERMS_PATH, apiBase).href;
  } catch {
    return TERMS_PATH;
  }
}

/** Props of {@link FestivalPassPages}. */
export interface FestivalPassPagesProps {
  config: FestivalPassConfig;
}

/**
 * The widget's three pages (spec 2.2): checkout → payment (after a successful submit), payment →
 * checkout (Edit), payment → thanks (payment captured). Each switch emits `cinema-page-change` and
 * moves focus to the new page's heading.
 */
export function FestivalPassPages({ config }: FestivalPassPagesProps) {
  const { cinemaId, cinemaName, recaptchaKey, festivalId, apiBase } = config;
  const host = useHost();
  const store = useStore();
  const http = useMemo(() => createHttp(apiBase), [apiBase]);
  const atoms = useMemo(() => festivalPassAtoms(cinemaId, festivalId), [cinemaId, festivalId]);
  const context = useMemo(() => ({ http, recaptchaKey }), [http, recaptchaKey]);
  const page = useAtomValue(atoms.pageAtom);
  const customer = useAtomValue(atoms.checkout.customerAtom);
  const setPage = useSetAtom(atoms.pageAtom);
  const setPaymentType = useSetAtom(atoms.paymentTypeAtom);
  const pagesRef = useRef<HTMLDivElement>(null);
  usePageChange(page, pagesRef);

  const onEdit = useCallback(() => setPage('checkout'), [setPage]);
  const onPaid = useCallback(
    (paymentType: PaymentType) => {
      // Once per payment: a late second call from the payment page must not announce it again.
      if (store.get(atoms.pageAtom) !== 'payment') return;
      setPaymentType(paymentType);
      emit(host, 'cinema-payment-captured', { orderType: 'festivalPass', paymentType });
      setPage('thanks');
    },
    [store, atoms, host, setPage, setPaymentType],
  );

  return (
    <div ref={pagesRef}>
      {page === 'checkout' && (
        <CheckoutPage
          atoms={atoms}
          context={context}
          cinemaName={cinemaName}
          termsUrl={termsUrlFor(http.base)}
        />
      )}
      {page === 'payment' && (
        <PaymentStep
          scope={atoms.checkoutScope}
          http={http}
          recaptchaKey={recaptchaKey}
          orderType="festivalPass"
          cinemaName={cinemaName}
          onEdit={onEdit}
          onPaid={onPaid}
        />
      )}
      {page === 'thanks' && (
        <ThanksPage festivalId={festivalId} cinemaName={cinemaName} email={customer?.email} />
      )}
    </div>
  );
}
