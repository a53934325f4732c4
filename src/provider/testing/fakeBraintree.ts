/**
 * Small fakes of braintree-web 3.102.0's modules, for unit tests only (the wallet globals' are in
 * fakeWalletApis.ts, the wallet instances' in fakeWalletInstances.ts).
 * Test files route the SDK modules here with `routeBraintreeToFakes('hostedFields')` at their top
 * and call `fakeBraintree.reset()` before each test. The fakes behave like the SDK where the
 * adapter depends on it: hosted fields put a frame stand-in (`[data-fake-frame]`) in each container, emit state objects, and
 * throw from every method after teardown; creates can be held open to test teardown races.
 */
import { vi } from 'vitest';
import type {
  BraintreeClient,
  HostedFieldKey,
  HostedFieldOptions,
  HostedFieldsEventName,
  HostedFieldsInstance,
  HostedFieldsStateObject,
} from '../braintree/sdkTypes';

import { FakeThreeDSecure } from './fakeThreeDSecure';
import { FakeApplePay, FakeGooglePayment, FakePayPalCheckout } from './fakeWalletInstances';

export { CARD_SLOTS, braintreeError, deferred, flush } from './sdkTestHelpers';
export { FakeThreeDSecure } from './fakeThreeDSecure';
export { FakeApplePay, FakeGooglePayment, FakePayPalCheckout } from './fakeWalletInstances';
export type { Deferred } from './sdkTestHelpers';
import { braintreeError } from './sdkTestHelpers';
import type { Deferred } from './sdkTestHelpers';

const tornDownError = () => braintreeError('METHOD_CALLED_AFTER_TEARDOWN', 'called after teardown');

/** A fake client; `torn` tells whether teardown ran. */
export class FakeClient implements BraintreeClient {
  torn = false;
  /** The merchant account's 3D Secure, as the gateway's configuration says (off by default). */
  threeDSecureEnabled = false;
  /** The card brands the gateway's configuration names, as braintree-web spells them. */
  supportedCardTypes: unknown = ['Visa', 'MasterCard', 'American Express'];
  constructor(readonly authorization: string) {}
  getConfiguration() {
    return {
      gatewayConfiguration: {
        threeDSecureEnabled: this.threeDSecureEnabled,
        creditCards: { supportedCardTypes: this.supportedCardTypes },
      },
    };
  }
  teardown = vi.fn(async () => {
    this.torn = true;
  });
}

/** A fake hosted-fields instance: one iframe per container, state events, SDK-like teardown. */
export class FakeHostedFields implements HostedFieldsInstance {
  readonly handlers = new Map<
    HostedFieldsEventName,
    Set<(state: HostedFieldsStateObject) => void>
  >();
  readonly state: HostedFieldsStateObject = { cards: [], fields: {} };
  torn = false;
  nextTokenize: () => Promise<{ nonce: string }> = async () => ({ nonce: 'fake-card-nonce' });

  constructor(readonly options: Parameters<typeof fakeBraintree.hostedFields.create>[0]) {
    for (const [key, field] of Object.entries(options.fields) as [
      HostedFieldKey,
      HostedFieldOptions,
    ][]) {
      // Stands in for the SDK's iframe (happy-dom would try to load a real one).
      const frame = document.createElement('div');
      frame.dataset['fakeFrame'] = `braintree-hosted-field-${key}`;
      field.container.append(frame);
      this.state.fields[key] = {
        isEmpty: true,
        isValid: false,
        isPotentiallyValid: true,
        isFocused: false,
      };
    }
  }

  #live(): void {
    if (this.torn) throw tornDownError();
  }

  on = vi.fn((event: HostedFieldsEventName, handler: (state: HostedFieldsStateObject) => void) => {
    this.#live();
    const set = this.handlers.get(event) ?? new Set();
    set.add(handler);
    this.handlers.set(event, set);
  });
  off = vi.fn((event: HostedFieldsEventName, handler: (state: HostedFieldsStateObject) => void) => {
    this.#live();
    this.handlers.get(event)?.delete(handler);
  });
  getState = vi.fn(() => this.state);
  focus = vi.fn(async (_field: HostedFieldKey) => this.#live());
  setAttribute = vi.fn(
    async (_options: { field: HostedFieldKey; attribute: 'aria-required'; value: boolean }) =>
      this.#live(),
  );
  tokenize = vi.fn(async () => {
    this.#live();
    return this.nextTokenize();
  });
  teardown = vi.fn(async () => {
    this.#live();
    this.torn = true;
    for (const field of Object.values(this.options.fields)) field.container.replaceChildren();
  });

  /** Change one field's state and emit `event` for it, as the frame would. */
  emit(
    event: HostedFieldsEventName,
    field: HostedFieldKey,
    patch: Partial<HostedFieldsStateObject['fields'][HostedFieldKey]>,
  ): void {
    const current = this.state.fields[field];
    if (!current) throw new Error(`field ${field} not mounted`);
    this.state.fields[field] = { ...current, ...patch };
    const payload = { ...this.state, emittedBy: field };
    for (const handler of this.handlers.get(event) ?? []) handler(payload);
  }

  /** Type valid values into every field. */
  fillAllValid(): void {
    for (const field of Object.keys(this.state.fields) as HostedFieldKey[]) {
      this.emit('notEmpty', field, { isEmpty: false });
      this.emit('validityChange', field, { isValid: true, isPotentiallyValid: true });
    }
  }
}

