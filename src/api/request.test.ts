// @vitest-environment node
import type { ServerResponse } from 'node:http';
import { isSchemaError } from '../errors/errors';
import type { SchemaError } from '../errors/errors';
import { addProductOrder, createCart, getCart } from './cart';
import { paymentDetails } from './checkout';
import { createHttp } from './http';
import { memberActivity, updateMemberSubscriptions, verifyEmail } from './member';
import { postCall } from './request';
import { SubscriptionSave } from './schemas';
import { giftsByEmail } from './gifts';
import { memoryStorage } from '../storage/testing/memoryStorage';
import { startReferenceServer } from '../../test/support/referenceServer';
import type { ReferenceServer } from '../../test/support/referenceServer';
import { reply, startStubServer } from './testing/startStubServer';
import type { StubServer } from './testing/startStubServer';

async function schemaRejection(promise: Promise<unknown>): Promise<SchemaError> {
  const error: unknown = await promise.then(
    () => expect.fail('expected a SchemaError'),
    (reason: unknown) => reason,
  );
  expect(isSchemaError(error)).toBe(true);
  return error as SchemaError;
}

const details = {
  balanceInCents: 7500,
  authorization: 'sandbox_token',
  payPalBalanceInCents: 7525,
  merchantName: 'Demo Cinema',
  currency: 'AUD',
  environment: 'sandbox',
  methods: { applePay: true, creditCard: true, giftCard: true, googlePay: true, payPal: true },
  giftCards: [{ cardNumber: '6280000000000001', balanceInCents: 5000, cardExpiry: '2030-01-01' }],
};

describe('answers that do not match their schema', () => {
  let stub: StubServer | undefined;
  afterEach(async () => {
    await stub?.close();
    stub = undefined;
  });
  const client = (base: string) => createHttp(base, { storage: memoryStorage().storage });

  it('names the first bad field by its dotted path', async () => {
    const bad = { ...details, giftCards: [{ ...details.giftCards[0], balanceInCents: '5000' }] };
    stub = await startStubServer((_req, res) => reply(res, 200, JSON.stringify(bad)));
    const error = await schemaRejection(paymentDetails(client(stub.base), 'cart-1'));
    expect(error.field).toBe('giftCards.0.balanceInCents');
    expect(error.message).toContain('giftCards.0.balanceInCents');
    expect(error.message).toContain('GET checkout/cart-1');
  });

  it('accepts the same answer when it is right, ignoring unknown fields', async () => {
    stub = await startStubServer((_req, res) =>
      reply(res, 200, JSON.stringify({ ...details, extra: true })),
    );
    const answer = await paymentDetails(client(stub.base), 'cart-1');
    expect(answer?.giftCards[0]?.balanceInCents).toBe(5000);
    expect(answer).not.toHaveProperty('extra');
  });

  it('reports malformed JSON in a 2xx as SchemaError with field ""', async () => {
    stub = await startStubServer((_req, res) => reply(res, 200, '{"id": "c1",'));
    const error = await schemaRejection(createCart(client(stub.base)));
    expect(error.field).toBe('');
    expect(error.message).toMatch(/not valid JSON/);
  });

  it('reports an empty 2xx where data was expected as SchemaError with field ""', async () => {
    stub = await startStubServer((_req, res) => {
      res.writeHead(204);
      res.end();
    });
    const error = await schemaRejection(giftsByEmail(client(stub.base)));
    expect(error.field).toBe('');
  });
});

describe('save-style answers', () => {
  let stub: StubServer | undefined;
  afterEach(async () => {
    await stub?.close();
    stub = undefined;
  });

  it('an explicit { success: false } is not a success; an empty 2xx is', async () => {
    stub = await startStubServer((_req, res, index) =>
      index === 0 ? reply(res, 200, '{"success":false}') : (res.writeHead(204), res.end()),
    );
    const http = createHttp(stub.base, { storage: memoryStorage().storage });
    const update = { subscriptions: [{ typeId: 'JIF', subscribed: true }] };
    await expect(updateMemberSubscriptions(http, update)).resolves.toBe(false);
    await expect(updateMemberSubscriptions(http, update)).resolves.toBe(true);
  });

  it('verify-email is a success only for status 200', async () => {
    stub = await startStubServer((_req, res, index) =>
      index === 0 ? reply(res, 202, '{"success":true}') : reply(res, 200, '{"success":true}'),
    );
    const http = createHttp(stub.base, { storage: memoryStorage().storage });
    const payload = { email: 'sam@example.com', recaptchaToken: 't' };
    await expect(verifyEmail(http, payload)).resolves.toBe(false);
    await expect(verifyEmail(http, payload)).resolves.toBe(true);
  });
});

