import { isPaymentError } from '../../errors/errors';
import type { PaymentError } from '../../errors/errors';
import { ProviderErrorCode } from '../providerErrors';
import { FakeClient } from '../testing/fakeBraintree';
import { FakeThreeDSecure } from '../testing/fakeThreeDSecure';
import { braintreeError, flush } from '../testing/sdkTestHelpers';
import {
  dollars,
  THREEDS_CANCELLED_MESSAGE,
  THREEDS_FAILED_MESSAGE,
  THREEDS_UNAVAILABLE_MESSAGE,
  verifyThreeDSecure,
} from './verifyThreeDSecure';
import type { ThreeDSecureRequest, ThreeDSecureSeams } from './verifyThreeDSecure';

function setUp(options: { enabled?: boolean; ready?: Promise<void> } = {}) {
  const client = new FakeClient('auth');
  client.threeDSecureEnabled = options.enabled ?? true;
  const instance = new FakeThreeDSecure();
  const create = vi.fn(async () => instance);
  const load = vi.fn(async () => ({ create }));
  const seams: ThreeDSecureSeams = {
    load,
    scriptReady: () => options.ready ?? Promise.resolve(),
    timeoutMs: 15_000,
  };
  const container = document.createElement('div');
  const onChallenge = vi.fn();
  const controller = new AbortController();
  const request: ThreeDSecureRequest = {
    nonce: 'card-nonce',
    bin: '400000',
    amountInCents: 1250,
    customer: { firstName: 'Pat', lastName: 'Buyer', email: 'pat@example.com', postCode: '2000' },
    container,
    onChallenge,
    signal: controller.signal,
  };
  return { client, instance, create, load, seams, container, onChallenge, controller, request };
}

