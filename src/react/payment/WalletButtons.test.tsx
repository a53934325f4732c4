import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { PaymentError } from '../../errors/errors';
import { createFakeProvider } from '../../provider/testing/fakePaymentProvider';
import type { FakeProvider } from '../../provider/testing/fakePaymentProvider';
import { referenceServerSuite } from '../testing/referenceServerSuite';
import { renderPaymentPage } from '../testing/renderPaymentPage';

const suite = referenceServerSuite();

async function openRow(name: string, provider: FakeProvider = createFakeProvider()) {
  const cartId = await suite.server.createPassCart();
  const page = renderPaymentPage({ http: suite.server.http, cartId, provider });
  await page.user.click(await page.view.findByRole('button', { name }));
  const overlayShown = () => page.view.queryByText('Processing payment…') !== null;
  const payment = () => suite.server.server.state.payments.find((p) => p.cartId === cartId);
  return { ...page, cartId, overlayShown, payment };
}

/** The provider's button, which it mounts in light DOM under the element. */
async function walletButton(host: HTMLElement, slot: string): Promise<HTMLElement> {
  return waitFor(() => {
    const button = host.querySelector<HTMLElement>(`:scope > [slot="${slot}"] button`);
    if (!button) throw new Error(`No button in slot ${slot} yet.`);
    return button;
  });
}

describe('Google Pay', () => {
  it('mounts into its slot with the balance and completes without a bot-check token', async () => {
    const page = await openRow('Google Pay');
    const region = page.view.getByRole('region', { name: 'Google Pay' });
    expect(region.querySelector('slot[name="google-pay"]')).not.toBeNull();
    const button = await walletButton(page.host, 'google-pay');
    expect(page.provider.walletMounts.googlePay[0]).toMatchObject({
      slot: 'google-pay',
      googleMerchantId: 'BCR2DN4TDEMO0001',
      environment: 'sandbox',
      amount: { amountInCents: 7650, currency: 'AUD', merchantName: 'Demo Cinema' },
    });

    await page.user.click(button);
    expect(page.overlayShown()).toBe(true);
    await act(() => page.provider.approve('googlePay', 'fake-google-nonce'));
    await waitFor(() => expect(page.onPaid).toHaveBeenCalledWith('googlePay'));
    expect(page.payment()).toMatchObject({ paymentType: 'googlePay', nonce: 'fake-google-nonce' });
    expect(page.payment()?.recaptchaToken).toBeUndefined();
    expect(suite.botCheck.actions).toEqual([]);
  });
});

describe('PayPal', () => {
  it('shows the surcharge notice and charges the PayPal balance', async () => {
    const page = await openRow('PayPal');
    const region = within(page.view.getByRole('region', { name: 'PayPal' }));
    expect(
      region.getByText(
        'Using PayPal will incur an additional $0.25 per ticket on top of the standard booking fee.',
      ),
    ).toBeInTheDocument();
    await walletButton(page.host, 'paypal-button');
    expect(page.provider.walletMounts.payPal[0]?.amount).toEqual({
      amountInCents: 7675,
      currency: 'AUD',
      merchantName: 'Demo Cinema',
    });
  });

  it('hides the overlay on cancel, shows errors in WHOOPS, then pays on approval', async () => {
    const page = await openRow('PayPal');
    const button = await walletButton(page.host, 'paypal-button');

    await page.user.click(button);
    expect(page.overlayShown()).toBe(true);
    act(() => page.provider.cancel('payPal'));
    expect(page.overlayShown()).toBe(false);
    expect(page.view.queryByRole('dialog')).not.toBeInTheDocument();

    await page.user.click(button);
    act(() =>
      page.provider.fail(
        'payPal',
        new PaymentError('PayPal could not start. Please try again.', 'PAYPAL_ERR'),
      ),
    );
    expect(page.overlayShown()).toBe(false);
    expect(page.view.getByRole('dialog', { name: 'WHOOPS' })).toHaveTextContent(
      'PayPal could not start. Please try again.',
    );
    await page.user.click(page.view.getByRole('button', { name: 'Close' }));

    await page.user.click(button);
    await act(() => page.provider.approve('payPal', 'fake-paypal-nonce'));
    await waitFor(() => expect(page.onPaid).toHaveBeenCalledWith('payPal'));
    expect(page.payment()).toMatchObject({
      paymentType: 'payPal',
      nonce: 'fake-paypal-nonce',
      amountInCents: 7675,
    });
  });

  it("shows the server's refusal and removes the overlay", async () => {
    const page = await openRow('PayPal');
    await page.user.click(await walletButton(page.host, 'paypal-button'));
    let captured = true;
    await act(async () => {
      captured = await page.provider.approve('payPal', 'fake-declined-nonce');
    });
    expect(captured).toBe(false);
    expect(page.view.getByRole('dialog', { name: 'WHOOPS' })).toHaveTextContent(
      'Your card was declined by the bank.',
    );
    expect(page.overlayShown()).toBe(false);
    expect(page.onPaid).not.toHaveBeenCalled();
  });

  it('drops the row when the provider cannot render PayPal', async () => {
    const provider = createFakeProvider();
    provider.payPalAvailable = false;
    const cartId = await suite.server.createPassCart();
    const { view } = renderPaymentPage({ http: suite.server.http, cartId, provider });
    await view.findByRole('button', { name: 'Credit Card' });
    await waitFor(() =>
      expect(view.queryByRole('button', { name: 'PayPal' })).not.toBeInTheDocument(),
    );
    expect(provider.walletMounts.payPal).toHaveLength(1);
  });
});

