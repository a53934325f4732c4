import { useAtomValue, useSetAtom, useStore } from 'jotai/react';
import { useCallback, useMemo, useRef } from 'react';
import type { PaymentType } from '../../api/schemas';
import { festivalPassAtoms } from '../../atoms/festival-pass/festivalPassAtoms';
import { httpFor } from '../../atoms/httpFor';
import { emit } from '../../events/events';
import { useHost } from '../useHost';
import { CheckoutPage } from './CheckoutPage';
import type { FestivalPassConfig } from './festivalPassConfig';
import { LazyChunk } from '../payment/LazyChunk';
import { PaymentStep, THANKS_LOAD_ERROR_MESSAGE } from '../payment/PaymentStep';
import type { ThanksPageForScopeProps } from './ThanksPage';
import { usePageChange } from '../form/usePageChange';
import { termsUrlFor } from '../form/termsUrl';

/** The thanks page and its receipt load on demand: no buyer needs them before paying. */
const loadThanksPage = () =>
  import('./ThanksPage').then((module) => ({ default: module.ThanksPageForScope }));

/** Props of {@link FestivalPassPages}. */
export interface FestivalPassPagesProps {
  config: FestivalPassConfig;
}

/**
 * The widget's three pages (product-rules §6.3): checkout → payment (after a successful submit),
 * payment → checkout (Edit), payment → thanks (payment captured). Each switch emits
 * `cinema-page-change` and moves focus to the new page's heading.
 */
export function FestivalPassPages({ config }: FestivalPassPagesProps) {
  const { cinemaId, cinemaName, recaptchaKey, festivalId, apiBase } = config;
  const host = useHost();
  const store = useStore();
  const http = useMemo(() => httpFor(apiBase), [apiBase]);
  const atoms = useMemo(
    () => festivalPassAtoms(cinemaId, festivalId, host),
    [cinemaId, festivalId, host],
  );
  const context = useMemo(() => ({ http, recaptchaKey }), [http, recaptchaKey]);
  const page = useAtomValue(atoms.pageAtom);
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
        <LazyChunk<ThanksPageForScopeProps>
          load={loadThanksPage}
          props={{ festivalId, cinemaName, scope: atoms.checkoutScope }}
          loadingLabel="Loading your receipt"
          message={THANKS_LOAD_ERROR_MESSAGE}
        />
      )}
    </div>
  );
}
