import { createStore } from 'jotai/vanilla';
import type { PaymentDetails } from '../../api/schemas';
import { createCheckoutAtoms } from '../../atoms/checkout/checkoutAtoms';
import { lastPaymentTypeAtom } from '../../atoms/checkout/lastPaymentTypeAtom';
import { createFakeProvider } from '../../provider/testing/fakePaymentProvider';
import type { FakeProvider } from '../../provider/testing/fakePaymentProvider';
import { CheckoutSession } from './CheckoutSession';
import { chunkLoader } from './LazyChunk';
import { SessionProvider, UNCLAIMED_PROVIDER_TTL_MS } from './SessionProvider';
import { detailsFixture } from '../testing/renderPaymentPage';

/** A session on a fresh host whose factory and code are counted. */
function session(options: { provider?: FakeProvider | null; details?: PaymentDetails } = {}) {
  const provider = options.provider === undefined ? createFakeProvider() : options.provider;
  const host = document.createElement('div');
  document.body.append(host);
  onTestFinished(() => host.remove());
  const store = createStore();
  const factory = provider ? vi.fn(() => Promise.resolve(provider)) : null;
  const prefetch = vi.fn(() => Promise.resolve());
  const checkout = vi.fn((scope: string) => Promise.resolve(createCheckoutAtoms(scope)));
  const runPaymentStep = vi.fn(() => Promise.resolve({ SessionProvider }));
  const made = new CheckoutSession({
    store,
    host,
    scope: 'session-test',
    code: { prefetch, checkout },
    factory,
    loadPaymentStep: chunkLoader(runPaymentStep),
  });
  /** The session's provider side, made from the payment step's code. */
  const side = () => made.paymentProvider();
  return {
    session: made,
    side,
    store,
    host,
    provider,
    factory,
    prefetch,
    checkout,
    runPaymentStep,
  };
}