describe('payloads', () => {
  let api: ReferenceServer;
  beforeEach(async () => {
    api = await startReferenceServer();
  });
  afterEach(async () => {
    await api.close();
  });

  it('an invalid payload never leaves the browser: SchemaError naming the field', async () => {
    const error = await schemaRejection(
      addProductOrder(api.http, 'some-cart', {
        cinemaId: 'c1',
        products: [{ id: 'jiff-5-film', quantity: 0 }],
      }),
    );
    expect(error.field).toBe('products.0.quantity');
    expect(error.message).toMatch(/^Invalid product order: products\.0\.quantity/);
    expect(api.sent).toHaveLength(0);
  });

  it('an empty id in a path is refused before sending', async () => {
    const error = await schemaRejection(getCart(api.http, ''));
    expect(error.field).toBe('cartId');
    expect(api.sent).toHaveLength(0);
  });

  it('ids are encoded so they cannot reach another route', async () => {
    await getCart(api.http, '../member').catch(() => undefined);
    expect(api.sent[0]?.path).toBe('/api/cart/..%2Fmember');
  });
});

describe('postCall', () => {
  const subscription = {
    typeId: 'jiff-news',
    firstName: ' Sam ',
    lastName: 'Lee',
    email: 'sam@example.com',
    recaptchaToken: 'token-1',
  };

  it('posts the checked payload (trimmed, unknown keys dropped) with the given signal', () => {
    const { signal } = new AbortController();
    const call = postCall(
      'subscribe',
      SubscriptionSave,
      { ...subscription, extra: true },
      'subscription',
      { signal },
    );
    expect(call).toEqual({
      method: 'post',
      path: 'subscribe',
      json: { ...subscription, firstName: 'Sam' },
      signal,
    });
  });

  it('refuses an invalid payload with a SchemaError naming the field', () => {
    expect(() =>
      postCall(
        'subscribe',
        SubscriptionSave,
        { ...subscription, email: 'sam@' },
        'subscription',
        {},
      ),
    ).toThrow('Invalid subscription: email — Please enter a valid email address');
  });
});

describe('cancelled requests return nothing', () => {
  it('resolves to undefined and sends nothing when already aborted', async () => {
    const api = await startReferenceServer();
    try {
      const controller = new AbortController();
      controller.abort();
      await expect(createCart(api.http, { signal: controller.signal })).resolves.toBeUndefined();
      expect(api.sent).toHaveLength(0);
    } finally {
      await api.close();
    }
  });

  it.each<[string, (res: ServerResponse) => void, number]>([
    ['while the server is answering, and caches nothing', () => {}, 0],
    [
      'while the body is still arriving',
      (res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('[');
      },
      20,
    ],
  ])('resolves to undefined when aborted %s', async (_when, answer, settleMs) => {
    let received!: () => void;
    const arrived = new Promise<void>((resolve) => (received = resolve));
    const stub = await startStubServer((_req, res) => {
      answer(res);
      received();
    });
    const memory = memoryStorage();
    const http = createHttp(stub.base, { storage: memory.storage });
    try {
      const controller = new AbortController();
      const pending = memberActivity(http, { signal: controller.signal });
      await arrived;
      if (settleMs > 0) await new Promise((resolve) => setTimeout(resolve, settleMs));
      controller.abort();
      await expect(pending).resolves.toBeUndefined();
      expect(memory.entries.size).toBe(0);
    } finally {
      await stub.close();
    }
  });
});

describe('calls that change something', () => {
  it('send their JSON body as it is: no copy kept for a retry they never get', async () => {
    const api = await startReferenceServer();
    const clone = vi.spyOn(Request.prototype, 'clone');
    onTestFinished(() => clone.mockRestore());
    try {
      const cart = await createCart(api.http);
      expect(cart?.id).toBeTruthy();
      const updated = await addProductOrder(api.http, cart!.id, {
        cinemaId: 'c1',
        products: [{ id: 'jiff-5-film', quantity: 1 }],
      });
      expect(updated?.concessions.map((line) => line.id)).toEqual(['jiff-5-film']);
      // Cloning a request tees its body, which fetch must then pull as a stream.
      expect(clone).not.toHaveBeenCalled();
      expect(api.sent.map((call) => call.method)).toEqual(['POST', 'POST']);
    } finally {
      await api.close();
    }
  });
});
