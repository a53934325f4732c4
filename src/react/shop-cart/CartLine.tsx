import { useAtom, useAtomValue } from 'jotai/react';
import { useEffect, useId, useRef } from 'react';
import { needsRecipient } from '../../atoms/shop-cart/cartLines';
import { offersChosenAmount } from '../../atoms/shop-cart/chosenAmountBounds';
import {
  MAX_GIFT_CARDS_BY_EMAIL,
  MAX_ITEM_QUANTITY,
  MAX_QUANTITY_MESSAGE,
  giftCardsByEmail,
  lineKey,
  lineTotalInCents,
} from '../../atoms/shop-cart/shopCartRules';
import type { AddResult, ShopCartItem } from '../../atoms/shop-cart/shopCartRules';
import type { ShopElementAtoms } from '../../atoms/shop-cart/shopElementAtoms';
import { formatDate, isoToday } from '../../format/formatDate';
import { formatMoney } from '../../format/formatMoney';
import { useTimeZone } from '../config/TimeZoneContext';
import { pressThen } from '../../dom/pressThen';
import { GiftFormSlot } from './GiftFormSlot';
import type { RecipientResult } from './RecipientForm';
import { productOf } from './useShopCartActions';

/** Props of {@link CartLine}. */
export interface CartLineProps {
  atoms: ShopElementAtoms;
  item: ShopCartItem;
  items: readonly ShopCartItem[];
  /** Focus this line's 'Change' once drawn (the form just closed on it). */
  focusChange: boolean;
  onAddOne(item: ShopCartItem): void;
  onRemoveOne(item: ShopCartItem): void;
  onRemoveLine(item: ShopCartItem): void;
  /** The form on this line closed; `key` is the line's key after any change. */
  onFormClosed(key: string): void;
  onEditLine(item: ShopCartItem, result: RecipientResult): AddResult;
}

/** Whether one more of this very line is refused (the caps of product-rules §5.1, §15.2). */
const lineAtCap = (items: readonly ShopCartItem[], item: ShopCartItem): boolean =>
  item.quantity >= MAX_ITEM_QUANTITY ||
  (item.type === 'giftCardByEmail' && giftCardsByEmail(items) >= MAX_GIFT_CARDS_BY_EMAIL);

/** How a line is named in its controls: its item, and whom it is for (product-rules §15.2). */
const lineName = (item: ShopCartItem): string =>
  item.recipient ? `${item.name} for ${item.recipient.name}` : item.name;

/**
 * One shop line of the cart (product-rules §5.1): its quantity controls and total; an e-mail gift's
 * recipient and send date with 'Change', or 'Who is it for?' when a line stored before recipients
 * has none (product-rules §15.2). The form opens on the line.
 */
export function CartLine(props: CartLineProps) {
  const { atoms, item, items, focusChange, onAddOne, onRemoveOne, onRemoveLine } = props;
  const [target, setTarget] = useAtom(atoms.giftFormAtom);
  const catalogue = useAtomValue(atoms.catalogue.catalogueAtom);
  const capId = useId();
  const changeRef = useRef<HTMLButtonElement>(null);
  const key = lineKey(item);
  const open = target?.where === 'cart' && target.key === key;
  const atCap = lineAtCap(items, item);
  const name = lineName(item);
  const { recipient } = item;
  const timeZone = useTimeZone();

  useEffect(() => {
    if (focusChange && !open) changeRef.current?.focus();
  }, [focusChange, open]);

  // An item with a chosen amount asks the amount again, within the catalogue's bounds.
  const offered =
    catalogue.status === 'ready'
      ? [...catalogue.giftsByEmail, ...catalogue.giftsByPost].find((p) => p.id === item.id)
      : undefined;
  const product = offered && offersChosenAmount(offered) ? productOf(offered) : productOf(item);

  function done(result: RecipientResult | null): void {
    let next = key;
    if (result && props.onEditLine(item, result).ok) next = lineKey({ id: item.id, ...result });
    setTarget(null);
    props.onFormClosed(next);
  }

  return (
    <li className="cart-line">
      <div className="cart-line__what">
        <span className="cart-line__name">{item.name}</span>
        <span className="muted cart-line__price">{formatMoney(item.priceInCents)} each</span>
        {recipient && (
          <span className="cart-line__for">
            For {recipient.name} ({recipient.email})
          </span>
        )}
        {recipient && recipient.sendDate > isoToday(timeZone) && (
          <span className="muted cart-line__sent">
            Sent {formatDate(recipient.sendDate, timeZone)}
          </span>
        )}
        {needsRecipient(item) && <span className="cart-line__needs">Who is it for?</span>}
        {(recipient || needsRecipient(item)) && !open && (
          <button
            part="button"
            ref={changeRef}
            type="button"
            className="button--link cart-line__change"
            aria-label={
              recipient
                ? `Change the recipient of ${item.name} for ${recipient.name}`
                : `Add the recipient of ${item.name}`
            }
            onClick={() => setTarget({ where: 'cart', key })}
          >
            {recipient ? 'Change' : 'Add the recipient'}
          </button>
        )}
      </div>
      {open && (
        <div className="cart-line__form">
          <GiftFormSlot
            product={product}
            initial={recipient ? { priceInCents: item.priceInCents, recipient } : undefined}
            onDone={done}
          />
        </div>
      )}
      <div className="quantity" role="group" aria-label={`Quantity of ${name}`}>
        <button
          part="button"
          type="button"
          className="quantity__step"
          aria-label={item.quantity === 1 ? `Remove ${name} from cart` : `Remove one ${name}`}
          // At once: a removal renders little, and a second quick press on a line that has gone
          // must find no button to press.
          onClick={() => onRemoveOne(item)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <span className="quantity__value" aria-label={`${item.quantity} in cart`}>
          {item.quantity}
        </span>
        <button
          part="button"
          type="button"
          className="quantity__step"
          aria-label={`Add one more ${name}`}
          aria-disabled={atCap || undefined}
          aria-describedby={atCap ? capId : undefined}
          onClick={(event) => {
            if (!atCap) pressThen(event, () => onAddOne(item));
          }}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <span className="cart-line__total">{formatMoney(lineTotalInCents(item))}</span>
      <button
        part="button"
        type="button"
        className="button--link cart-line__remove"
        aria-label={`Remove all ${name} from cart`}
        onClick={() => onRemoveLine(item)}
      >
        Remove
      </button>
      {atCap && (
        <p id={capId} className="muted cart-line__cap">
          {MAX_QUANTITY_MESSAGE}
        </p>
      )}
    </li>
  );
}