/** Long enough for the prefetch's chain, a task and an idle moment. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('CheckoutSession', () => {
  it('makes its checkout once, and again after a load that failed', async () => {
    const { session: s, checkout } = session();
    checkout.mockRejectedValueOnce(new Error('offline'));
    await expect(s.checkout()).rejects.toThrow('offline');
    expect(s.atoms).toBeNull();
    const atoms = await s.checkout();
    expect(await s.checkout()).toBe(atoms);
    expect(s.atoms).toBe(atoms);
    expect(checkout).toHaveBeenCalledTimes(2);
  });

  it("on the buyer's first step fetches the order calls, runs the payment step and makes the provider, once", async () => {
    const { session: s, prefetch, runPaymentStep, factory } = session();
    s.prefetch();
    s.prefetch();
    s.start();
    await settle();
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(runPaymentStep).toHaveBeenCalledTimes(1);
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it("prepares ahead in idle moments: the provider made, then the payment page's type laid out on the element, a line per moment", async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    onTestFinished(() => void vi.unstubAllGlobals());
    const { session: s, host, factory } = session();
    host.attachShadow({ mode: 'open' });
    const laidOut: Element[] = [];
    const read = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: HTMLElement) {
        laidOut.push(this);
        return new DOMRect();
      });
    onTestFinished(() => read.mockRestore());
    s.start();
    await vi.waitFor(() => expect(idle.length).toBeGreaterThan(0));
    expect(factory).not.toHaveBeenCalled();
    idle.shift()?.();
    expect(factory).toHaveBeenCalledTimes(1);
    expect(laidOut).toEqual([]);
    idle.shift()?.();
    expect(laidOut).toHaveLength(1);
    while (idle.length > 0) idle.shift()?.();
    // One probe, laid out once per line of the page's type (prepareTypography.ts), then gone.
    expect(laidOut).toHaveLength(5);
    expect(new Set(laidOut).size).toBe(1);
    expect(laidOut[0]?.parentNode).toBeNull();
    expect(laidOut[0]?.shadowRoot?.querySelector('.brand--visa')?.textContent).toBe('VISA');
  });

  it("fetches nothing inside the buyer's first step: the order calls' code waits for the next idle moment", async () => {
    // The next idle moments, run when the test says.
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    onTestFinished(() => void vi.unstubAllGlobals());
    const { session: s, prefetch, runPaymentStep } = session();
    s.prefetch();
    s.prefetch();
    expect(prefetch).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    for (const task of idle.splice(0)) task();
    expect(prefetch).toHaveBeenCalledTimes(1);
    await settle();
    expect(runPaymentStep).toHaveBeenCalledTimes(1);
  });

  it('a press fetches at once, without waiting for the idle moment its first step asked for', () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    onTestFinished(() => void vi.unstubAllGlobals());
    const { session: s, prefetch } = session();
    s.prefetch();
    s.start();
    expect(prefetch).toHaveBeenCalledTimes(1);
    for (const task of idle.splice(0)) task();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('connects once per authorization, whoever asks first, and says what it connected with', async () => {
    const { session: s, side, provider, factory } = session();
    s.connect(detailsFixture());
    await s.whenConnected(1000);
    const p = await side();
    expect(p.connectedWith('fake-authorization-1', 'sandbox')).toEqual({
      cardBrands: expect.any(Array),
    });
    expect(p.connectedWith('fake-authorization-1', 'production')).toBeNull();
    // The page asks for the same client: no second connection, no second provider.
    await p.connectClient('fake-authorization-1', 'sandbox');
    expect(provider?.connects).toEqual(['fake-authorization-1']);
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('mounts the card fields as it connects when the card row opens first, for the page to take once', async () => {
    const { session: s, side, provider } = session();
    s.connect(detailsFixture());
    await s.whenConnected(1000);
    const p = await side();
    const fields = p.takeCardFields();
    expect(fields).not.toBeNull();
    await fields;
    expect(provider?.liveCardFields).toBe(1);
    expect(p.takeCardFields()).toBeNull();
  });

  it('mounts no card fields when another row opens first', async () => {
    const { session: s, side, store, provider } = session();
    store.set(lastPaymentTypeAtom, 'payPal');
    s.connect(detailsFixture());
    await s.whenConnected(1000);
    expect((await side()).takeCardFields()).toBeNull();
    expect(provider?.liveCardFields).toBe(0);
  });

  it('waits for the connection at most as long as it is told, and not at all when none was asked for', async () => {
    const provider = createFakeProvider();
    const gate = provider.holdConnect();
    const { session: s } = session({ provider });
    await expect(s.whenConnected(10)).resolves.toBeUndefined();
    s.connect(detailsFixture());
    const started = Date.now();
    await s.whenConnected(30);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    gate.resolve();
  });

  it('lets an unclaimed provider go after a while; a claimed one stays', async () => {
    vi.useFakeTimers();
    try {
      const { session: s, side, provider } = session();
      s.connect(detailsFixture());
      await vi.advanceTimersByTimeAsync(10);
      const p = await side();
      p.claim();
      await vi.advanceTimersByTimeAsync(UNCLAIMED_PROVIDER_TTL_MS);
      expect(provider?.teardowns).toBe(0);
      s.connect(detailsFixture({ authorization: 'fake-authorization-2' }));
      await vi.advanceTimersByTimeAsync(UNCLAIMED_PROVIDER_TTL_MS);
      expect(provider?.teardowns).toBe(1);
      // Let go, it connects afresh for a page that opens later.
      expect(p.connectedWith('fake-authorization-2', 'sandbox')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('connects nothing, and loads no payment step, for an order with nothing to pay', async () => {
    const { session: s, factory, runPaymentStep } = session();
    s.connect(detailsFixture({ balanceInCents: 0 }));
    await expect(s.whenConnected(1000)).resolves.toBeUndefined();
    expect(runPaymentStep).not.toHaveBeenCalled();
    expect(factory).not.toHaveBeenCalled();
  });

  it('connects nothing for an element with no provider', async () => {
    const { session: s, side } = session({ provider: null });
    s.connect(detailsFixture());
    await expect(s.whenConnected(1000)).resolves.toBeUndefined();
    expect((await side()).takeCardFields()).toBeNull();
  });

  it('lets one payment hold the guard at a time, and a purchase be paid once', () => {
    const { session: s } = session();
    expect(s.begin('braintree')).toBe(true);
    expect(s.begin('payPal')).toBe(false);
    expect(s.release('payPal')).toBe(false);
    expect(s.holds('braintree')).toBe(true);
    expect(s.release('braintree')).toBe(true);
    expect(s.begin('googlePay')).toBe(true);
    expect(s.paid('braintree')).toBe(false);
    expect(s.paid('googlePay')).toBe(true);
    expect(s.isPaid).toBe(true);
    expect(s.paid('googlePay')).toBe(false);
    expect(s.begin('braintree')).toBe(false);
    expect(s.release('googlePay')).toBe(false);
  });
});
