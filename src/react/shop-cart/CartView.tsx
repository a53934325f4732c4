import { useAtomValue } from 'jotai/react';
import { useId, useRef, useState } from 'react';
import type { Session } from '../../api/schemas';
import { shopCartFor } from '../../atoms/shop-cart/shopCartAtoms';
import { useShopBase } from './useShopBase';
import { RECIPIENT_NEEDED_MESSAGE, needsRecipient } from '../../atoms/shop-cart/cartLines';
import { lineKey } from '../../atoms/shop-cart/shopCartRules';
import type { AddResult, ShopCartItem } from '../../atoms/shop-cart/shopCartRules';
import type { ShopElementAtoms } from '../../atoms/shop-cart/shopElementAtoms';
import { formatTimeLeft } from '../../atoms/shop-cart/shopServerCart';
import { formatDate } from '../../format/formatDate';
import { formatMoney } from '../../format/formatMoney';
import { formatTime } from '../../format/formatTime';
import type { CartCountdown } from '../cart/useCartCountdown';
import { useTimeZone } from '../config/TimeZoneContext';
import { chunkLoader } from '../payment/LazyChunk';
import { useChunkModule } from './useChunkModule';
import { CartLine } from './CartLine';
import type { RecipientResult } from './RecipientForm';

/** The bar at the foot of a phone's screen (CartBar.tsx): only a cart with items needs it. */
const loadBar = chunkLoader(() => import('./CartBar'));

/** Shown once when under a minute is left on the server cart. */
export const LAST_MINUTE_MESSAGE = 'Less than a minute left to complete your order.';

/** Props of {@link CartView}. */
export interface CartViewProps {
  atoms: ShopElementAtoms;
  /** The server cart's sessions (tickets the host page added), if any. */
  sessions: readonly Session[];
  bookingFeeInCents: number;
  countdown: CartCountdown | null;
  /** The buyer already reached payment with this cart: offer to go straight back. */
  canResume: boolean;
  /** 'Empty cart' is running. */
  emptying: boolean;
  onAddOne(item: ShopCartItem): void;
  onRemoveOne(item: ShopCartItem): void;
  onRemoveLine(item: ShopCartItem): void;
  /** A line's 'Who is it for?' saved (product-rules §15.2). */
  onEditLine(item: ShopCartItem, result: RecipientResult): AddResult;
  onCheckout(): void;
  onResume(): void;
  onEmpty(): void;
}

/** "2 × Adult" */
const ticketsText = (session: Session): string =>
  session.tickets.map((ticket) => `${ticket.quantity} × ${ticket.name}`).join(', ');

const sessionTotal = (session: Session): number =>
  session.tickets.reduce((sum, ticket) => sum + ticket.priceInCents * ticket.quantity, 0);

const ticketCount = (session: Session): number =>
  session.tickets.reduce((sum, ticket) => sum + ticket.quantity, 0);

function SessionLine({ session }: { session: Session }) {
  const timeZone = useTimeZone();
  return (
    <li className="cart-line cart-line--session">
      <div className="cart-line__what">
        <span className="cart-line__name">{session.filmTitle}</span>
        <span className="muted">
          {formatDate(session.date, timeZone)}, {formatTime(session.date, timeZone)} –{' '}
          {formatTime(session.endDate, timeZone)}
        </span>
        <span className="muted">{ticketsText(session)}</span>
      </div>
      <span className="cart-line__total">{formatMoney(sessionTotal(session))}</span>
    </li>
  );
}

/** The time left, and a polite word when under a minute remains. */
function TimeLeft({ countdown }: { countdown: CartCountdown }) {
  // The same words for the whole last minute, so a screen reader hears them once.
  const lastMinute = countdown.secondsLeft > 0 && countdown.secondsLeft < 60;
  return (
    <div className={lastMinute ? 'time-left time-left--urgent' : 'time-left'}>
      <span>Time left to pay</span>{' '}
      <span role="timer" aria-label="Time left to pay" className="time-left__value">
        {formatTimeLeft(countdown.secondsLeft)}
      </span>
      <span className="visually-hidden" role="status" aria-live="polite">
        {lastMinute ? LAST_MINUTE_MESSAGE : ''}
      </span>
    </div>
  );
}

