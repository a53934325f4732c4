import { useId } from 'react';
import { PASS_TERMS, TICKET_EXCHANGE_TERMS } from './paymentTexts';

/** Spec 2.2's ticket terms: the exchange fee and the rules for festival and multi-film passes. */
export function TicketTerms() {
  const headingId = useId();
  return (
    <section className="terms" aria-labelledby={headingId}>
      <h3 id={headingId}>Ticket terms</h3>
      <p>{TICKET_EXCHANGE_TERMS}</p>
      <p>{PASS_TERMS}</p>
    </section>
  );
}
