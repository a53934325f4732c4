/**
 * 3D Secure on a Google Pay card (product-rules §7.9): a card that is not network-tokenized is
 * verified like a typed card (the same hook, dialog and texts as the card form, whose own cases
 * are in CardForm.test.tsx) before its completion.
 */
import { act, waitFor, within } from '@testing-library/react';
import { PaymentError } from '../../errors/errors';
import type { TokenizeResult } from '../../provider/PaymentProvider';
import { ProviderErrorCode } from '../../provider/providerErrors';
import { createFakeProvider } from '../../provider/testing/fakePaymentProvider';
import type { FakeProvider } from '../../provider/testing/fakePaymentProvider';
import { referenceServerSuite } from '../testing/referenceServerSuite';
import { renderPaymentPage } from '../testing/renderPaymentPage';
import { TEST_CUSTOMER } from '../../../test/support/referenceServer';

const suite = referenceServerSuite();

const NOT_VERIFIED = 'Your card could not be verified. Please try another card or payment option.';
const CANCELLED =
  'Card verification was cancelled. Please try again or choose another payment option.';

/** A Google Pay card as the provider hands it over: PAN_ONLY, or a network token. */
const PAN_ONLY: TokenizeResult = {
  nonce: 'fake-google-pay-pan-nonce',
  card: { brand: 'Visa', lastFour: '1111' },
  bin: '411111',
  needsVerification: true,
};
const NETWORK_TOKEN: TokenizeResult = {
  nonce: 'fake-google-pay-token-nonce',
  card: { brand: 'Visa', lastFour: '1111' },
  bin: '411111',
};
const VERIFIED = {
  nonce: 'fake-3ds-verified-google-pay-nonce-1',
  threeDSecure: { liabilityShifted: true, liabilityShiftPossible: true },
};

/** The payment page with the Google Pay row open and its button pressed (the sheet is open). */
async function startGooglePay(provider: FakeProvider) {
  const cartId = await suite.server.createPassCart();
  const page = renderPaymentPage({ http: suite.server.http, cartId, provider });
  await page.user.click(await page.view.findByRole('button', { name: 'Google Pay' }));
  const button = await waitFor(() => {
    const found = page.host.querySelector<HTMLElement>(':scope > [slot="google-pay"] button');
    if (!found) throw new Error('No Google Pay button yet.');
    return found;
  });
  await page.user.click(button);
  const errors: string[] = [];
  const onError = (event: Event) =>
    errors.push((event as CustomEvent<{ message: string }>).detail.message);
  document.addEventListener('cinema-error', onError);
  onTestFinished(() => document.removeEventListener('cinema-error', onError));
  const payment = () => suite.server.server.state.payments.find((p) => p.cartId === cartId);
  const completions = () =>
    suite.server.sent.filter((r) => r.method === 'POST' && r.apiPath === `checkout/${cartId}`);
  /** The element's whole shadow root: the dialog is portalled to its end. */
  const shadow = within(page.host.shadowRoot as unknown as HTMLElement);
  return { ...page, errors, payment, completions, shadow };
}