describe('Apple Pay', () => {
  function applePayProvider() {
    const provider = createFakeProvider();
    provider.applePayAvailable = true;
    return provider;
  }

  it('starts the session synchronously inside the click and completes without a bot check', async () => {
    const page = await openRow('Apple Pay', applePayProvider());
    const button = await page.view.findByRole('button', { name: 'Pay with Apple Pay' });
    await waitFor(() => expect(button).toBeEnabled());

    fireEvent.click(button);
    // No await in between: Safari only accepts a session begun in the click itself.
    expect(page.provider.lastRun('applePay')?.amount).toEqual({
      amountInCents: 7650,
      currency: 'AUD',
      merchantName: 'Demo Cinema',
    });
    expect(page.overlayShown()).toBe(true);

    await act(() => page.provider.approve('applePay', 'fake-apple-nonce'));
    await waitFor(() => expect(page.onPaid).toHaveBeenCalledWith('applePay'));
    expect(page.payment()).toMatchObject({ paymentType: 'applePay', nonce: 'fake-apple-nonce' });
    expect(page.payment()?.recaptchaToken).toBeUndefined();
  });

  it('removes the overlay when the sheet is closed or fails', async () => {
    const page = await openRow('Apple Pay', applePayProvider());
    const button = await page.view.findByRole('button', { name: 'Pay with Apple Pay' });
    await waitFor(() => expect(button).toBeEnabled());
    await page.user.click(button);
    act(() => page.provider.cancel('applePay'));
    expect(page.overlayShown()).toBe(false);

    await page.user.click(button);
    act(() => page.provider.fail('applePay'));
    expect(page.overlayShown()).toBe(false);
    expect(page.view.getByRole('dialog', { name: 'WHOOPS' })).toHaveTextContent(
      'An error occurred during payment processing.',
    );
  });
});

describe('a wallet that does not load', () => {
  it("PayPal's row says so, emits cinema-error, and opening it again tries again", async () => {
    const errors: string[] = [];
    const onError = (event: Event) =>
      errors.push((event as CustomEvent<{ message: string }>).detail.message);
    document.addEventListener('cinema-error', onError);
    try {
      const provider = createFakeProvider();
      provider.walletFailures.payPal = 'reject';
      const page = await openRow('PayPal', provider);
      const region = page.view.getByRole('region', { name: 'PayPal' });
      const message = 'PayPal could not be loaded. Please choose another payment option.';
      expect(await within(region).findByRole('alert')).toHaveTextContent(message);
      // One cinema-error per failed attempt (the row may already have retried when it was opened).
      const attempts = provider.walletAttempts.payPal;
      expect(attempts).toBeGreaterThan(0);
      expect(errors).toEqual(Array<string>(attempts).fill(message));

      delete provider.walletFailures.payPal;
      const header = page.view.getByRole('button', { name: 'PayPal' });
      await page.user.click(header);
      expect(header).toHaveAttribute('aria-expanded', 'false');
      await page.user.click(header);
      await walletButton(page.host, 'paypal-button');
      expect(provider.walletAttempts.payPal).toBe(attempts + 1);
      expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      document.removeEventListener('cinema-error', onError);
    }
  });
});