async function rejection(promise: Promise<unknown>): Promise<PaymentError> {
  try {
    await promise;
  } catch (error) {
    if (isPaymentError(error)) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('verifyThreeDSecure (product-rules §7.9)', () => {
  it('does nothing, and loads nothing, when the merchant account has no 3D Secure', async () => {
    const { client, load, seams, request } = setUp({ enabled: false });
    await expect(verifyThreeDSecure(client, request, seams)).resolves.toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('verifies without a challenge: the verified nonce and what shifted, with the amount in dollars', async () => {
    const { client, instance, create, seams, request } = setUp();
    const result = verifyThreeDSecure(client, request, seams);
    await flush();
    expect(create).toHaveBeenCalledWith({ client, version: '2-inline-iframe' });
    expect(instance.verified[0]).toMatchObject({
      nonce: 'card-nonce',
      bin: '400000',
      amount: '12.50',
      email: 'pat@example.com',
    });
    // Without an address on the order: the buyer's name and post code, and no mobile.
    expect(instance.verified[0]?.billingAddress).toEqual({
      givenName: 'Pat',
      surname: 'Buyer',
      postalCode: '2000',
      countryCodeAlpha2: 'AU',
    });
    expect(instance.verified[0]).not.toHaveProperty('mobilePhoneNumber');
    instance.verify.resolve({
      nonce: 'verified-nonce',
      liabilityShifted: true,
      liabilityShiftPossible: true,
    });
    await expect(result).resolves.toEqual({
      nonce: 'verified-nonce',
      threeDSecure: { liabilityShifted: true, liabilityShiftPossible: true },
    });
    expect(instance.torn).toBe(true);
  });

  it('tells the bank the whole billing address and the mobile where the order has them (the shop’s), in Australia', async () => {
    const { client, instance, seams, request } = setUp();
    request.customer = {
      firstName: 'Pat',
      lastName: 'Buyer',
      email: 'pat@example.com',
      postCode: '2000',
      mobilePhone: '0412345678',
      billingAddress: {
        firstName: 'Patricia',
        lastName: 'Buyer-Smith',
        line1: '1 George St',
        line2: 'Level 2',
        suburb: 'Sydney',
        state: 'NSW',
        postCode: '2001',
      },
    };
    void verifyThreeDSecure(client, request, seams);
    await flush();
    expect(instance.verified[0]?.email).toBe('pat@example.com');
    expect(instance.verified[0]?.mobilePhoneNumber).toBe('0412345678');
    expect(instance.verified[0]?.billingAddress).toEqual({
      givenName: 'Patricia',
      surname: 'Buyer-Smith',
      streetAddress: '1 George St',
      extendedAddress: 'Level 2',
      locality: 'Sydney',
      region: 'NSW',
      postalCode: '2001',
      countryCodeAlpha2: 'AU',
    });
  });

  it('puts the bank’s frame where it is told and says so; the frame goes when the verification ends', async () => {
    const { client, instance, seams, request, container, onChallenge } = setUp();
    const result = verifyThreeDSecure(client, request, seams);
    await flush();
    const frame = instance.challenge();
    expect(container.firstElementChild).toBe(frame);
    // Sized for the dialog, down to a 320 px phone.
    expect(frame.querySelector('iframe')?.style.width).toBe('100%');
    expect(onChallenge).toHaveBeenCalledTimes(1);
    instance.verify.resolve({ nonce: 'verified', liabilityShifted: true });
    await expect(result).resolves.toEqual({
      nonce: 'verified',
      threeDSecure: { liabilityShifted: true, liabilityShiftPossible: false },
    });
    expect(container.childElementCount).toBe(0);
  });

  it('cancelled (the buyer’s Cancel or Escape, or the element going away): braintree-web is told, the frame goes, the text says so', async () => {
    const { client, instance, seams, request, container, controller } = setUp();
    const result = verifyThreeDSecure(client, request, seams);
    await flush();
    instance.challenge();
    controller.abort();
    const error = await rejection(result);
    expect(instance.cancelVerifyCard).toHaveBeenCalledTimes(1);
    expect(error.message).toBe(THREEDS_CANCELLED_MESSAGE);
    expect(error.code).toBe(ProviderErrorCode.THREEDS_CANCELLED);
    expect(container.childElementCount).toBe(0);
    expect(instance.torn).toBe(true);
  });

  it('a failed lookup or authentication says the card could not be verified', async () => {
    const { client, instance, seams, request } = setUp();
    const result = verifyThreeDSecure(client, request, seams);
    await flush();
    instance.verify.reject(braintreeError('THREEDS_LOOKUP_VALIDATION_ERROR'));
    const error = await rejection(result);
    expect(error.message).toBe(THREEDS_FAILED_MESSAGE);
    expect(error.code).toBe(ProviderErrorCode.THREEDS_FAILED);
  });

  it('a frictionless answer that the bank did not authenticate the buyer (liability could shift, did not) is a failed verification', async () => {
    const { client, instance, seams, request, container, onChallenge } = setUp();
    const result = verifyThreeDSecure(client, request, seams);
    await flush();
    instance.verify.resolve({
      nonce: 'unauthenticated-nonce',
      liabilityShifted: false,
      liabilityShiftPossible: true,
    });
    const error = await rejection(result);
    expect(error.message).toBe(THREEDS_FAILED_MESSAGE);
    expect(error.code).toBe(ProviderErrorCode.THREEDS_FAILED);
    expect(onChallenge).not.toHaveBeenCalled();
    expect(container.childElementCount).toBe(0);
    expect(instance.torn).toBe(true);
  });

  it('a declined challenge (liability could shift, did not) fails the same way, and its frame goes', async () => {
    const { client, instance, seams, request, container } = setUp();
    const result = verifyThreeDSecure(client, request, seams);
    await flush();
    instance.challenge();
    instance.verify.resolve({
      nonce: 'declined-nonce',
      liabilityShifted: false,
      liabilityShiftPossible: true,
    });
    expect((await rejection(result)).message).toBe(THREEDS_FAILED_MESSAGE);
    expect(container.childElementCount).toBe(0);
  });

  it('a card not enrolled (no shift possible) is verified: the server decides', async () => {
    const { client, instance, seams, request } = setUp();
    const result = verifyThreeDSecure(client, request, seams);
    await flush();
    instance.verify.resolve({
      nonce: 'not-enrolled-nonce',
      liabilityShifted: false,
      liabilityShiftPossible: false,
    });
    await expect(result).resolves.toEqual({
      nonce: 'not-enrolled-nonce',
      threeDSecure: { liabilityShifted: false, liabilityShiftPossible: false },
    });
  });

  it('gives up after 15 s when the verification script does not load, before asking for a lookup', async () => {
    vi.useFakeTimers();
    try {
      const never = new Promise<void>(() => undefined);
      const { client, instance, seams, request } = setUp({ ready: never });
      const result = verifyThreeDSecure(client, request, seams);
      const settled = rejection(result);
      await vi.advanceTimersByTimeAsync(14_999);
      expect(instance.verified).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      const error = await settled;
      expect(error.message).toBe(THREEDS_UNAVAILABLE_MESSAGE);
      expect(error.code).toBe(ProviderErrorCode.THREEDS_UNAVAILABLE);
      expect(instance.verified).toEqual([]);
      expect(instance.torn).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says verification is unavailable when its code cannot be fetched', async () => {
    const { client, seams, request } = setUp();
    seams.load = async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    };
    const error = await rejection(verifyThreeDSecure(client, request, seams));
    expect(error.message).toBe(THREEDS_UNAVAILABLE_MESSAGE);
  });

  it('writes cents as dollars exactly', () => {
    expect(dollars(1250)).toBe('12.50');
    expect(dollars(5)).toBe('0.05');
    expect(dollars(100000)).toBe('1000.00');
    expect(dollars(1999)).toBe('19.99');
  });
});
