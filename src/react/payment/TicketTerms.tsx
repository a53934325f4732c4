import { useId } from 'react';
import type { OrderType } from '../../api/schemas';
import { PASS_TERMS, TICKET_EXCHANGE_TERMS } from './paymentTexts';

/** The ticket terms (product-rules §7.1) that apply to each order type: passes and tickets only. */
const TERMS_OF: Readonly<Record<OrderType, readonly string[]>> = {
  festivalPass: [TICKET_EXCHANGE_TERMS, PASS_TERMS],
  booking: [TICKET_EXCHANGE_TERMS],
  shop: [],
  registration: [],
  renewal: [],
};

/** Props of {@link TicketTerms}. */
export interface TicketTermsProps {
  orderType: OrderType;
}

/**
 * The ticket terms (product-rules §7.1) for what is being bought: the exchange fee and the pass
 * rules for festival and multi-film passes, the exchange fee alone for session tickets, nothing for
 * gift cards, gifts and memberships.
 */
export function TicketTerms({ orderType }: TicketTermsProps) {
  const headingId = useId();
  const terms = TERMS_OF[orderType];
  if (terms.length === 0) return null;
  return (
    <section className="terms" aria-labelledby={headingId}>
      <h3 part="heading" id={headingId}>
        Ticket terms
      </h3>
      {terms.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </section>
  );
}
