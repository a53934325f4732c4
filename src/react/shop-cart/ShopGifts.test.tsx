import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESET } from 'jotai/vanilla/utils';
import { today } from '../../atoms/checkout/dateOfBirth';
import { DEFAULT_TIME_ZONE as SYDNEY } from '../../config/timeZone';
import type { GiftRecipient } from '../../atoms/shop-cart/giftRecipient';
import { shopCartFor } from '../../atoms/shop-cart/shopCartAtoms';
import { RECIPIENT_NEEDED_MESSAGE } from '../../atoms/shop-cart/cartLines';
import { MAX_QUANTITY_MESSAGE } from '../../atoms/shop-cart/shopCartRules';
import type { ShopCartItem } from '../../atoms/shop-cart/shopCartRules';
import { lastGiftFromAtom } from '../../atoms/shop-cart/shopElementAtoms';
import { shopFormAtoms } from '../../atoms/shop-cart/shopFormAtoms';
import { FILLED_SHOP_FORM } from '../../atoms/shop-cart/testing/shopFormFixtures';
import { cinemaStore } from '../../atoms/store';
import { formatDate } from '../../format/formatDate';
import { fillRecipient, recipientForm } from './testing/fillRecipient';
import { renderShopCart, renderShopDetailsForm } from './testing/renderShopCart';
import { referenceServerSuite } from '../testing/referenceServerSuite';

const suite = referenceServerSuite({ storage: 'page' });
/** The page-wide cart of the shops under test: the reference server's API's. */
const shopCart = () => shopCartFor(suite.server.apiBase);
afterEach(() => {
  act(() => {
    cinemaStore.set(shopCart().itemsAtom, RESET);
    cinemaStore.set(lastGiftFromAtom, '');
  });
  document.body.replaceChildren();
});

