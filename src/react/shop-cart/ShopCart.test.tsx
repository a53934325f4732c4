import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESET } from 'jotai/vanilla/utils';
import { shopCartFor } from '../../atoms/shop-cart/shopCartAtoms';
import { shopKeys } from '../../atoms/shop-cart/shopKeys';
import { GIFT_50 } from '../../atoms/shop-cart/testing/shopProducts';
import { MAX_QUANTITY_MESSAGE } from '../../atoms/shop-cart/shopCartRules';
import { clearServerCart, storeServerCart } from '../../atoms/shop-cart/testing/storedServerCart';
import { cinemaStore } from '../../atoms/store';
import { storage } from '../../storage/storage';
import { appendHost, renderInElementRoot } from '../testing/renderInElementRoot';
import { ShopCart, artHere } from './ShopCart';
import { LAST_MINUTE_MESSAGE } from './CartView';
import { fillRecipient, recipientForm } from './testing/fillRecipient';
import { renderShopCart, renderShopDetailsForm } from './testing/renderShopCart';
import { referenceServerSuite } from '../testing/referenceServerSuite';
import { fetchedUrls, loaderReadAhead } from '../testing/loaderReadAhead';
import { prefetchSlot } from '../../dom/prefetch';

const suite = referenceServerSuite({ storage: 'page' });
/** The page-wide cart of the shops under test: the reference server's API's. */
const shopCart = () => shopCartFor(suite.server.apiBase);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  act(() => cinemaStore.set(shopCart().itemsAtom, RESET));
  clearServerCart(suite.server.apiBase);
  document.body.replaceChildren();
});

/** An IntersectionObserver that never sees the cart on screen (happy-dom lays nothing out). */
function stubIntersectionObserver() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
}

function renderShop() {
  const events: CustomEvent[] = [];
  const host = renderShopCart(suite.server.apiBase, (shop) => {
    for (const name of ['cinema-cart-change', 'cinema-cart-expired', 'cinema-error'])
      shop.addEventListener(name, (event) => events.push(event as CustomEvent));
  });
  return { host, events };
}

