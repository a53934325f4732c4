import { useAtomValue } from 'jotai/react';
import { useId } from 'react';
import { shopCartFor } from '../../atoms/shop-cart/shopCartAtoms';
import { lineKey, lineTotalInCents } from '../../atoms/shop-cart/shopCartRules';
import { currentServerCartFor } from '../../atoms/shop-cart/shopCartView';
import { formatMoney } from '../../format/formatMoney';

/**
 * What is being bought, beside the details form: each shop item and session with its total, the
 * booking fee and the total, so the buyer never has to go back to the cart to check.
 */
export function OrderAside({ base }: { base: string }) {
  // The page-wide cart of the shop's API (`base`).
  const shopCart = shopCartFor(base);
  const items = useAtomValue(shopCart.itemsAtom);
  const itemsTotal = useAtomValue(shopCart.totalInCentsAtom);
  const serverCart = useAtomValue(currentServerCartFor(base));
  const headingId = useId();
  const sessions = serverCart?.sessions ?? [];
  const fee = sessions.length > 0 ? (serverCart?.bookingFeeInCents ?? 0) : 0;
  const sessionTotal = (tickets: (typeof sessions)[number]['tickets']) =>
    tickets.reduce((sum, ticket) => sum + ticket.priceInCents * ticket.quantity, 0);
  const total =
    itemsTotal + sessions.reduce((sum, session) => sum + sessionTotal(session.tickets), 0) + fee;
  return (
    <aside part="card" className="order-aside surface" aria-labelledby={headingId}>
      <h3 part="heading" id={headingId}>
        Your order
      </h3>
      <ul className="order-aside__lines">
        {items.map((item) => (
          <li key={lineKey(item)}>
            <span>
              {item.name}
              {item.recipient ? ` for ${item.recipient.name}` : ''} × {item.quantity}
            </span>
            <span>{formatMoney(lineTotalInCents(item))}</span>
          </li>
        ))}
        {sessions.map((session) => (
          <li key={session.id}>
            <span>
              {session.filmTitle}:{' '}
              {session.tickets.map((ticket) => `${ticket.quantity} × ${ticket.name}`).join(', ')}
            </span>
            <span>{formatMoney(sessionTotal(session.tickets))}</span>
          </li>
        ))}
        {fee > 0 && (
          <li>
            <span>Booking fee</span>
            <span>{formatMoney(fee)}</span>
          </li>
        )}
      </ul>
      <p part="total" className="order-aside__total">
        <span>Total</span>
        <span>{formatMoney(total)}</span>
      </p>
    </aside>
  );
}
