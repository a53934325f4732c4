import { isPaymentError, type PaymentError } from '../../errors/errors';
import type { CardFieldsOptions } from '../PaymentProvider';
import { PAYMENT_FAILED_MESSAGE, ProviderErrorCode } from '../providerErrors';
import { createBraintreeProvider } from './createBraintreeProvider';
import { loadSdk } from './loadSdk';
import {
  braintreeError,
  deferred,
  fakeBraintree,
  flush,
  routeBraintreeToFakes,
  CARD_SLOTS,
} from '../testing/fakeBraintree';

routeBraintreeToFakes('hostedFields');

function makeHost(): HTMLElement {
  const host = document.createElement('cinema-test-host');
  host.attachShadow({ mode: 'open' }).innerHTML = '<slot name="card-number"></slot>';
  document.body.append(host);
  return host;
}

async function rejection(promise: Promise<unknown>): Promise<PaymentError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (reason: unknown) => reason,
  );
  if (!isPaymentError(error)) throw new Error(`expected a PaymentError, got ${String(error)}`);
  return error;
}

/**
 * A connected provider whose card fields are still being made (held until `gate` resolves), their
 * four containers already in the host.
 */
async function heldCardFields(options: Partial<CardFieldsOptions> = {}) {
  const provider = createBraintreeProvider();
  const host = makeHost();
  await provider.connect('token-a', 'sandbox');
  const gate = deferred();
  fakeBraintree.gates.hostedFields = gate;
  const mounting = provider.mountCardFields(host, { slots: CARD_SLOTS, ...options });
  await vi.waitFor(() => expect(host.querySelectorAll('[slot]')).toHaveLength(4));
  return { provider, host, gate, mounting };
}

beforeEach(() => {
  fakeBraintree.reset();
  document.body.replaceChildren();
});

describe('made', () => {
  it("loads the client's code at once, the card fields' in the next idle moment, and no wallet's", async () => {
    const loads = (
      ['client', 'hostedFields', 'applePay', 'googlePayment', 'paypalCheckout'] as const
    ).map((name) => [name, vi.spyOn(loadSdk, name)] as const);
    onTestFinished(() => {
      for (const [, spy] of loads) spy.mockRestore();
    });
    const counts = () =>
      Object.fromEntries(loads.map(([name, spy]) => [name, spy.mock.calls.length]));
    createBraintreeProvider();
    // Running both modules back to back could hold up an answer that has just arrived.
    expect(counts()).toEqual({
      client: 1,
      hostedFields: 0,
      applePay: 0,
      googlePayment: 0,
      paypalCheckout: 0,
    });
    await vi.waitFor(() => expect(counts()).toMatchObject({ hostedFields: 1 }));
    expect(counts()).toMatchObject({ applePay: 0, googlePayment: 0, paypalCheckout: 0 });
  });
});

describe('connect', () => {
  it("says which card brands the account accepts, from the client's configuration", async () => {
    const provider = createBraintreeProvider();
    await expect(provider.connect('token-a', 'sandbox')).resolves.toEqual({
      cardBrands: ['Visa', 'Mastercard', 'American Express'],
    });
  });

  it('creates one client per authorization and reuses it while the authorization is unchanged', async () => {
    const provider = createBraintreeProvider();
    await provider.connect('token-a', 'sandbox');
    await provider.connect('token-a', 'sandbox');

    expect(fakeBraintree.client.create).toHaveBeenCalledTimes(1);
    expect(fakeBraintree.client.create).toHaveBeenCalledWith({ authorization: 'token-a' });
  });

  it('shares one client between concurrent connects with the same authorization', async () => {
    const provider = createBraintreeProvider();
    await Promise.all([
      provider.connect('token-a', 'sandbox'),
      provider.connect('token-a', 'sandbox'),
    ]);

    expect(fakeBraintree.client.create).toHaveBeenCalledTimes(1);
  });

  it('tears the old client, and the fields mounted with it, down when the authorization changes', async () => {
    const provider = createBraintreeProvider();
    const host = makeHost();
    await provider.connect('token-a', 'sandbox');
    await provider.mountCardFields(host, { slots: CARD_SLOTS });

    await provider.connect('token-b', 'sandbox');
    await flush();

    const [oldClient, newClient] = fakeBraintree.clients;
    expect(oldClient?.authorization).toBe('token-a');
    expect(oldClient?.torn).toBe(true);
    expect(newClient?.authorization).toBe('token-b');
    expect(newClient?.torn).toBe(false);
    expect(fakeBraintree.hostedFieldsInstances[0]?.torn).toBe(true);
    expect(host.querySelectorAll('[slot]')).toHaveLength(0);
  });

  it('turns a client failure into a PaymentError with the SDK code, and retries on the next connect', async () => {
    const provider = createBraintreeProvider();
    fakeBraintree.client.create.mockRejectedValueOnce(
      braintreeError('CLIENT_AUTHORIZATION_INVALID'),
    );

    const error = await rejection(provider.connect('expired', 'production'));
    expect(error.message).toBe(PAYMENT_FAILED_MESSAGE);
    expect(error.code).toBe('CLIENT_AUTHORIZATION_INVALID');

    await provider.connect('expired', 'production');
    expect(fakeBraintree.client.create).toHaveBeenCalledTimes(2);
  });

  it('rejects bad input with a clear PaymentError and never calls the SDK', async () => {
    const provider = createBraintreeProvider();

    const empty = await rejection(provider.connect('  ', 'sandbox'));
    const badEnvironment = await rejection(provider.connect('token', 'staging' as 'sandbox'));

    expect(empty.code).toBe(ProviderErrorCode.INVALID_OPTIONS);
    expect(badEnvironment.code).toBe(ProviderErrorCode.INVALID_OPTIONS);
    expect(fakeBraintree.client.create).not.toHaveBeenCalled();
  });
});

