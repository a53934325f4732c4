/**
 * The recipients of the browser cart's gift cards by e-mail (product-rules §15.2), kept apart from
 * its lines. A recipient is personal data, so it is kept only with the cart, as long as the buyer's
 * details: under `shop/<base>recipients`, until the server cart expires (15 minutes when there is
 * none; 30 minutes at most whatever its expiry), and removed with it, after payment and by 'Empty
 * cart'. `shop/<base>cart` keeps the lines, which are not personal, for good; a line with a recipient holds only an opaque random reference to it.
 *
 * The shop reads and writes the lines joined with their recipients (shopCartAtoms.ts's
 * `itemsAtom`); the cart summary reads the stored lines alone (shopCartItems.ts), so none of this
 * is in its first view.
 */
import { atom } from 'jotai/vanilla';
import type { WritableAtom } from 'jotai/vanilla';
import { RESET } from 'jotai/vanilla/utils';
import * as v from 'valibot';
import { PERSONAL_DATA_TTL_SECONDS } from '../../storage/personalData';
import { storage } from '../../storage/storage';
import type { StorageHelper } from '../../storage/storage';
import { persistedAtom } from '../persistedAtom';
import type { PersistedUpdate } from '../persistedAtom';
import type { GiftRecipient } from './giftRecipientSchema';
import { MAX_ITEM_QUANTITY } from './shopCartItems';
import type { ShopCartItem, ShopCartItemsAtoms, ShopCartLine } from './shopCartItems';
import { lineKey } from './shopCartRules';
import type { ShopKeys } from './shopKeys';

/**
 * A recipient as stored. Only its shape is checked when it is read back (the form and the server
 * check the rules, giftRecipientSchema.ts); one that fails it reads as gone.
 */
const StoredRecipient = v.object({
  name: v.string(),
  email: v.string(),
  from: v.string(),
  message: v.optional(v.string()),
  sendDate: v.string(),
}) as v.GenericSchema<GiftRecipient>;

/** What `shop/<base>recipients` holds: each recipient by its reference. */
export type CartRecipients = Readonly<Record<string, GiftRecipient>>;

/**
 * `shop/<base>recipients` as read from `value`: every well-formed entry, the rest left out, in an object
 * without a prototype, so that a reference finds only a stored recipient.
 */
const readRecipients = (value: unknown): CartRecipients =>
  Object.setPrototypeOf(
    Object.fromEntries(
      Object.entries(value ?? {}).filter(
        ([, recipient]) => v.safeParse(StoredRecipient, recipient).success,
      ),
    ),
    null,
  ) as CartRecipients;

/** The recipients' schema: it never fails; an entry that is not a recipient is left out. */
export const CartRecipients = v.pipe(v.unknown(), v.transform(readRecipients));

/**
 * The cart's lines with their recipients (product-rules §15.2). A line whose recipient is gone
 * (expired with the cart, or removed) is a line without one, so it asks for one before checkout;
 * if that makes it the same line as another ({@link lineKey}), the two are one line, their
 * quantities added up to the cap of product-rules §5.1.
 */
export function joinRecipients(
  lines: readonly ShopCartLine[],
  recipients: CartRecipients,
): ShopCartItem[] {
  const items: ShopCartItem[] = [];
  for (const { recipientRef, ...line } of lines) {
    const recipient = recipientRef && recipients[recipientRef];
    const item: ShopCartItem = recipient ? { ...line, recipient } : line;
    const key = lineKey(item);
    const twin = items.find((other) => lineKey(other) === key);
    if (twin) twin.quantity = Math.min(twin.quantity + item.quantity, MAX_ITEM_QUANTITY);
    else items.push(item);
  }
  return items;
}

/**
 * `items` as stored: each line with a reference to its recipient in place of it, and the
 * recipients by reference (only those a line uses). A recipient read from `stored` (the very
 * object) keeps its reference; any other gets a new random one, never derived from the recipient.
 */
export function splitRecipients(
  items: readonly ShopCartItem[],
  stored: CartRecipients,
): { lines: ShopCartLine[]; recipients: Record<string, GiftRecipient> } {
  const refs = new Map(Object.entries(stored).map(([ref, recipient]) => [recipient, ref]));
  const recipients: Record<string, GiftRecipient> = {};
  const lines = items.map(({ recipient, ...line }): ShopCartLine => {
    if (!recipient) return line;
    let ref = refs.get(recipient);
    if (!ref) {
      do ref = Math.random().toString(36).slice(2);
      while (!ref || ref in stored || ref in recipients);
      refs.set(recipient, ref);
    }
    recipients[ref] = recipient;
    return { ...line, recipientRef: ref };
  });
  return { lines, recipients };
}

/**
 * Seconds until the shop's server cart expires, at least 1; with no known expiry, 15 minutes, the
 * longest a server cart lives: the lifetime of the buyer's details (cartLifetime.ts's
 * `secondsUntil`, which the tests hold this to). Written out here rather than imported, so that the
 * shop's first view does not load a chunk of the checkout's for three lines.
 */
function untilCartExpires(helper: StorageHelper, keys: ShopKeys): number {
  const at = Date.parse(helper.get<string>(keys.cartExpiry) ?? '');
  const left = Number.isNaN(at) ? 15 * 60 : Math.max(1, Math.ceil((at - Date.now()) / 1000));
  // Personal data: 30 minutes at most, whatever the cart's expiry (product-rules §4.2).
  return Math.min(left, PERSONAL_DATA_TTL_SECONDS);
}

/** The shop's cart lines, joined with their recipients. */
export type JoinedItemsAtom = WritableAtom<
  readonly ShopCartItem[],
  [PersistedUpdate<readonly ShopCartItem[]>],
  void
>;

/**
 * The cart's lines (`linesAtom`, in `helper`) joined with their recipients, as the shop reads and
 * writes them. A write stores the lines without their recipients, and the recipients under
 * `keys.recipients` (`shop/<base>recipients`) for as long as the server cart lives (as the buyer's
 * details, the lifetime taken afresh at each write), or removes that entry when no line has one. An updater gets the
 * lines and recipients in storage at that moment, so a change made in another tab is never lost;
 * `RESET` removes both entries.
 */
export function joinedItemsAtom(
  linesAtom: ShopCartItemsAtoms['itemsAtom'],
  keys: ShopKeys,
  helper: StorageHelper = storage,
): JoinedItemsAtom {
  const recipientsAtom = persistedAtom(
    keys.recipients,
    CartRecipients,
    {},
    {
      helper,
      ttlSeconds: () => untilCartExpires(helper, keys),
    },
  );
  return atom(
    (get) => joinRecipients(get(linesAtom), get(recipientsAtom)),
    (_get, set, update) => {
      let recipients: CartRecipients | typeof RESET = RESET;
      set(linesAtom, (lines) => {
        const stored = readRecipients(helper.get(keys.recipients));
        const next = typeof update === 'function' ? update(joinRecipients(lines, stored)) : update;
        if (next === RESET) return RESET;
        const split = splitRecipients(next, stored);
        if (Object.keys(split.recipients).length > 0) recipients = split.recipients;
        return split.lines;
      });
      set(recipientsAtom, recipients);
    },
  );
}