describe('a Google Pay card and 3D Secure (product-rules §7.9)', () => {
  beforeEach(async () => {
    await suite.server.call('PUT', '/demo/settings', { body: { threeDSecure: true } });
    onTestFinished(async () => {
      await suite.server.call('PUT', '/demo/settings', { body: { threeDSecure: false } });
    });
  });

  it('a PAN_ONLY card is verified first (its nonce and bin, the amount shown, the buyer); the completion gets the verified nonce', async () => {
    const provider = createFakeProvider();
    provider.nextVerify(VERIFIED);
    const page = await startGooglePay(provider);
    await act(() => page.provider.approve('googlePay', PAN_ONLY));
    await waitFor(() => expect(page.onPaid).toHaveBeenCalledWith('googlePay'));
    expect(provider.verifiedCards).toEqual([PAN_ONLY]);
    expect(provider.verifyCalls[0]).toMatchObject({
      amountInCents: 7650,
      customer: { email: TEST_CUSTOMER.email, postCode: TEST_CUSTOMER.postCode },
      slot: 'cinema-3ds-challenge',
    });
    expect(page.payment()).toMatchObject({
      paymentType: 'googlePay',
      nonce: VERIFIED.nonce,
      threeDSecure: VERIFIED.threeDSecure,
    });
    expect(page.payment()?.recaptchaToken).toBeUndefined();
  });

  it('a challenge opens ‘Verify your card’ with the bank’s frame, as for a typed card; approved, it pays', async () => {
    const provider = createFakeProvider();
    const held = provider.nextVerify('challenge');
    const page = await startGooglePay(provider);
    let paying: Promise<boolean> | undefined;
    act(() => {
      paying = page.provider.approve('googlePay', PAN_ONLY);
    });
    const dialog = await page.shadow.findByRole('dialog', { name: 'Verify your card' });
    expect(dialog.querySelector('slot[name="cinema-3ds-challenge"]')).not.toBeNull();
    expect(page.host.querySelector(':scope > [slot="cinema-3ds-challenge"] iframe')).not.toBeNull();
    expect(page.completions()).toEqual([]);
    let captured: boolean | undefined;
    await act(async () => {
      held?.resolve(VERIFIED);
      captured = await paying;
    });
    expect(captured).toBe(true);
    expect(page.onPaid).toHaveBeenCalledWith('googlePay');
    expect(page.shadow.queryByRole('dialog', { name: 'Verify your card' })).toBeNull();
    expect(page.payment()).toMatchObject({ nonce: VERIFIED.nonce });
  });

  it('Cancel ends the challenge: no completion, the cancelled text, and the page works again', async () => {
    const provider = createFakeProvider();
    provider.nextVerify('challenge');
    const page = await startGooglePay(provider);
    let paying: Promise<boolean> | undefined;
    act(() => {
      paying = page.provider.approve('googlePay', PAN_ONLY);
    });
    const dialog = await page.shadow.findByRole('dialog', { name: 'Verify your card' });
    await page.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(paying).resolves.toBe(false);
    expect(await page.view.findByRole('dialog', { name: 'WHOOPS' })).toHaveTextContent(CANCELLED);
    expect(page.errors).toEqual([CANCELLED]);
    expect(page.host.querySelector(':scope > [slot="cinema-3ds-challenge"]')).toBeNull();
    expect(page.completions()).toEqual([]);
    expect(page.view.queryByText('Processing payment…')).not.toBeInTheDocument();
  });

  it('a card that could not be verified (e.g. the bank did not authenticate the buyer): WHOOPS, cinema-error, no completion', async () => {
    const provider = createFakeProvider();
    provider.nextVerify(new PaymentError(NOT_VERIFIED, ProviderErrorCode.THREEDS_FAILED));
    const page = await startGooglePay(provider);
    let captured: boolean | undefined;
    await act(async () => {
      captured = await page.provider.approve('googlePay', PAN_ONLY);
    });
    expect(captured).toBe(false);
    expect(page.view.getByRole('dialog', { name: 'WHOOPS' })).toHaveTextContent(NOT_VERIFIED);
    expect(page.errors).toEqual([NOT_VERIFIED]);
    expect(page.completions()).toEqual([]);
    expect(page.onPaid).not.toHaveBeenCalled();
  });

  it('a network-tokenized card is completed without verification', async () => {
    const provider = createFakeProvider();
    provider.nextVerify(VERIFIED);
    const page = await startGooglePay(provider);
    await act(() => page.provider.approve('googlePay', NETWORK_TOKEN));
    await waitFor(() => expect(page.onPaid).toHaveBeenCalledWith('googlePay'));
    expect(provider.verifyCalls).toEqual([]);
    expect(page.payment()).toMatchObject({ nonce: NETWORK_TOKEN.nonce });
    expect(page.payment()).not.toHaveProperty('threeDSecure');
  });
});

describe('a merchant account without 3D Secure', () => {
  it('completes a PAN_ONLY Google Pay card with its own nonce: nothing verified, no dialog', async () => {
    // The provider's verify resolves null when the account has no 3D Secure (the fake's default).
    const page = await startGooglePay(createFakeProvider());
    await act(() => page.provider.approve('googlePay', PAN_ONLY));
    await waitFor(() => expect(page.onPaid).toHaveBeenCalledWith('googlePay'));
    expect(page.shadow.queryByRole('dialog', { name: 'Verify your card' })).toBeNull();
    expect(page.payment()).toMatchObject({ paymentType: 'googlePay', nonce: PAN_ONLY.nonce });
    expect(page.payment()).not.toHaveProperty('threeDSecure');
  });
});