type Gate = Deferred<void> | undefined;

/** The fake braintree-web modules plus what they created; `reset()` before each test. */
export const fakeBraintree = {
  clients: [] as FakeClient[],
  hostedFieldsInstances: [] as FakeHostedFields[],
  applePayInstances: [] as FakeApplePay[],
  googlePaymentInstances: [] as FakeGooglePayment[],
  paypalCheckoutInstances: [] as FakePayPalCheckout[],
  threeDSecureInstances: [] as FakeThreeDSecure[],
  /** Set to make the next create of that module wait (resolve) or fail (reject). */
  gates: {} as Partial<
    Record<'client' | 'hostedFields' | 'applePay' | 'googlePayment' | 'paypalCheckout', Gate>
  >,

  client: {
    create: vi.fn(async (options: { authorization: string }) => {
      await fakeBraintree.gates.client?.promise;
      const client = new FakeClient(options.authorization);
      fakeBraintree.clients.push(client);
      return client;
    }),
  },
  hostedFields: {
    create: vi.fn(
      async (options: {
        client: BraintreeClient;
        fields: Record<HostedFieldKey, HostedFieldOptions>;
        styles: Record<string, Record<string, string>>;
      }) => {
        const instance = new FakeHostedFields(options);
        fakeBraintree.hostedFieldsInstances.push(instance);
        await fakeBraintree.gates.hostedFields?.promise;
        return instance;
      },
    ),
  },
  applePay: {
    create: vi.fn(async (_options: { client: BraintreeClient }) => {
      await fakeBraintree.gates.applePay?.promise;
      const instance = new FakeApplePay();
      fakeBraintree.applePayInstances.push(instance);
      return instance;
    }),
  },
  googlePayment: {
    create: vi.fn(
      async (options: {
        client: BraintreeClient;
        googlePayVersion: 2;
        googleMerchantId?: string;
      }) => {
        await fakeBraintree.gates.googlePayment?.promise;
        const instance = new FakeGooglePayment(options);
        fakeBraintree.googlePaymentInstances.push(instance);
        return instance;
      },
    ),
  },
  paypalCheckout: {
    create: vi.fn(async (_options: { client: BraintreeClient }) => {
      await fakeBraintree.gates.paypalCheckout?.promise;
      const instance = new FakePayPalCheckout();
      fakeBraintree.paypalCheckoutInstances.push(instance);
      return instance;
    }),
  },
  threeDSecure: {
    create: vi.fn(async (_options: { client: BraintreeClient; version: '2-inline-iframe' }) => {
      const instance = new FakeThreeDSecure();
      fakeBraintree.threeDSecureInstances.push(instance);
      return instance;
    }),
  },

  /** Forget every instance and gate, and clear the create spies' records. */
  reset(): void {
    fakeBraintree.clients = [];
    fakeBraintree.hostedFieldsInstances = [];
    fakeBraintree.applePayInstances = [];
    fakeBraintree.googlePaymentInstances = [];
    fakeBraintree.paypalCheckoutInstances = [];
    fakeBraintree.threeDSecureInstances = [];
    fakeBraintree.gates = {};
    for (const module of [
      fakeBraintree.client,
      fakeBraintree.hostedFields,
      fakeBraintree.applePay,
      fakeBraintree.googlePayment,
      fakeBraintree.paypalCheckout,
      fakeBraintree.threeDSecure,
    ]) {
      module.create.mockClear();
    }
  },
};

/** The braintree-web module each fake stands in for (the ones loadSdk.ts imports). */
const SDK_MODULES = {
  client: 'braintree-web/client',
  hostedFields: 'braintree-web/hosted-fields',
  applePay: 'braintree-web/apple-pay',
  googlePayment: 'braintree-web/google-payment',
  paypalCheckout: 'braintree-web/paypal-checkout',
  threeDSecure: 'braintree-web/three-d-secure',
} as const;

/**
 * Route braintree-web's client and the named modules to {@link fakeBraintree} for the rest of the
 * test file. Call it at the file's top level: loadSdk.ts imports the SDK dynamically, so every
 * provider made after this call gets the fakes.
 */
export function routeBraintreeToFakes(
  ...modules: Exclude<keyof typeof SDK_MODULES, 'client'>[]
): void {
  for (const name of ['client', ...modules] as const) {
    vi.doMock(SDK_MODULES[name], () => fakeBraintree[name]);
  }
}
