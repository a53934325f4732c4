import { act } from '@testing-library/react';
import { checkoutAtoms, lastPaymentTypeAtom } from '../../atoms/checkout';
import { untilConnectedAhead } from '../../atoms/checkout/connectingAhead';
import { createFakeProvider } from '../../provider/testing/fakePaymentProvider';
import { flush } from '../../provider/testing/fakeBraintree';
import { aheadOfPage, detailsFixture, renderPaymentPage } from '../testing/renderPaymentPage';
import {
  connectWhenDetailsArrive,
  EARLY_PROVIDER_TTL_MS,
  earlyConnection,
  makeProviderAhead,
  takeEarlyProvider,
} from './earlyConnection';

/** The light-DOM containers the provider put in the host, by slot. */
const slotsIn = (host: HTMLElement) =>
  [...host.children].map((child) => child.getAttribute('slot')).filter(Boolean);

/** A fake provider and an element watching for its payment details, the provider's code run. */
async function watching(before?: (ahead: ReturnType<typeof aheadOfPage>) => void) {
  const provider = createFakeProvider();
  const ahead = aheadOfPage(provider);
  before?.(ahead);
  connectWhenDetailsArrive(ahead.store, ahead.scope, ahead.host, ahead.factory);
  await flush();
  /** The order calls' payment details arrive. */
  const arrive = async (details = detailsFixture()) => {
    ahead.store.set(checkoutAtoms(ahead.scope).paymentDetailsAtom, details);
    await flush();
  };
  return { provider, ahead, arrive };
}

/** A fake provider, an element for its page, and that page's factory, counting its calls. */
function counted() {
  const provider = createFakeProvider();
  const ahead = aheadOfPage(provider);
  return { provider, ahead, factory: vi.fn(ahead.factory) };
}

/** The details arrive for `ahead`'s checkout. */
const detailsArrive = (ahead: ReturnType<typeof aheadOfPage>) =>
  ahead.store.set(checkoutAtoms(ahead.scope).paymentDetailsAtom, detailsFixture());

