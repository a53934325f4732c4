import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { PaymentError } from '../../errors/errors';
import { CARD_DETAILS_MESSAGE } from '../../provider/providerErrors';
import { createFakeProvider } from '../../provider/testing/fakePaymentProvider';
import { referenceServerSuite } from '../testing/referenceServerSuite';
import { detailsFixture, renderPaymentPage } from '../testing/renderPaymentPage';
import { TEST_CUSTOMER } from '../../../test/support/referenceServer';

const suite = referenceServerSuite();

/** A page for a fresh $76.50 cart with the Credit Card row open. */
async function openCardRow(provider = createFakeProvider()) {
  const cartId = await suite.server.createPassCart();
  const page = renderPaymentPage({ http: suite.server.http, cartId, provider });
  // Credit Card is the row that opens first when nothing was remembered (product-rules §7.2).
  const trigger = await page.view.findByRole('button', { name: 'Credit Card' });
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const pay = await page.view.findByRole('button', { name: 'Process Payment' });
  const completions = () =>
    suite.server.sent.filter((r) => r.method === 'POST' && r.apiPath === `checkout/${cartId}`);
  return { ...page, cartId, pay, completions };
}

function expectIdle(page: Awaited<ReturnType<typeof openCardRow>>) {
  expect(page.view.queryByText('Processing payment…')).not.toBeInTheDocument();
  expect(page.view.getByRole('region', { name: 'Checkout' })).toHaveAttribute('aria-busy', 'false');
  expect(page.pay).toBeEnabled();
  expect(page.pay).not.toHaveAttribute('aria-disabled');
}

