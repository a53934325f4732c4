import { isPaymentError } from '../../errors/errors';
import type { CardFieldsState, PaymentProvider } from '../PaymentProvider';
import { CARD_DETAILS_MESSAGE, PAYMENT_FAILED_MESSAGE, ProviderErrorCode } from '../providerErrors';
import { createBraintreeProvider } from './createBraintreeProvider';
import {
  braintreeError,
  fakeBraintree,
  type FakeHostedFields,
  routeBraintreeToFakes,
  CARD_SLOTS,
} from '../testing/fakeBraintree';

routeBraintreeToFakes('hostedFields');

let provider: PaymentProvider;
let host: HTMLElement;

async function mount(options: Partial<Parameters<PaymentProvider['mountCardFields']>[1]> = {}) {
  const fields = await provider.mountCardFields(host, { slots: CARD_SLOTS, ...options });
  const sdk = fakeBraintree.hostedFieldsInstances.at(-1) as FakeHostedFields;
  return { fields, sdk };
}

beforeEach(async () => {
  fakeBraintree.reset();
  document.body.replaceChildren();
  host = document.createElement('cinema-festival-pass');
  host.attachShadow({ mode: 'open' }).innerHTML = Object.values(CARD_SLOTS)
    .map((slot) => `<slot name="${slot}"></slot>`)
    .join('');
  document.body.append(host);
  provider = createBraintreeProvider();
  await provider.connect('token', 'sandbox');
});

afterEach(async () => {
  await provider.teardown();
});

describe('mountCardFields', () => {
  it('puts each field in a light-DOM container with its slot and a stable id', async () => {
    await mount();

    const containers = [...host.children] as HTMLElement[];
    expect(containers.map((el) => [el.slot, el.id])).toEqual([
      ['card-number', 'cinema-card-number'],
      ['card-name', 'cinema-card-cardholderName'],
      ['card-expiry', 'cinema-card-expirationDate'],
      ['card-cvv', 'cinema-card-cvv'],
    ]);
    expect(host.shadowRoot?.querySelector('[data-cinema-provider]')).toBeNull();
    expect(host.querySelectorAll('[data-fake-frame]')).toHaveLength(4);
  });

  it('keeps ids unique when a second form is mounted on the page', async () => {
    await mount();
    const other = document.createElement('div');
    document.body.append(other);

    await provider.mountCardFields(other, { slots: CARD_SLOTS });

    expect(other.querySelector('[slot="card-number"]')?.id).toBe('cinema-card-number-2');
  });

  it('passes the client, all four fields, MM/YYYY expiry and 16px inputs to the SDK', async () => {
    await mount({
      labels: { number: 'Card number' },
      placeholders: { cvv: '123' },
      style: { input: { color: 'black', 'font-size': '12px' }, '.invalid': { color: 'red' } },
    });

    const options = fakeBraintree.hostedFields.create.mock.calls[0]?.[0];
    expect(options?.client).toBe(fakeBraintree.clients[0]);
    expect(Object.keys(options?.fields ?? {})).toEqual([
      'number',
      'cardholderName',
      'expirationDate',
      'cvv',
    ]);
    expect(options?.fields.expirationDate.placeholder).toBe('MM/YYYY');
    expect(options?.fields.cvv.placeholder).toBe('123');
    expect(options?.fields.number.internalLabel).toBe('Card number');
    expect(options?.fields.number.container).toBe(host.querySelector('[slot="card-number"]'));
    expect(options?.styles).toEqual({
      input: { color: 'black', 'font-size': '16px' },
      '.invalid': { color: 'red' },
    });
  });

  it("keeps the element's font size for the card inputs when it is larger than 16px", async () => {
    await mount({ style: { input: { 'font-size': '20px' } } });
    const options = fakeBraintree.hostedFields.create.mock.calls[0]?.[0];
    expect(options?.styles).toEqual({ input: { 'font-size': '20px' } });
  });

  it('marks every field aria-required', async () => {
    const { sdk } = await mount();

    expect(
      sdk.setAttribute.mock.calls.map(([call]) => [call.field, call.attribute, call.value]),
    ).toEqual([
      ['number', 'aria-required', true],
      ['cardholderName', 'aria-required', true],
      ['expirationDate', 'aria-required', true],
      ['cvv', 'aria-required', true],
    ]);
  });

  it('removes its containers and reports a PaymentError with the SDK code when creation fails', async () => {
    fakeBraintree.hostedFields.create.mockRejectedValueOnce(
      braintreeError('HOSTED_FIELDS_TIMEOUT'),
    );

    const error: unknown = await provider
      .mountCardFields(host, { slots: CARD_SLOTS })
      .catch((e: unknown) => e);

    expect(isPaymentError(error) && [error.message, error.code]).toEqual([
      PAYMENT_FAILED_MESSAGE,
      'HOSTED_FIELDS_TIMEOUT',
    ]);
    expect(host.children).toHaveLength(0);
  });

  it('rejects a missing slot name clearly, without touching the page', async () => {
    const error: unknown = await provider
      .mountCardFields(host, { slots: { ...CARD_SLOTS, cvv: '' } })
      .catch((e: unknown) => e);

    expect(isPaymentError(error) && error.code).toBe(ProviderErrorCode.INVALID_OPTIONS);
    expect(host.children).toHaveLength(0);
  });
});