describe('<cinema-shop-cart>', () => {
  it('lists both catalogues with named add buttons, and adds to the page-wide cart with an event', async () => {
    // The cinema has a photograph of its first card; the demo's catalogue has none.
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const response = await realFetch(input, init);
      const url = input instanceof Request ? input.url : String(input);
      if (!url.includes('shop/gifts-by-email')) return response;
      const [first, ...rest] = (await response.json()) as object[];
      const body = JSON.stringify([{ ...first, imageUrl: '/img/card.jpg' }, ...rest]);
      return new Response(body, { headers: { 'content-type': 'application/json' } });
    });
    const { events } = renderShop();
    expect(screen.getByRole('status')).toHaveTextContent('Loading products');
    const add = await screen.findByRole('button', { name: 'Add to cart, $50 eGift Card' });
    expect(screen.getByRole('heading', { name: 'Gift cards by e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Gifts by post' })).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('listitem');
    const image = first?.querySelector('img');
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '300');
    expect(image?.getAttribute('src')).toMatch(/^\/img\/card\.jpg\?auto=compress.*w=480.*h=300/);
    // Without an image, the shop draws one, decorative (product-rules §5.3).
    await waitFor(() =>
      expect(second?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true'),
    );
    expect(second?.querySelector('svg')).toHaveTextContent('$50');
    vi.mocked(globalThis.fetch).mockRestore();
    // A gift card by e-mail asks who it is for first (product-rules §15.2).
    const user = userEvent.setup();
    await user.click(add);
    expect(await recipientForm()).toBeInTheDocument();
    await fillRecipient(user, { name: 'Bea Ng', email: 'bea@example.com', from: 'Ana' });
    await user.click(add);
    await fillRecipient(user, { name: 'Bea Ng', email: 'bea@example.com' });
    const cart = screen.getByRole('region', { name: 'Your cart' });
    expect(
      within(cart).getByText('$100.00', { selector: '.cart-line__total' }),
    ).toBeInTheDocument();
    const recipient = expect.objectContaining({ name: 'Bea Ng', from: 'Ana' });
    expect(events.filter((e) => e.type === 'cinema-cart-change').map((e) => e.detail)).toEqual([
      { items: [expect.objectContaining({ id: 'egift-50', quantity: 1, recipient })] },
      { items: [expect.objectContaining({ id: 'egift-50', quantity: 2, recipient })] },
    ]);
    await user.click(
      within(cart).getByRole('button', { name: 'Remove one $50 eGift Card for Bea Ng' }),
    );
    await user.click(
      within(cart).getByRole('button', { name: 'Remove $50 eGift Card for Bea Ng from cart' }),
    );
    expect(within(cart).getByText('Your cart is empty.')).toBeInTheDocument();
  });

  it('shows a press at once and changes the cart a task later, the press shown no more (docs/speed.md, "Interactions")', async () => {
    const { events } = renderShop();
    const add = await screen.findByRole('button', { name: 'Add to cart, Movie Lovers Pack' });
    const cart = screen.getByRole('region', { name: 'Your cart' });
    act(() => add.click());
    expect(add).toHaveAttribute('data-pressed');
    expect(within(cart).getByText('Your cart is empty.')).toBeInTheDocument();
    expect(events).toEqual([]);
    const more = await within(cart).findByRole('button', {
      name: 'Add one more Movie Lovers Pack',
    });
    expect(add).not.toHaveAttribute('data-pressed');
    expect(events.map((event) => event.type)).toEqual(['cinema-cart-change']);
    act(() => more.click());
    expect(more).toHaveAttribute('data-pressed');
    expect(await within(cart).findByText('2', { selector: '.quantity__value' })).toBeVisible();
    expect(more).not.toHaveAttribute('data-pressed');

    // '−' is not deferred: two quick presses on the last one remove it once, with one event.
    act(() => within(cart).getByRole('button', { name: 'Remove one Movie Lovers Pack' }).click());
    const last = within(cart).getByRole('button', { name: 'Remove Movie Lovers Pack from cart' });
    // Two events, each rendered before the next, as a browser dispatches them.
    act(() => last.click());
    act(() => last.click());
    expect(await within(cart).findByText('Your cart is empty.')).toBeInTheDocument();
    expect(events.map((event) => event.type)).toEqual(Array(4).fill('cinema-cart-change'));
  });

  it("marks only the card that reaches its cap, and takes the mark away once the cart's '−' frees a place (product-rules §5.1)", async () => {
    const pack = {
      id: 'movie-lovers-pack',
      type: 'giftByPost',
      name: 'Movie Lovers Pack',
      priceInCents: 6500,
    } as const;
    act(() => cinemaStore.set(shopCart().itemsAtom, [{ ...pack, quantity: 9 }]));
    renderShop();
    const add = await screen.findByRole('button', { name: 'Add to cart, Movie Lovers Pack' });
    const other = screen.getByRole('button', { name: 'Add to cart, Date Night Pack' });
    expect(add).not.toHaveAccessibleDescription();
    act(() => add.click());
    await waitFor(() => expect(add).toHaveAccessibleDescription(MAX_QUANTITY_MESSAGE));
    expect(other).not.toHaveAccessibleDescription();
    const cart = screen.getByRole('region', { name: 'Your cart' });
    act(() => within(cart).getByRole('button', { name: 'Remove one Movie Lovers Pack' }).click());
    await waitFor(() => expect(add).not.toHaveAccessibleDescription());
    expect(cinemaStore.get(shopCart().itemsAtom)).toEqual([
      expect.objectContaining({ id: pack.id, quantity: 9 }),
    ]);
  });

  it('shows no image whose address the rule refuses, its drawn picture instead, and tells the admin once (product-rules §2.8)', async () => {
    await import('../../config/adminMessages');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const response = await realFetch(input, init);
      const url = input instanceof Request ? input.url : String(input);
      if (!url.includes('shop/gifts-by-email')) return response;
      const [first, second, ...rest] = (await response.json()) as object[];
      const images = ['data:image/svg+xml,<svg/>', 'https://images.example/card.jpg'];
      const body = [
        { ...first, imageUrl: images[0] },
        { ...second, imageUrl: images[1] },
      ];
      return Response.json([...body, ...rest]);
    });
    renderShop();
    await screen.findByRole('button', { name: 'Add to cart, $50 eGift Card' });
    const [first, second] = screen.getAllByRole('listitem');
    expect(first?.querySelector('img')).toBeNull();
    await waitFor(() => expect(first?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true'));
    expect(second?.querySelector('img')?.getAttribute('src')).toMatch(
      /^https:\/\/images\.example\/card\.jpg\?auto=compress/,
    );
    await waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(error.mock.calls[0]?.[0]).toMatch(
      /answered GET shop\/gifts-by-email with imageUrl "data:…", which is refused: only http: and https: addresses are allowed; the page shows its drawn picture in place of the image\./,
    );
  });

  it("a phone's cart bar appears with the first item, checks out as the cart does, and sends a held cart to the cart's reason", async () => {
    stubIntersectionObserver();
    renderShop();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add to cart, Movie Lovers Pack' }));
    const bar = await screen.findByRole('group', { name: 'Cart' });
    expect(bar).toHaveTextContent('1 item · $65.00');
    await user.click(within(bar).getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByRole('heading', { name: 'Your details' })).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Cart' })).toBeNull();

    // A gift card by e-mail stored before recipients existed holds checkout (product-rules §15.2).
    document.body.replaceChildren();
    act(() => storage.set(shopKeys(suite.server.apiBase).cart, [{ ...GIFT_50, quantity: 1 }]));
    renderShop();
    const held = await screen.findByRole('group', { name: 'Cart' });
    await user.click(within(held).getByRole('button', { name: 'Checkout' }));
    const cart = screen.getByRole('region', { name: 'Your cart' });
    expect(within(cart).getByRole('button', { name: 'Checkout' })).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Your details' })).toBeNull();
  });

  it('shows the sessions a host page added, with the date, times, tickets and booking fee', async () => {
    storeServerCart(600, suite.server.apiBase);
    renderShop();
    const cart = await screen.findByRole('region', { name: 'Your cart' });
    expect(cart).toHaveTextContent('Harbour Lights');
    expect(cart).toHaveTextContent('5 Mar 2026, 6:30PM – 8:28PM');
    expect(cart).toHaveTextContent('2 × Adult');
    expect(cart).toHaveTextContent('Booking fee$3.00');
    expect(cart).toHaveTextContent('Total$52.00');
    expect(within(cart).getByRole('timer')).toHaveTextContent(/^(10:00|09:59)$/);
  });

  it('counts down, says so once in the last minute, and at expiry drops the cart with the text of product-rules §5.2', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeServerCart(62, suite.server.apiBase);
    const { events } = renderShop();
    const cart = await screen.findByRole('region', { name: 'Your cart' });
    expect(within(cart).getByRole('timer')).toHaveTextContent(/^01:0[12]$/);
    expect(cart).not.toHaveTextContent(LAST_MINUTE_MESSAGE);
    await act(async () => vi.advanceTimersByTimeAsync(5_000));
    expect(within(cart).getByRole('status', { hidden: true })).toHaveTextContent(
      LAST_MINUTE_MESSAGE,
    );
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Your cart has expired.');
    expect(within(cart).queryByRole('timer')).toBeNull();
    expect(cart).not.toHaveTextContent('Harbour Lights');
    expect(events.filter((e) => e.type === 'cinema-cart-expired').map((e) => e.detail)).toEqual([
      { cartId: 'cart-1' },
    ]);
    expect(storage.get(shopKeys(suite.server.apiBase).cartId)).toBeNull();
  });

  it('shows the catalogue and its pictures in its first render when the loader has read both lists, asking nothing again', async () => {
    const asked = fetchedUrls();
    // Both lists read.
    await loaderReadAhead(
      'cinema-shop-cart',
      {
        'data-cinema-id': 'demo-cinema',
        'data-recaptcha-key': 'demo-key',
        'api-base': suite.server.apiBase,
      },
      2,
    );
    // What the element's tree waits for before it renders (ShopCartElement.ts).
    await artHere;
    renderShop();
    // No skeleton: the products are in the first commit, with their drawn pictures.
    expect(screen.queryByText('Loading products')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to cart, $50 eGift Card' })).toBeVisible();
    const [first] = screen.getAllByRole('listitem');
    expect(first?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(asked.filter((url) => url.includes('/shop/gifts-by-'))).toHaveLength(2);
    expect(prefetchSlot().size).toBe(0);
  });

  it("says 'Error loading products' with a retry when the catalogue fails", async () => {
    const broken = appendHost();
    const errors: string[] = [];
    broken.addEventListener('cinema-error', (event) =>
      errors.push((event as CustomEvent<{ message: string }>).detail.message),
    );
    renderInElementRoot(
      <ShopCart
        dataCinemaId="demo-cinema"
        dataRecaptchaKey="demo-key"
        apiBase="http://127.0.0.1:9/api/"
      />,
      broken,
    );
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('Error loading products');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await waitFor(() => expect(errors).toEqual(['Error loading products']));
  });

  it('names a missing attribute instead of rendering the shop', () => {
    const { host } = renderInElementRoot(<ShopCart dataRecaptchaKey="demo-key" />);
    expect(host).toHaveTextContent('data-cinema-id');
  });

  it('checks an address field when the buyer leaves it, and the message goes once it is filled', async () => {
    renderShopDetailsForm(suite.server.apiBase);
    const street = screen.getByRole('textbox', { name: /Street address/ });
    await userEvent.click(street);
    await userEvent.tab();
    expect(street).toHaveAccessibleDescription(/This field is required/);
    await userEvent.type(street, '1 George St');
    expect(street).not.toHaveAccessibleDescription(/This field is required/);
  });
});