/** `days` after today in Sydney, `YYYY-MM-DD`. */
const inDays = (days: number): string =>
  new Date(Date.parse(`${today(SYDNEY)}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const recipient = (name: string, changes: Partial<GiftRecipient> = {}): GiftRecipient => ({
  name,
  email: `${name.split(' ')[0]?.toLowerCase() ?? 'x'}@example.com`,
  from: 'Ana',
  sendDate: today(SYDNEY),
  ...changes,
});

/** A $50 eGift Card line of the demo's catalogue, for `who` (none: a line stored before §15.2). */
const line = (who?: GiftRecipient, quantity = 1): ShopCartItem => ({
  id: 'egift-50',
  type: 'giftCardByEmail',
  name: '$50 eGift Card',
  priceInCents: 5000,
  quantity,
  ...(who ? { recipient: who } : {}),
});

function renderShop(items: ShopCartItem[] = []) {
  act(() => cinemaStore.set(shopCart().itemsAtom, items));
  renderShopCart(suite.server.apiBase);
  return { user: userEvent.setup(), cart: () => screen.getByRole('region', { name: 'Your cart' }) };
}

const lines = () => cinemaStore.get(shopCart().itemsAtom);

describe('gift cards by e-mail in the shop (product-rules §15.2)', () => {
  it('asks who a card is for in place, adds a line with its recipient, and returns focus', async () => {
    const { user, cart } = renderShop();
    const add = await screen.findByRole('button', { name: 'Add to cart, $50 eGift Card' });
    await user.click(add);
    expect(await screen.findByRole('heading', { name: 'Who is it for?' })).toHaveFocus();
    expect(lines()).toEqual([]);
    await fillRecipient(user, {
      name: 'Bea Ng',
      email: 'bea@example.com',
      from: 'Ana',
      sendDate: inDays(10),
    });
    expect(screen.queryByRole('region', { name: 'Who is it for?' })).toBeNull();
    expect(add).toHaveFocus();
    expect(screen.getByText('Added $50 eGift Card for Bea Ng to your cart.')).toBeInTheDocument();
    expect(lines()).toEqual([
      line({ name: 'Bea Ng', email: 'bea@example.com', from: 'Ana', sendDate: inDays(10) }),
    ]);
    expect(cart()).toHaveTextContent('For Bea Ng (bea@example.com)');
    expect(cart()).toHaveTextContent(`Sent ${formatDate(inDays(10))}`);
  });

  it('makes a line per recipient, raises the same one, starts From with the last one, and Cancel adds nothing', async () => {
    const { user, cart } = renderShop();
    const add = await screen.findByRole('button', { name: 'Add to cart, $50 eGift Card' });
    await user.click(add);
    await fillRecipient(user, { name: 'Bea Ng', email: 'bea@example.com', from: 'Ana' });
    await user.click(add);
    expect(within(await recipientForm()).getByLabelText(/^From/)).toHaveValue('Ana');
    await fillRecipient(user, { name: 'Carl Ito', email: 'carl@example.com' });
    await user.click(add);
    await fillRecipient(user, { name: 'Bea Ng', email: 'bea@example.com' });
    await user.click(add);
    await user.click(within(await recipientForm()).getByRole('button', { name: 'Cancel' }));
    expect(add).toHaveFocus();
    expect(lines().map((item) => [item.recipient?.name, item.quantity])).toEqual([
      ['Bea Ng', 2],
      ['Carl Ito', 1],
    ]);
    // Today's send date is not repeated on the line.
    expect(cart()).not.toHaveTextContent('Sent');
    expect(within(cart()).getAllByRole('button', { name: /^Change the recipient/ })).toHaveLength(
      2,
    );
  });

  it('changes a recipient with the form filled in, merging into an identical line', async () => {
    const { user, cart } = renderShop([line(recipient('Bea Ng')), line(recipient('Carl Ito'))]);
    const change = within(cart()).getByRole('button', {
      name: 'Change the recipient of $50 eGift Card for Carl Ito',
    });
    await user.click(change);
    const form = within(await recipientForm());
    expect(form.getByRole('heading', { name: 'Who is it for?' })).toHaveFocus();
    expect(form.getByLabelText(/Recipient's name/)).toHaveValue('Carl Ito');
    await fillRecipient(user, { name: 'Carla Ito' });
    expect(lines().map((item) => item.recipient?.name)).toEqual(['Bea Ng', 'Carla Ito']);
    const again = within(cart()).getByRole('button', {
      name: 'Change the recipient of $50 eGift Card for Carla Ito',
    });
    expect(again).toHaveFocus();
    await user.click(again);
    await fillRecipient(user, { name: 'Bea Ng', email: 'bea@example.com' });
    expect(lines()).toEqual([line(recipient('Bea Ng'), 2)]);
  });

  it('counts every line against the cap of 5: the add says so and opens nothing', async () => {
    const names = ['Ann Lee', 'Bea Ng', 'Carl Ito', 'Dan Roe'];
    const { user, cart } = renderShop([
      ...names.map((name) => line(recipient(name))),
      line(recipient('Eve Fox')),
    ]);
    const add = await screen.findByRole('button', { name: 'Add to cart, $100 eGift Card' });
    expect(add).toHaveAccessibleDescription(MAX_QUANTITY_MESSAGE);
    await user.click(add);
    expect(screen.queryByRole('region', { name: 'Who is it for?' })).toBeNull();
    const more = within(cart()).getByRole('button', {
      name: 'Add one more $50 eGift Card for Eve Fox',
    });
    expect(more).toHaveAccessibleDescription(MAX_QUANTITY_MESSAGE);
    await user.click(more);
    expect(lines()).toHaveLength(5);
    expect(lines().every((item) => item.quantity === 1)).toBe(true);
  });

  it('holds checkout back while a line stored without a recipient has none', async () => {
    const { user, cart } = renderShop([line()]);
    expect(cart()).toHaveTextContent('Who is it for?');
    const checkout = within(cart()).getByRole('button', { name: 'Checkout' });
    expect(checkout).toHaveAccessibleDescription(RECIPIENT_NEEDED_MESSAGE);
    await user.click(checkout);
    expect(screen.getByRole('heading', { name: 'Gift shop' })).toBeInTheDocument();
    await user.click(
      within(cart()).getByRole('button', { name: 'Add the recipient of $50 eGift Card' }),
    );
    await fillRecipient(user, { name: 'Bea Ng', email: 'bea@example.com', from: 'Ana' });
    expect(lines()).toEqual([line(recipient('Bea Ng'))]);
    expect(cart()).not.toHaveTextContent(RECIPIENT_NEEDED_MESSAGE);
    expect(within(cart()).getByRole('button', { name: 'Checkout' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it("holds 'Continue to payment' back with the message too, sending nothing", async () => {
    act(() => cinemaStore.set(shopCart().itemsAtom, [line()]));
    const sent = suite.server.sent.length;
    renderShopDetailsForm(suite.server.apiBase, (atoms) =>
      act(() => cinemaStore.set(shopFormAtoms(atoms).valuesAtom, FILLED_SHOP_FORM)),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText(RECIPIENT_NEEDED_MESSAGE)).toBeInTheDocument();
    expect(suite.server.sent.slice(sent).filter((request) => request.method === 'POST')).toEqual(
      [],
    );
  });
});
