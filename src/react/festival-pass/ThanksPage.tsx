import { useId } from 'react';
import type { Receipt as ReceiptData } from '../../atoms/checkout/receipt';
import { isMultiFilmFestival } from '../../atoms/festival-pass/festivalOptions';
import { Receipt } from '../payment/Receipt';
import { withSessionReceipt } from '../payment/withSessionReceipt';
import type { WithSession } from '../payment/withSessionReceipt';

/** Props of {@link ThanksPage}. */
export interface ThanksPageProps {
  festivalId: string;
  cinemaName: string;
  /** A polite word for the buyer (e.g. a newsletter not saved, product-rules §12.2). */
  notice?: string | undefined;
  /** The receipt of the payment, when this page follows one. */
  receipt?: ReceiptData | null | undefined;
}

/**
 * The thanks page (product-rules §6.4): a festival pass, or for festival RET a multi-film pass,
 * with how to redeem it online and in the cinema.
 */
export function ThanksPage({ festivalId, cinemaName, notice, receipt }: ThanksPageProps) {
  const headingId = useId();
  const email = receipt?.email;
  const multiFilm = isMultiFilmFestival(festivalId);
  const pass = multiFilm ? 'multi-film pass' : 'festival pass';
  const session = multiFilm ? 'a session' : 'a festival session';
  const title = `Thank you for purchasing a ${pass}`;
  return (
    // Named after the festival too: several widgets on one page need distinct landmark names.
    <section part="card" className="thanks" aria-label={`${title} (${festivalId.toUpperCase()})`}>
      <h2 part="heading" id={headingId} tabIndex={-1}>
        {title}
      </h2>
      <p>
        {email
          ? `Your payment went through. We have e-mailed your confirmation, with your pass code, to ${email}.`
          : 'Your payment went through. We have e-mailed your confirmation, with your pass code.'}
      </p>
      {notice && (
        <p part="notice" className="notice" role="status">
          {notice}
        </p>
      )}
      {receipt && <Receipt receipt={receipt} />}
      <h3 part="heading">Redeem online</h3>
      <p>
        {`When you book ${session} on the ${cinemaName} website, choose your ${pass} at checkout and enter the pass code from your confirmation e-mail. Each session you book uses one film of your pass.`}
      </p>
      <h3 part="heading">Redeem in cinema</h3>
      <p>
        {`Show your confirmation e-mail, printed or on your phone, at the ${cinemaName} box office when you get your ticket for ${session}.`}
      </p>
      <p className="muted">
        {`Your ${pass} is valid for one admission per pass, is non-refundable, and cannot be used for special events.`}
      </p>
    </section>
  );
}

/** Props of {@link ThanksPageForSession}. */
export type ThanksPageForSessionProps = WithSession<ThanksPageProps>;

/** The thanks page with the receipt of the checkout `scope` (it loads with the page). */
export const ThanksPageForSession = withSessionReceipt(ThanksPage);

/** The chunk's component, as LazyChunk renders it. */
export default ThanksPage;