/** Past the idle callback's 100 ms timeout. */
const pastIdle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('the payment page connected ahead (README, Speed)', () => {
  it('connects the moment the payment details arrive, and the page opens on that client and its card fields', async () => {
    const { provider, ahead, factory } = counted();
    connectWhenDetailsArrive(ahead.store, ahead.scope, ahead.host, factory);
    // The provider's code runs while the order calls are under way, in an idle moment so that it
    // does not hold up an answer; it holds nothing yet.
    expect(factory).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(factory).toHaveBeenCalledTimes(1));
    await flush();
    expect(provider.connects).toEqual([]);

    ahead.store.set(checkoutAtoms(ahead.scope).paymentDetailsAtom, detailsFixture());
    // In the atom's update itself: the client's request leaves before React renders anything.
    expect(provider.connects).toEqual(['fake-authorization-1']);
    await flush();
    // The card row opens first (nothing remembered), so its fields are mounting already.
    expect(provider.liveCardFields).toBe(1);
    expect(slotsIn(ahead.host)).toEqual(['card-number', 'card-name', 'card-expiry', 'card-cvv']);

    const page = renderPaymentPage({ provider, ahead: { ...ahead, factory } });
    // The first render shows the options: no 'Loading payment options' before them.
    expect(page.view.queryByRole('status', { name: /loading payment options/i })).toBeNull();
    expect(page.view.getByRole('button', { name: 'Credit Card' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await act(flush);
    // The card form took the fields mounted ahead instead of mounting a second set.
    expect(provider.liveCardFields).toBe(1);
    expect(await page.view.findByRole('button', { name: 'Process Payment' })).toBeVisible();
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('makes the provider as the details arrive when no idle moment came first', async () => {
    const { provider, ahead, factory } = counted();
    connectWhenDetailsArrive(ahead.store, ahead.scope, ahead.host, factory);
    ahead.store.set(checkoutAtoms(ahead.scope).paymentDetailsAtom, detailsFixture());
    expect(factory).toHaveBeenCalledTimes(1);
    await flush();
    expect(provider.connects).toEqual(['fake-authorization-1']);
    expect(provider.liveCardFields).toBe(1);
    // The idle moment, when it comes, makes no second provider.
    await pastIdle();
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('holds the switch to the page until its client exists and its card fields are mounting', async () => {
    const { provider, ahead, arrive } = await watching();
    const held = provider.holdConnect();
    await arrive();
    let switched = false;
    void untilConnectedAhead(ahead.scope).then(() => (switched = true));
    await flush();
    expect(switched).toBe(false);
    held.resolve();
    await vi.waitFor(() => expect(switched).toBe(true));
    // By the time the page renders, the fields it will show are on their way.
    expect(provider.liveCardFields).toBe(1);
  });

  it('mounts no card fields ahead when the page opens another row (the buyer paid by PayPal last)', async () => {
    const { provider, arrive } = await watching((ahead) =>
      ahead.store.set(lastPaymentTypeAtom, 'payPal'),
    );
    await arrive();
    expect(provider.connects).not.toEqual([]);
    expect(provider.liveCardFields).toBe(0);
  });

  it('mounts none for an order a gift card has paid in full (no row but the gift card)', async () => {
    const { provider, arrive } = await watching();
    await arrive(detailsFixture({ balanceInCents: 0 }));
    expect(provider.liveCardFields).toBe(0);
  });

  it('hands the provider to its own element’s page, made by the same factory, once', async () => {
    const { provider, ahead, arrive } = await watching();
    await arrive();
    const other = document.createElement('div');
    expect(takeEarlyProvider(other, ahead.factory)).toBeNull();
    expect(takeEarlyProvider(ahead.host, () => Promise.resolve(provider))).toBeNull();
    const taken = takeEarlyProvider(ahead.host, ahead.factory);
    expect(taken).not.toBeNull();
    expect(earlyConnection(taken!, 'fake-authorization-1', 'sandbox')?.cardBrands).toEqual(
      provider.cardBrands,
    );
    expect(earlyConnection(taken!, 'another-authorization', 'sandbox')).toBeNull();
    expect(earlyConnection(taken!, 'fake-authorization-1', 'production')).toBeNull();
    expect(takeEarlyProvider(ahead.host, ahead.factory)).toBeNull();
  });

  it('tears down a provider no page took in time', async () => {
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
    const { provider, ahead, arrive } = await watching();
    await arrive();
    expect(provider.liveCardFields).toBe(1);
    await vi.advanceTimersByTimeAsync(EARLY_PROVIDER_TTL_MS);
    expect(provider.teardowns).toBe(1);
    expect(provider.liveCardFields).toBe(0);
    expect(slotsIn(ahead.host)).toEqual([]);
    expect(takeEarlyProvider(ahead.host, ahead.factory)).toBeNull();
  });

  it('leaves details that arrive once the page is open to the page', async () => {
    const { provider, ahead, arrive } = await watching();
    // The page opened first (a page that fetches its own details): it ends the watch.
    expect(takeEarlyProvider(ahead.host, ahead.factory)).toBeNull();
    await arrive();
    expect(provider.connects).toEqual([]);
  });

  it('does nothing without a provider factory', () => {
    const ahead = aheadOfPage(createFakeProvider());
    expect(() =>
      connectWhenDetailsArrive(ahead.store, ahead.scope, ahead.host, null),
    ).not.toThrow();
    ahead.store.set(checkoutAtoms(ahead.scope).paymentDetailsAtom, detailsFixture());
    expect(takeEarlyProvider(ahead.host, null)).toBeNull();
  });

  it('uses the provider made ahead while the buyer typed, and makes no second one', async () => {
    const { provider, ahead, factory } = counted();
    makeProviderAhead(ahead.host, factory);
    makeProviderAhead(ahead.host, factory);
    // In an idle moment, not in the buyer's keystroke; and once.
    expect(factory).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(factory).toHaveBeenCalledTimes(1));
    expect(provider.connects).toEqual([]);

    connectWhenDetailsArrive(ahead.store, ahead.scope, ahead.host, factory);
    await flush();
    detailsArrive(ahead);
    // The provider made ahead is there: its client's request leaves in the atom's update.
    expect(provider.connects).toEqual(['fake-authorization-1']);
    await flush();
    expect(provider.liveCardFields).toBe(1);
    await pastIdle();
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('makes the provider made ahead at once when the details come before an idle moment', async () => {
    const { ahead, factory } = counted();
    makeProviderAhead(ahead.host, factory);
    connectWhenDetailsArrive(ahead.store, ahead.scope, ahead.host, factory);
    expect(factory).toHaveBeenCalledTimes(1);
    await pastIdle();
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('leaves a provider made ahead by another factory, or for another element, alone', async () => {
    const { provider, ahead, factory } = counted();
    makeProviderAhead(document.createElement('div'), factory);
    makeProviderAhead(ahead.host, () => Promise.resolve(createFakeProvider()));
    connectWhenDetailsArrive(ahead.store, ahead.scope, ahead.host, factory);
    detailsArrive(ahead);
    expect(factory).toHaveBeenCalledTimes(1);
    await flush();
    expect(provider.connects).toEqual(['fake-authorization-1']);
  });

  it('tries the factory again when the provider made ahead failed to load', async () => {
    const { provider, ahead, factory: failing } = counted();
    failing.mockRejectedValueOnce(new Error('chunk failed'));
    makeProviderAhead(ahead.host, failing);
    await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(1));
    connectWhenDetailsArrive(ahead.store, ahead.scope, ahead.host, failing);
    detailsArrive(ahead);
    await vi.waitFor(() => expect(provider.connects).toEqual(['fake-authorization-1']));
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('makes nothing ahead without a provider factory', () => {
    const ahead = aheadOfPage(createFakeProvider());
    expect(() => makeProviderAhead(ahead.host, null)).not.toThrow();
  });
});
