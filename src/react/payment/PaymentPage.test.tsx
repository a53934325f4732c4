import { waitFor, within } from '@testing-library/react';
import { referenceServerSuite } from '../testing/referenceServerSuite';
import { detailsFixture, renderPaymentPage } from '../testing/renderPaymentPage';

const suite = referenceServerSuite();

async function renderForNewCart(options: Parameters<typeof renderPaymentPage>[0] = {}) {
  const cartId = await suite.server.createPassCart();
  const page = renderPaymentPage({ http: suite.server.http, cartId, ...options });
  await page.view.findByRole('button', { name: 'Credit Card' });
  return { ...page, cartId };
}

describe('the payment page', () => {
  it('summarises the order from the cart in AUD', async () => {
    const { view } = await renderForNewCart();
    const summary = within(view.getByRole('region', { name: 'Order Summary' }));
    expect(
      await summary.findByRole('row', { name: 'JIFF 5-Film Pass × 1 $75.00' }),
    ).toBeInTheDocument();
    expect(summary.getByRole('row', { name: 'Booking fee $1.50' })).toBeInTheDocument();
    expect(summary.getByRole('row', { name: 'Total $76.50' })).toBeInTheDocument();
    expect(summary.getByText('Demo Cinema')).toBeInTheDocument();
    expect(summary.queryByRole('row', { name: /Balance to pay/ })).not.toBeInTheDocument();
  });

  it("moves focus to the 'Checkout' heading and goes back with Edit", async () => {
    const { view, shadowRoot, user, onEdit } = await renderForNewCart();
    const heading = view.getByRole('heading', { level: 2, name: 'Checkout' });
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(shadowRoot.activeElement).toBe(heading);
    await user.click(view.getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('shows the pass and exchange terms for passes, the exchange terms alone for tickets, none for the shop', async () => {
    const { view, unmount } = await renderForNewCart();
    const terms = within(view.getByRole('region', { name: 'Ticket terms' }));
    expect(
      terms.getByText(
        'A ticket exchange costs $2.50 per ticket and must be made at least 24 hours before the screening, at the box office.',
      ),
    ).toBeInTheDocument();
    expect(
      terms.getByText(
        'Festival and multi-film passes are valid for one admission per pass, are non-refundable, and cannot be used for special events.',
      ),
    ).toBeInTheDocument();
    unmount();

    const booking = await renderForNewCart({ orderType: 'booking' });
    const bookingTerms = within(booking.view.getByRole('region', { name: 'Ticket terms' }));
    expect(
      bookingTerms.getByText(/A ticket exchange costs \$2\.50 per ticket/),
    ).toBeInTheDocument();
    expect(bookingTerms.queryByText(/Festival and multi-film passes/)).not.toBeInTheDocument();
    booking.unmount();

    for (const orderType of ['shop', 'registration', 'renewal'] as const) {
      const other = await renderForNewCart({ orderType });
      expect(other.view.queryByRole('region', { name: 'Ticket terms' })).not.toBeInTheDocument();
      other.unmount();
    }
  });

  it('fetches the payment details itself when it arrives without them', async () => {
    const { cartId, provider } = await renderForNewCart();
    expect(
      suite.server.sent.filter((r) => r.method === 'GET' && r.apiPath === `checkout/${cartId}`),
    ).toHaveLength(1);
    expect(provider.connects).toHaveLength(1);
  });

  it('explains a failed load in WHOOPS, offers a retry and tells the host page', async () => {
    const missing = 'no-such-cart';
    const errors: string[] = [];
    const page = renderPaymentPage({ http: suite.server.http, cartId: missing });
    page.host.addEventListener('cinema-error', (event) => errors.push(event.detail.message));
    expect(await page.view.findByRole('dialog', { name: 'WHOOPS' })).toHaveTextContent(
      `There is no cart with id "${missing}".`,
    );
    // The host page hears of it from an effect, just after the dialog shows.
    await waitFor(() => expect(errors).toEqual([`There is no cart with id "${missing}".`]));
    await page.user.click(page.view.getByRole('button', { name: 'Close' }));
    const alert = page.view
      .getByText('The payment options could not be loaded.')
      .closest('[role="alert"]');
    expect(alert).not.toBeNull();

    await page.user.click(within(alert as HTMLElement).getByRole('button', { name: 'Try again' }));
    await page.view.findByRole('dialog', { name: 'WHOOPS' });
    expect(suite.server.sent.filter((r) => r.apiPath === `checkout/${missing}`)).toHaveLength(2);
  });

  it('offers no options from old details when the refresh after removing a gift card fails', async () => {
    const page = await renderForNewCart();
    await page.user.click(page.view.getByRole('button', { name: 'Gift Card' }));
    const row = within(page.view.getByRole('region', { name: 'Gift Card' }));
    await page.user.type(row.getByLabelText('Card Number'), '6280000000000001');
    await page.user.type(row.getByLabelText('PIN'), '1234');
    await page.user.click(row.getByRole('button', { name: 'Add Gift Card' }));
    await page.view.findByRole('button', { name: 'Pay Now' });

    // The DELETE goes through; the refresh fails every time the client tries (it retries a GET twice).
    for (let i = 0; i < 3; i += 1) suite.server.failNext('GET', `checkout/${page.cartId}`);
    await page.user.click(page.view.getByRole('button', { name: 'Remove Card' }));
    const dialog = await page.view.findByRole('dialog', { name: 'WHOOPS' });
    expect(dialog).toHaveTextContent('We could not load the payment options. Please try again.');
    await page.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    // The held details still say "paid in full"; Pay Now would charge a gift card no longer applied.
    expect(page.view.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
    expect(page.view.queryByRole('region', { name: 'Payment Options' })).not.toBeInTheDocument();

    await page.user.click(page.view.getByRole('button', { name: 'Try again' }));
    await page.view.findByRole('button', { name: 'Credit Card' });
    expect(page.view.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
    expect(page.view.queryByRole('dialog', { name: 'WHOOPS' })).not.toBeInTheDocument();
    expect(page.store.get(page.atoms.balanceInCentsAtom)).toBe(7650);
    // The buyer was in the gift card row: it is open again, empty, for another card.
    expect(page.view.getByRole('button', { name: 'Gift Card' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const again = within(page.view.getByRole('region', { name: 'Gift Card' }));
    expect(again.getByLabelText('Card Number')).toHaveValue('');
    expect(page.view.getByRole('button', { name: 'Credit Card' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('says so when there is no order to pay for', () => {
    const { view } = renderPaymentPage({ cartId: null });
    expect(view.getByRole('alert')).toHaveTextContent(
      'There is no order to pay for. Please go back and start again.',
    );
  });

  it('keeps its provider client when a gift card brings new payment details', async () => {
    const page = await renderForNewCart();
    const first = page.store.get(page.atoms.paymentDetailsAtom)?.authorization;
    await page.user.click(page.view.getByRole('button', { name: 'Gift Card' }));
    const row = within(page.view.getByRole('region', { name: 'Gift Card' }));
    await page.user.type(row.getByLabelText('Card Number'), '6280000000000002');
    await page.user.type(row.getByLabelText('PIN'), '1234');
    await page.user.click(row.getByRole('button', { name: 'Add Gift Card' }));
    await page.view.findByRole('row', { name: 'Balance to pay $56.50' });
    expect(page.store.get(page.atoms.paymentDetailsAtom)?.authorization).not.toBe(first);
    expect(page.provider.connects).toEqual([first]);
    expect(page.view.getByRole('button', { name: 'Credit Card' })).toBeInTheDocument();
    expect(page.provider.liveCardFields).toBe(1);
    // The wallets were mounted again for the new balance.
    await waitFor(() =>
      expect(page.provider.walletMounts.payPal.at(-1)?.amount.amountInCents).toBe(5675),
    );
  });

  it('mounts cleanly under StrictMode and leaves nothing behind when it goes', async () => {
    const page = renderPaymentPage({ details: detailsFixture(), strict: true });
    await page.view.findByRole('button', { name: 'Credit Card' });
    await waitFor(() => expect(page.provider.liveCardFields).toBe(1));
    await waitFor(() => expect(page.host.querySelectorAll('[slot="card-number"]')).toHaveLength(1));
    // The wallets follow once the open card row's fields are in.
    await waitFor(() =>
      expect(page.host.querySelectorAll('[slot="paypal-button"]')).toHaveLength(1),
    );

    page.unmount();
    await waitFor(() => expect(page.provider.liveCardFields).toBe(0));
    expect(page.host.querySelector('[slot]')).toBeNull();
  });

  it('completes an order with nothing to pay as free, with a payment bot-check token', async () => {
    const cart = await suite.server.call('POST', '/api/cart');
    const { id: cartId } = cart.json as { id: string };
    await suite.server.call('POST', `/api/cart/${cartId}/membership`, {
      body: {
        cinemaId: 'demo-cinema',
        concessionItemId: 'MEM-FREE-ADULT',
        email: 'mia@example.com',
        firstName: 'Mia',
        lastName: 'Wong',
        mobilePhone: '0400 000 000',
        dateOfBirth: '1990-01-31',
        postCode: '2031',
        sendNewsletter: false,
        sendLoyaltyUpdates: false,
        recaptchaToken: 'membership-token',
      },
    });
    const page = renderPaymentPage({ http: suite.server.http, cartId, orderType: 'registration' });
    const button = await page.view.findByRole('button', { name: 'Complete order' });
    await page.user.click(button);
    await waitFor(() => expect(page.onPaid).toHaveBeenCalledWith('free'));
    expect(suite.server.server.state.payments.at(-1)).toMatchObject({
      cartId,
      paymentType: 'free',
      orderType: 'registration',
      amountInCents: 0,
    });
    expect(suite.server.server.state.payments.at(-1)?.recaptchaToken).toMatch(/^payment-token-/);
  });
});