describe('card field state', () => {
  it('reports the initial state at once, then every change, aggregated over all four fields', async () => {
    const { fields, sdk } = await mount();
    const states: CardFieldsState[] = [];
    fields.on('change', (state) => states.push(state));

    expect(states[0]?.allValid).toBe(false);
    expect(states[0]?.fields.number).toEqual({
      isEmpty: true,
      isValid: false,
      isPotentiallyValid: true,
      isFocused: false,
    });

    sdk.emit('focus', 'number', { isFocused: true });
    sdk.emit('notEmpty', 'number', { isEmpty: false });
    expect(states.at(-1)?.fields.number).toMatchObject({ isFocused: true, isEmpty: false });

    sdk.emit('validityChange', 'number', { isValid: true });
    sdk.emit('validityChange', 'cardholderName', { isValid: true });
    sdk.emit('validityChange', 'expirationDate', { isValid: true });
    expect(states.at(-1)?.allValid).toBe(false);

    sdk.emit('validityChange', 'cvv', { isValid: true });
    expect(states.at(-1)?.allValid).toBe(true);

    sdk.emit('empty', 'cvv', { isEmpty: true, isValid: false });
    expect(states.at(-1)?.allValid).toBe(false);
  });

  it('names the card type only once the SDK narrows it to one', async () => {
    const { fields, sdk } = await mount();
    let latest: CardFieldsState | undefined;
    fields.on('change', (state) => (latest = state));

    sdk.state.cards = [{ type: 'visa' }, { type: 'master-card' }];
    sdk.emit('cardTypeChange', 'number', {});
    expect(latest?.cardType).toBeUndefined();

    sdk.state.cards = [{ type: 'visa' }];
    sdk.emit('cardTypeChange', 'number', {});
    expect(latest?.cardType).toBe('visa');
  });

  it('stops calling a listener once it unsubscribes', async () => {
    const { fields, sdk } = await mount();
    const listener = vi.fn();
    const unsubscribe = fields.on('change', listener);

    unsubscribe();
    sdk.emit('blur', 'number', { isFocused: false });

    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('focus', () => {
  it('focuses the named field (labels in the shadow root cannot reach the slotted iframe)', async () => {
    const { fields, sdk } = await mount();

    fields.focus('expirationDate');

    expect(sdk.focus).toHaveBeenCalledWith('expirationDate');
  });

  it('does nothing after teardown instead of throwing like the SDK would', async () => {
    const { fields, sdk } = await mount();
    await fields.teardown();

    expect(() => fields.focus('cvv')).not.toThrow();
    expect(sdk.focus).not.toHaveBeenCalled();
  });
});

describe('tokenize', () => {
  it('resolves with the nonce when all four fields are valid', async () => {
    const { fields, sdk } = await mount();
    sdk.fillAllValid();

    await expect(fields.tokenize()).resolves.toEqual({ nonce: 'fake-card-nonce' });
  });

  it('maps an SDK failure to the spec message, keeping the SDK code', async () => {
    const { fields, sdk } = await mount();
    sdk.fillAllValid();
    sdk.nextTokenize = () => Promise.reject(braintreeError('HOSTED_FIELDS_FAILED_TOKENIZATION'));

    const error: unknown = await fields.tokenize().catch((e: unknown) => e);

    expect(isPaymentError(error) && [error.message, error.code]).toEqual([
      CARD_DETAILS_MESSAGE,
      'HOSTED_FIELDS_FAILED_TOKENIZATION',
    ]);
  });

  it('refuses while a field is not valid: all four are required, the name on card too', async () => {
    const { fields, sdk } = await mount();
    sdk.fillAllValid();
    sdk.emit('empty', 'cardholderName', { isEmpty: true, isValid: false });

    const error: unknown = await fields.tokenize().catch((e: unknown) => e);

    expect(isPaymentError(error) && [error.message, error.code]).toEqual([
      CARD_DETAILS_MESSAGE,
      'HOSTED_FIELDS_FIELDS_INVALID',
    ]);
    expect(sdk.tokenize).not.toHaveBeenCalled();
  });
});

describe('3D Secure (product-rules §7.9)', () => {
  it('hands the card’s first six digits on with the nonce, for the verification', async () => {
    const { fields, sdk } = await mount();
    sdk.fillAllValid();
    sdk.nextTokenize = async () =>
      ({ nonce: 'n', details: { bin: '400000', cardType: 'Visa', lastFour: '1000' } }) as never;
    await expect(fields.tokenize()).resolves.toEqual({
      nonce: 'n',
      bin: '400000',
      card: { brand: 'Visa', lastFour: '1000' },
    });
  });

  it('verifies nothing, and leaves no challenge container, when the account has no 3D Secure', async () => {
    const { fields, sdk } = await mount();
    sdk.fillAllValid();
    const onChallenge = vi.fn();
    await expect(
      fields.verify(
        { nonce: 'n', bin: '400000' },
        { amountInCents: 1250, slot: 'challenge', onChallenge },
      ),
    ).resolves.toBeNull();
    expect(onChallenge).not.toHaveBeenCalled();
    expect(host.querySelector('[slot="challenge"]')).toBeNull();
  });

  it('refuses to verify after teardown', async () => {
    const { fields } = await mount();
    await fields.teardown();
    const error: unknown = await fields
      .verify({ nonce: 'n' }, { amountInCents: 1, slot: 'challenge', onChallenge: () => undefined })
      .catch((e: unknown) => e);
    expect(isPaymentError(error) && error.code).toBe(ProviderErrorCode.TORN_DOWN);
  });
});

describe('teardown of card fields', () => {
  it('removes listeners, the SDK instance and the containers, once', async () => {
    const { fields, sdk } = await mount();
    const listener = vi.fn();
    fields.on('change', listener);

    await Promise.all([fields.teardown(), fields.teardown()]);

    expect(sdk.teardown).toHaveBeenCalledTimes(1);
    expect([...sdk.handlers.values()].every((set) => set.size === 0)).toBe(true);
    expect(host.children).toHaveLength(0);
    await expect(fields.tokenize()).rejects.toMatchObject({ code: ProviderErrorCode.TORN_DOWN });
  });

  it('is not torn down twice when the provider tears down after the fields did', async () => {
    const { fields, sdk } = await mount();
    await fields.teardown();

    await provider.teardown();

    expect(sdk.teardown).toHaveBeenCalledTimes(1);
  });
});
