import { isPaymentError } from '../../errors/errors';
import { createFakeProvider } from '../../provider/testing/fakePaymentProvider';
import { lazyPaymentProvider } from './lazyPaymentProvider';

describe('lazyPaymentProvider', () => {
  it('makes the provider only when first used, once', async () => {
    const fake = createFakeProvider();
    const factory = vi.fn(() => Promise.resolve(fake));
    const provider = lazyPaymentProvider(factory);
    expect(factory).not.toHaveBeenCalled();
    expect(provider.canUseApplePay()).toBe(false);
    await provider.connect('auth', 'sandbox');
    await provider.connect('auth', 'sandbox');
    expect(factory).toHaveBeenCalledTimes(1);
    expect(fake.connects).toEqual(['auth', 'auth']);
  });

  it('rejects with a PaymentError when loading fails, and loads again on the next use', async () => {
    const fake = createFakeProvider();
    const factory = vi
      .fn<() => Promise<typeof fake>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(fake);
    const provider = lazyPaymentProvider(factory);
    const failure = await provider.connect('auth', 'sandbox').catch((error: unknown) => error);
    expect(isPaymentError(failure)).toBe(true);
    await provider.connect('auth', 'sandbox');
    expect(factory).toHaveBeenCalledTimes(2);
  });

  it('fails clearly without a factory', async () => {
    const failure = await lazyPaymentProvider(null)
      .connect('auth', 'sandbox')
      .catch((error: unknown) => error);
    expect(isPaymentError(failure)).toBe(true);
  });

  it('tears down a provider that finishes loading after teardown, unless used again', async () => {
    const fake = createFakeProvider();
    const teardown = vi.spyOn(fake, 'teardown');
    let release: (value: typeof fake) => void = () => undefined;
    const provider = lazyPaymentProvider(() => new Promise((resolve) => (release = resolve)));
    const connecting = provider.connect('auth', 'sandbox');
    const tornDown = provider.teardown();
    release(fake);
    await Promise.all([connecting.catch(() => undefined), tornDown]);
    expect(teardown).toHaveBeenCalledTimes(1);

    const again = lazyPaymentProvider(() => new Promise((resolve) => (release = resolve)));
    const spy = vi.spyOn(fake, 'teardown');
    spy.mockClear();
    void again.connect('auth', 'sandbox');
    const early = again.teardown();
    void again.connect('auth', 'sandbox'); // a StrictMode remount takes it up again
    release(fake);
    await early;
    expect(spy).not.toHaveBeenCalled();
  });
});
