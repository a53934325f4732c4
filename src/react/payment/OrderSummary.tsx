import { ItemAndPriceHead, MoneyRow } from './MoneyRow';
import { useAtomValue } from 'jotai/react';
import { useId } from 'react';
import type { Cart } from '../../api/schemas';
import { LoadingStatus } from './LoadingStatus';
import { useCart } from './useCart';
import { usePaymentPage } from './usePaymentPage';

/** Props of {@link OrderSummary}. */
export interface OrderSummaryProps {
  /** Shown under the heading, so the buyer sees where they are buying. */
  cinemaName: string;
  /** Counts the changes of the order seen on the page: a new one loads the cart afresh. */
  version?: number;
}

interface Line {
  key: string;
  label: string;
  amountInCents: number;
}

/** Every priced line of the cart: products, then each session's tickets. */
function linesOf(cart: Cart): Line[] {
  const products = cart.concessions.map((line) => ({
    key: `c-${line.id}`,
    label: `${line.name} × ${line.quantity}`,
    amountInCents: line.priceInCents * line.quantity,
  }));
  const tickets = cart.sessions.flatMap((session) =>
    session.tickets.map((ticket) => ({
      key: `t-${session.id}-${ticket.id}`,
      label: `${session.filmTitle}: ${ticket.name} × ${ticket.quantity}`,
      amountInCents: ticket.priceInCents * ticket.quantity,
    })),
  );
  return [...products, ...tickets];
}

/**
 * The order summary from the cart (product-rules §7.1): each line, 'Booking fee' and 'Total' in
 * AUD; once gift cards are applied, what they cover and the 'Balance to pay'.
 */
export function OrderSummary({ cinemaName, version = 0 }: OrderSummaryProps) {
  const { atoms, http } = usePaymentPage();
  // The cart the page pays: the one its details are of (product-rules §7.10), else the stored one.
  const storedCartId = useAtomValue(atoms.cartIdAtom);
  const cartId = useAtomValue(atoms.detailsCartIdAtom) ?? storedCartId;
  const details = useAtomValue(atoms.paymentDetailsAtom);
  const giftCards = useAtomValue(atoms.giftCardsAtom);
  const { cart, failed, retry } = useCart(atoms, http, cartId, version);
  const headingId = useId();

  let body;
  if (cart) {
    const covered = details ? Math.max(0, cart.totalInCents - details.balanceInCents) : 0;
    body = (
      <table>
        <ItemAndPriceHead />
        <tbody>
          {linesOf(cart).map((line) => (
            <MoneyRow key={line.key} label={line.label} amountInCents={line.amountInCents} />
          ))}
        </tbody>
        <tfoot>
          <MoneyRow label="Booking fee" amountInCents={cart.bookingFeeInCents} />
          <MoneyRow
            label="Total"
            amountInCents={cart.totalInCents}
            part="total"
            className="order-summary__strong"
          />
          {details && giftCards.length > 0 && (
            <>
              <MoneyRow label="Gift cards" amountInCents={-covered} />
              <MoneyRow
                label="Balance to pay"
                amountInCents={details.balanceInCents}
                className="order-summary__strong"
              />
            </>
          )}
        </tfoot>
      </table>
    );
  } else if (failed) {
    body = (
      <div part="error" role="alert">
        <p>Your order summary could not be loaded.</p>
        <button part="button" type="button" className="button--secondary" onClick={retry}>
          Try again
        </button>
      </div>
    );
  } else {
    body = cartId === null ? null : <LoadingStatus label="Loading your order" />;
  }

  return (
    <section part="card" className="order-summary surface" aria-labelledby={headingId}>
      <h3 part="heading" id={headingId}>
        Order Summary
      </h3>
      {cinemaName.trim() !== '' && <p className="muted">{cinemaName}</p>}
      {body}
    </section>
  );
}