describe('the credit card form', () => {
  it('labels four provider slots and has no card input of its own', async () => {
    const page = await openCardRow();
    for (const [name, slot] of [
      ['Card Number', 'card-number'],
      ['Name on Card', 'card-name'],
      ['Expiry Date (MM/YYYY)', 'card-expiry'],
      ['Security Code (CVV)', 'card-cvv'],
    ] as const) {
      const group = page.view.getByRole('group', { name });
      expect(group.querySelector(`slot[name="${slot}"]`)).not.toBeNull();
      // The provider's container is a light-DOM child of the element, assigned to that slot.
      expect(page.host.querySelector(`:scope > [slot="${slot}"]`)).not.toBeNull();
    }
    expect(
      page.view.getByRole('region', { name: 'Credit Card' }).querySelector('input'),
    ).toBeNull();
  });

  it('says the payment is secure and which card brands are accepted, in words for a screen reader', async () => {
    const page = await openCardRow();
    const row = within(page.view.getByRole('region', { name: 'Credit Card' }));
    expect(row.getByText('Secure payment by Braintree')).toBeVisible();
    const sentence = row.getByText('We accept Visa, Mastercard and American Express.');
    // The marks themselves are pictures of the same words: hidden from assistive technology.
    const marks = sentence.nextElementSibling;
    expect(marks).toHaveAttribute('aria-hidden', 'true');
    expect([...(marks?.children ?? [])].map((mark) => mark.className)).toEqual([
      'brand brand--visa',
      'brand brand--mastercard',
      'brand brand--americanexpress',
    ]);
    expect(marks).toHaveTextContent('VISAAMEX');
  });

  it("shows the brands the provider's connection names, and none when it names none", async () => {
    const provider = createFakeProvider();
    provider.cardBrands = ['Visa', 'JCB'];
    const page = await openCardRow(provider);
    expect(page.view.getByText('We accept Visa and JCB.')).toBeInTheDocument();
    page.unmount();
    const bare = createFakeProvider();
    bare.cardBrands = [];
    const other = await openCardRow(bare);
    expect(other.view.getByText('Secure payment by Braintree')).toBeInTheDocument();
    expect(other.view.queryByText(/We accept/)).toBeNull();
  });

  it('shows the amount to pay right above Process Payment', async () => {
    const page = await openCardRow();
    const line = page.pay.previousElementSibling;
    expect(line).toHaveTextContent('To pay $76.50');
    expect(page.pay).toHaveTextContent(/^Process Payment$/);
  });

  it('the amount to pay is the balance left after gift cards', async () => {
    const page = renderPaymentPage({
      details: detailsFixture({ balanceInCents: 2650, payPalBalanceInCents: 2675 }),
      giftCards: [
        { cardNumber: '6280000000000002', balanceInCents: 5000, cardExpiry: '2030-01-31' },
      ],
    });
    const pay = await page.view.findByRole('button', { name: 'Process Payment' });
    expect(pay.previousElementSibling).toHaveTextContent('To pay $26.50');
  });

  it('focuses the hosted field when its label is clicked', async () => {
    const page = await openCardRow();
    const row = within(page.view.getByRole('region', { name: 'Credit Card' }));
    await page.user.click(row.getByText('Card Number'));
    await page.user.click(row.getByText('Security Code (CVV)'));
    expect(page.provider.focused).toEqual(['number', 'cvv']);
  });

  it('enables Process Payment only while all four fields are valid', async () => {
    const page = await openCardRow();
    expect(page.pay).toBeDisabled();
    act(() =>
      page.provider.setCardValidity({ number: true, cardholderName: true, expirationDate: true }),
    );
    expect(page.pay).toBeDisabled();
    act(() => page.provider.setCardValidity({ cvv: true }));
    expect(page.pay).toBeEnabled();
    act(() => page.provider.setCardValidity({ number: false }));
    expect(page.pay).toBeDisabled();
  });

  it('pays: tokenize, complete with a payment bot-check token, then onPaid', async () => {
    const page = await openCardRow();
    act(() => page.provider.setCardValidity(true));
    await page.user.click(page.pay);
    await waitFor(() => expect(page.onPaid).toHaveBeenCalledWith('braintree'));
    expect(page.onPaid).toHaveBeenCalledTimes(1);
    const payment = suite.server.server.state.payments.find((p) => p.cartId === page.cartId);
    expect(payment).toMatchObject({
      paymentType: 'braintree',
      orderType: 'festivalPass',
      customer: TEST_CUSTOMER,
      nonce: 'fake-valid-nonce',
      recaptchaToken: expect.stringContaining('payment'),
      amountInCents: 7650,
    });
    expect(suite.botCheck.actions).toEqual(['payment']);
    expect(page.view.queryByText('Processing payment…')).not.toBeInTheDocument();
  });

  it('covers the page with the overlay while the payment is in flight', async () => {
    const page = await openCardRow();
    act(() => page.provider.setCardValidity(true));
    const held = page.provider.nextTokenize('hold');
    await page.user.click(page.pay);
    expect(page.view.getByText('Processing payment…').closest('[role="status"]')).not.toBeNull();
    expect(page.view.getByRole('region', { name: 'Checkout' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(page.view.getByRole('button', { name: 'Edit' })).toBeDisabled();
    await act(async () => held?.resolve({ nonce: 'fake-valid-nonce' }));
    await waitFor(() => expect(page.onPaid).toHaveBeenCalledWith('braintree'));
  });

  it('shows the tokenize error in WHOOPS, sends nothing, and returns to idle', async () => {
    const page = await openCardRow();
    act(() => page.provider.setCardValidity(true));
    page.provider.nextTokenize(
      new PaymentError(CARD_DETAILS_MESSAGE, 'HOSTED_FIELDS_FAILED_TOKENIZATION'),
    );
    await page.user.click(page.pay);
    const dialog = await page.view.findByRole('dialog', { name: 'WHOOPS' });
    expect(dialog).toHaveTextContent(
      'Something went wrong. Check your card details and try again.',
    );
    expect(page.completions()).toHaveLength(0);
    expectIdle(page);
    expect(page.onPaid).not.toHaveBeenCalled();
  });

  it("shows the server's detail when the bank declines, and the button works again", async () => {
    const page = await openCardRow();
    act(() => page.provider.setCardValidity(true));
    page.provider.nextTokenize({ nonce: 'fake-declined-nonce' });
    await page.user.click(page.pay);
    expect(await page.view.findByRole('dialog', { name: 'WHOOPS' })).toHaveTextContent(
      'Your card was declined by the bank.',
    );
    expectIdle(page);

    // Close returns focus to the button; a second try with a good card goes through.
    await page.user.click(page.view.getByRole('button', { name: 'Close' }));
    expect(page.view.queryByRole('dialog')).not.toBeInTheDocument();
    expect(page.shadowRoot.activeElement).toBe(page.pay);
    await page.user.click(page.pay);
    await waitFor(() => expect(page.onPaid).toHaveBeenCalledWith('braintree'));
    expect(page.completions()).toHaveLength(2);
  });

  it('shows the default text when the server fails without a detail', async () => {
    const page = await openCardRow();
    act(() => page.provider.setCardValidity(true));
    page.provider.nextTokenize({ nonce: 'fake-server-error-nonce' });
    await page.user.click(page.pay);
    expect(await page.view.findByRole('dialog', { name: 'WHOOPS' })).toHaveTextContent(
      'An error occurred during payment processing.',
    );
    expectIdle(page);
    expect(page.onPaid).not.toHaveBeenCalled();
  });

  it('shows the default text when the connection drops during completion', async () => {
    const page = await openCardRow();
    act(() => page.provider.setCardValidity(true));
    suite.server.failNext('POST', `checkout/${page.cartId}`);
    await page.user.click(page.pay);
    expect(await page.view.findByRole('dialog', { name: 'WHOOPS' })).toHaveTextContent(
      'An error occurred during payment processing.',
    );
    expectIdle(page);
  });

  it('makes one completion request however often it is clicked or entered while processing', async () => {
    const page = await openCardRow();
    act(() => page.provider.setCardValidity(true));
    const held = page.provider.nextTokenize('hold');
    await page.user.click(page.pay);
    await page.user.click(page.pay);
    page.pay.focus();
    await page.user.keyboard('{Enter}');
    fireEvent.click(page.pay);
    expect(page.provider.tokenizeCalls).toBe(1);

    await act(async () => held?.resolve({ nonce: 'fake-valid-nonce' }));
    // The completion is now in flight: more clicks still send nothing.
    fireEvent.click(page.pay);
    await page.user.keyboard('{Enter}');
    await waitFor(() => expect(page.onPaid).toHaveBeenCalledTimes(1));
    fireEvent.click(page.pay);
    expect(page.completions()).toHaveLength(1);
    expect(page.provider.tokenizeCalls).toBe(1);
  });

  it('tears the fields down when the page goes', async () => {
    const page = await openCardRow();
    expect(page.provider.liveCardFields).toBe(1);
    page.unmount();
    await waitFor(() => expect(page.provider.liveCardFields).toBe(0));
    expect(page.host.querySelector('[slot]')).toBeNull();
    expect(page.provider.teardowns).toBeGreaterThan(0);
  });

  describe('3D Secure (product-rules §7.9)', () => {
    /** The element's whole shadow root: the dialog is portalled to its end, beside the page. */
    const shadow = (page: Awaited<ReturnType<typeof openCardRow>>) =>
      within(page.host.shadowRoot as unknown as HTMLElement);
    const VERIFIED = {
      nonce: 'fake-3ds-verified-frictionless-nonce-1',
      threeDSecure: { liabilityShifted: true, liabilityShiftPossible: true },
    };
    beforeEach(async () => {
      await suite.server.call('PUT', '/demo/settings', { body: { threeDSecure: true } });
    });

    /** Press Process Payment on a card whose bank asks for a challenge; the open dialog. */
    async function challenged() {
      const provider = createFakeProvider();
      const held = provider.nextVerify('challenge');
      const page = await openCardRow(provider);
      act(() => page.provider.setCardValidity(true));
      await page.user.click(page.pay);
      const dialog = await shadow(page).findByRole('dialog', { name: 'Verify your card' });
      return { page, dialog, held };
    }

    it('verifies the card before completing: the verified nonce and what shifted go to the server', async () => {
      const provider = createFakeProvider();
      provider.nextVerify(VERIFIED);
      const page = await openCardRow(provider);
      act(() => page.provider.setCardValidity(true));
      await page.user.click(page.pay);
      await waitFor(() => expect(page.onPaid).toHaveBeenCalledWith('braintree'));
      expect(provider.verifyCalls[0]).toMatchObject({
        amountInCents: 7650,
        customer: { email: TEST_CUSTOMER.email, postCode: TEST_CUSTOMER.postCode },
      });
      const payment = suite.server.server.state.payments.find((p) => p.cartId === page.cartId);
      expect(payment).toMatchObject({ nonce: VERIFIED.nonce, threeDSecure: VERIFIED.threeDSecure });
    });

    it('a challenge opens ‘Verify your card’ with the bank’s frame; Cancel sends nothing and says so', async () => {
      const { page, dialog } = await challenged();
      expect(dialog.querySelector('slot[name="cinema-3ds-challenge"]')).not.toBeNull();
      expect(
        page.host.querySelector(':scope > [slot="cinema-3ds-challenge"] iframe'),
      ).not.toBeNull();
      await page.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await page.view.findByText(
        'Card verification was cancelled. Please try again or choose another payment option.',
      );
      expect(shadow(page).queryByRole('dialog', { name: 'Verify your card' })).toBeNull();
      expect(page.host.querySelector(':scope > [slot="cinema-3ds-challenge"]')).toBeNull();
      expect(page.completions()).toEqual([]);
      expect(page.onPaid).not.toHaveBeenCalled();
    });

    it('Escape cancels the challenge too', async () => {
      const { page, dialog } = await challenged();
      fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Cancel' }), { key: 'Escape' });
      await page.view.findByText(
        'Card verification was cancelled. Please try again or choose another payment option.',
      );
      expect(shadow(page).queryByRole('dialog', { name: 'Verify your card' })).toBeNull();
      expect(page.completions()).toEqual([]);
    });

    it('an approved challenge completes with the verified nonce', async () => {
      const { page, held } = await challenged();
      await act(async () => held?.resolve(VERIFIED));
      await waitFor(() => expect(page.onPaid).toHaveBeenCalledWith('braintree'));
      expect(shadow(page).queryByRole('dialog', { name: 'Verify your card' })).toBeNull();
    });

    it('a card that could not be verified (a failed lookup, or a bank that did not authenticate the buyer) sends nothing, says why, emits cinema-error, and the form works again', async () => {
      const provider = createFakeProvider();
      const message = 'Your card could not be verified. Please try another card or payment option.';
      provider.nextVerify(new PaymentError(message, 'PROVIDER_THREEDS_FAILED'));
      const page = await openCardRow(provider);
      const heard = vi.fn();
      page.host.addEventListener('cinema-error', heard);
      act(() => page.provider.setCardValidity(true));
      await page.user.click(page.pay);
      await page.view.findByText(message);
      expect(heard.mock.calls.map(([event]) => (event as CustomEvent).detail)).toEqual([
        { message },
      ]);
      expect(page.completions()).toEqual([]);
      await page.user.click(page.view.getByRole('button', { name: 'Close' }));
      expectIdle(page);
    });
  });
});
