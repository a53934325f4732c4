import { useAtomValue, useSetAtom } from 'jotai/react';
import { useCallback, useMemo } from 'react';
import type { PaymentType } from '../../api/schemas';
import {
  FESTIVAL_PASS_PURCHASE,
  festivalPassAtoms,
} from '../../atoms/festival-pass/festivalPassAtoms';
import { newsletterFailedMessage } from '../../atoms/festival-pass/festivalOptions';
import { httpFor } from '../../atoms/httpFor';
import { useHost } from '../useHost';
import { CheckoutPage } from './CheckoutPage';
import type { FestivalPassConfig } from './festivalPassConfig';
import { chunkLoader } from '../payment/LazyChunk';
import { PurchasePages, usePurchase } from '../payment/PurchasePages';
import type { ThanksPageForSessionProps } from './ThanksPage';
import { termsUrlFor } from '../form/termsUrl';

/** The thanks page and its receipt load on demand: no buyer needs them before paying. */
const loadThanksPage = chunkLoader(() =>
  import('./ThanksPage').then((module) => ({ default: module.ThanksPageForSession })),
);

/** Props of {@link FestivalPassPages}. */
export interface FestivalPassPagesProps {
  config: FestivalPassConfig;
}

/**
 * The widget's three pages (product-rules §6.3), the purchase's pages: checkout → payment (after a
 * successful submit), payment → checkout (Edit), payment → thanks (payment captured).
 */
export function FestivalPassPages({ config }: FestivalPassPagesProps) {
  const { cinemaId, cinemaName, recaptchaKey, festivalId, apiBase, termsUrl } = config;
  const host = useHost();
  const http = useMemo(() => httpFor(apiBase), [apiBase]);
  const atoms = useMemo(
    () => festivalPassAtoms(cinemaId, festivalId, host, http.base),
    [cinemaId, festivalId, host, http.base],
  );
  const context = useMemo(() => ({ http, recaptchaKey }), [http, recaptchaKey]);
  const page = useAtomValue(atoms.pageAtom);
  const setPage = useSetAtom(atoms.pageAtom);
  const setPaymentType = useSetAtom(atoms.paymentTypeAtom);
  // The sale went on without the newsletter (product-rules §12.2): payment and thanks say so.
  const notice = useAtomValue(atoms.newsletterFailedAtom)
    ? newsletterFailedMessage(festivalId)
    : undefined;
  const purchase = usePurchase({
    scope: atoms.checkoutScope,
    code: FESTIVAL_PASS_PURCHASE,
    page,
    orderType: 'festivalPass',
    onPaid: useCallback(
      (paymentType: PaymentType) => {
        setPaymentType(paymentType);
        setPage('thanks');
      },
      [setPage, setPaymentType],
    ),
  });
  const onEdit = useCallback(() => setPage('checkout'), [setPage]);

  return (
    <PurchasePages<ThanksPageForSessionProps>
      purchase={purchase}
      page={page}
      payment={{ http, recaptchaKey, orderType: 'festivalPass', cinemaName, notice, onEdit }}
      thanks={{
        load: loadThanksPage,
        props: { festivalId, cinemaName, notice, session: purchase.session },
      }}
    >
      {page === 'checkout' && (
        <CheckoutPage
          atoms={atoms}
          context={context}
          session={purchase.session}
          cinemaName={cinemaName}
          termsUrl={termsUrlFor(http.base, termsUrl)}
        />
      )}
    </PurchasePages>
  );
}