describe('mounting before connect', () => {
  it('rejects with PROVIDER_NOT_CONNECTED instead of throwing', async () => {
    const provider = createBraintreeProvider();

    const error = await rejection(provider.mountCardFields(makeHost(), { slots: CARD_SLOTS }));

    expect(error.code).toBe(ProviderErrorCode.NOT_CONNECTED);
    expect(fakeBraintree.hostedFields.create).not.toHaveBeenCalled();
  });

  it('waits for a connect still in flight', async () => {
    const provider = createBraintreeProvider();
    const gate = deferred();
    fakeBraintree.gates.client = gate;
    const connecting = provider.connect('token-a', 'sandbox');
    const mounting = provider.mountCardFields(makeHost(), { slots: CARD_SLOTS });

    gate.resolve();
    await connecting;
    const fields = await mounting;

    expect(fakeBraintree.hostedFields.create).toHaveBeenCalledWith(
      expect.objectContaining({ client: fakeBraintree.clients[0] }),
    );
    await fields.teardown();
  });
});

describe('teardown', () => {
  it('tears down fields and client, removes the containers, and is idempotent', async () => {
    const provider = createBraintreeProvider();
    const host = makeHost();
    await provider.connect('token-a', 'sandbox');
    await provider.mountCardFields(host, { slots: CARD_SLOTS });
    expect(host.querySelectorAll('[slot]')).toHaveLength(4);

    await provider.teardown();
    await provider.teardown();

    expect(fakeBraintree.hostedFieldsInstances[0]?.teardown).toHaveBeenCalledTimes(1);
    expect(fakeBraintree.clients[0]?.teardown).toHaveBeenCalledTimes(1);
    expect(host.children).toHaveLength(0);
  });

  it('survives StrictMode: mount, unmount, mount again gives one live set of fields', async () => {
    const provider = createBraintreeProvider();
    const host = makeHost();
    const effect = () => {
      const controller = new AbortController();
      const done = provider
        .connect('token-a', 'sandbox')
        .then(() =>
          provider.mountCardFields(host, { slots: CARD_SLOTS, signal: controller.signal }),
        )
        .catch((error: unknown) => error);
      return {
        done,
        cleanup: () => {
          controller.abort();
          return provider.teardown();
        },
      };
    };

    const first = effect();
    await first.cleanup();
    const second = effect();

    const firstResult = await first.done;
    const secondResult = await second.done;
    await flush();

    expect(isPaymentError(firstResult) && firstResult.code).toBe(ProviderErrorCode.TORN_DOWN);
    expect(isPaymentError(secondResult)).toBe(false);
    expect(host.querySelectorAll('[slot]')).toHaveLength(4);
    expect(host.querySelectorAll('[data-fake-frame]')).toHaveLength(4);
    expect(fakeBraintree.clients.filter((client) => !client.torn)).toHaveLength(1);
    expect(fakeBraintree.hostedFieldsInstances.filter((fields) => !fields.torn)).toHaveLength(1);
  });

  it('tears down a client that arrives after teardown', async () => {
    const provider = createBraintreeProvider();
    const gate = deferred();
    fakeBraintree.gates.client = gate;
    const connecting = provider.connect('token-a', 'sandbox');

    await provider.teardown();
    gate.resolve();

    const error = await rejection(connecting);
    await flush();
    expect(error.code).toBe(ProviderErrorCode.TORN_DOWN);
    expect(fakeBraintree.clients[0]?.teardown).toHaveBeenCalledTimes(1);
  });

  it('tears down fields that arrive after teardown and removes their containers', async () => {
    const { provider, host, gate, mounting } = await heldCardFields();

    await provider.teardown();
    gate.resolve();

    const error = await rejection(mounting);
    expect(error.code).toBe(ProviderErrorCode.TORN_DOWN);
    expect(fakeBraintree.hostedFieldsInstances[0]?.torn).toBe(true);
    expect(host.children).toHaveLength(0);
  });

  it('keeps the client until fields still being made have landed: their frames ask for it', async () => {
    const { provider, gate, mounting } = await heldCardFields();

    await provider.teardown();
    expect(fakeBraintree.clients[0]?.torn).toBe(false);

    gate.resolve();
    expect((await rejection(mounting)).code).toBe(ProviderErrorCode.TORN_DOWN);
    await vi.waitFor(() => expect(fakeBraintree.clients[0]?.torn).toBe(true));
    expect(fakeBraintree.hostedFieldsInstances[0]?.torn).toBe(true);
    expect(fakeBraintree.clients[0]?.teardown).toHaveBeenCalledTimes(1);
  });

  it('lets an AbortSignal cancel one mount without touching the client', async () => {
    const controller = new AbortController();
    const { host, gate, mounting } = await heldCardFields({ signal: controller.signal });

    controller.abort();
    gate.resolve();

    expect((await rejection(mounting)).code).toBe(ProviderErrorCode.TORN_DOWN);
    expect(host.children).toHaveLength(0);
    expect(fakeBraintree.clients[0]?.torn).toBe(false);
  });

  it('connects again after teardown', async () => {
    const provider = createBraintreeProvider();
    await provider.connect('token-a', 'sandbox');
    await provider.teardown();

    await provider.connect('token-a', 'sandbox');

    expect(fakeBraintree.clients).toHaveLength(2);
    expect(fakeBraintree.clients[1]?.torn).toBe(false);
  });
});