/**
 * The page's one cart (product-rules §5): each shop item with its quantity controls and line total,
 * each session's tickets, the total, the time left while a server cart exists, and the way on.
 */
export function CartView(props: CartViewProps) {
  const { sessions, bookingFeeInCents, countdown, canResume, emptying } = props;
  // The page-wide cart of the shop's API.
  const shopCart = shopCartFor(useShopBase());
  const items = useAtomValue(shopCart.itemsAtom);
  const itemsTotal = useAtomValue(shopCart.totalInCentsAtom);
  const itemCount = useAtomValue(shopCart.countAtom);
  const formOpen = useAtomValue(props.atoms.giftFormAtom) !== null;
  const headingId = useId();
  const checkoutRef = useRef<HTMLButtonElement>(null);
  const ticketsTotal = sessions.reduce((sum, session) => sum + sessionTotal(session), 0);
  const total = itemsTotal + ticketsTotal + (sessions.length > 0 ? bookingFeeInCents : 0);
  const empty = items.length === 0 && sessions.length === 0;
  const CartBar = useChunkModule(loadBar, !empty)?.CartBar;
  // The line whose form just closed, so focus goes back to its 'Change' (product-rules §15.2).
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const holdId = useId();
  // Checkout waits for every gift card by e-mail to say whom it is for (product-rules §15.2).
  const held = items.some(needsRecipient);
  const hold = held ? { 'aria-disabled': true, 'aria-describedby': holdId } : {};
  const checkout = () => {
    if (!held) props.onCheckout();
  };
  return (
    <>
      {!empty && CartBar && (
        <CartBar
          count={itemCount + sessions.reduce((sum, session) => sum + ticketCount(session), 0)}
          totalInCents={total}
          checkoutRef={checkoutRef}
          formOpen={formOpen}
          describedBy={held ? holdId : undefined}
          // While a line waits for its recipient, to the cart's 'Checkout', which says why.
          onCheckout={held ? () => checkoutRef.current?.focus() : checkout}
        />
      )}
      <section part="card" className="cart surface" aria-labelledby={headingId}>
        <h3 part="heading" id={headingId}>
          Your cart
        </h3>
        {countdown && <TimeLeft countdown={countdown} />}
        {empty ? (
          <p className="muted">Your cart is empty.</p>
        ) : (
          <>
            <ul className="cart-lines">
              {items.map((item) => (
                <CartLine
                  key={lineKey(item)}
                  atoms={props.atoms}
                  item={item}
                  items={items}
                  focusChange={focusKey === lineKey(item)}
                  onAddOne={props.onAddOne}
                  onRemoveOne={props.onRemoveOne}
                  onRemoveLine={props.onRemoveLine}
                  onEditLine={props.onEditLine}
                  onFormClosed={setFocusKey}
                />
              ))}
              {sessions.map((session) => (
                <SessionLine key={session.id} session={session} />
              ))}
            </ul>
            <dl className="cart-totals">
              {sessions.length > 0 && bookingFeeInCents > 0 && (
                <div>
                  <dt>Booking fee</dt>
                  <dd>{formatMoney(bookingFeeInCents)}</dd>
                </div>
              )}
              <div part="total" className="cart-totals__total">
                <dt>Total</dt>
                <dd>{formatMoney(total)}</dd>
              </div>
            </dl>
            {held && (
              <p part="error" id={holdId} className="field-error cart__held">
                {RECIPIENT_NEEDED_MESSAGE}
              </p>
            )}
            <div className="actions">
              {canResume ? (
                <button
                  part="button button-primary"
                  type="button"
                  {...hold}
                  onClick={() => {
                    if (!held) props.onResume();
                  }}
                >
                  Resume checkout
                </button>
              ) : null}
              <button
                ref={checkoutRef}
                type="button"
                className={canResume ? 'button button--secondary' : undefined}
                part={canResume ? 'button' : 'button button-primary'}
                {...hold}
                onClick={checkout}
              >
                Checkout
              </button>
              <button
                part="button"
                type="button"
                className="button button--secondary"
                aria-busy={emptying || undefined}
                aria-disabled={emptying || undefined}
                onClick={() => {
                  if (!emptying) props.onEmpty();
                }}
              >
                {emptying && <span className="spinner spinner--small" aria-hidden="true" />}
                Empty cart
              </button>
            </div>
          </>
        )}
      </section>
    </>
  );
}
