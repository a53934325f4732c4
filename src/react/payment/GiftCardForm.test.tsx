import { waitFor, within } from '@testing-library/react';
import { createHttp } from '../../api/http';
import { formatDate } from '../../format/formatDate';
import { gate } from '../../../test/support/gate';
import { referenceServerSuite } from '../testing/referenceServerSuite';
import { renderPaymentPage } from '../testing/renderPaymentPage';

const PARTIAL_CARD = '6280000000000002'; // $20.00 of a $76.50 order
const FULL_CARD = '6280000000000001'; // $500.00: covers it all
/** How the applied card reads: masked to its last four digits. */
const PARTIAL_SHOWN = 'Gift card ending 0002';

const suite = referenceServerSuite();

async function openGiftCardRow() {
  const cartId = await suite.server.createPassCart();
  const page = renderPaymentPage({ http: suite.server.http, cartId });
  // Credit Card opens first (product-rules §7.2); the buyer opens the gift card row.
  await page.user.click(await page.view.findByRole('button', { name: 'Gift Card' }));
  const row = within(await page.view.findByRole('region', { name: 'Gift Card' }));
  return { ...page, cartId, row };
}

type Page = Awaited<ReturnType<typeof openGiftCardRow>>;

async function addCard(page: Page, cardNumber: string, pin = '1234') {
  await page.user.type(page.row.getByLabelText('Card Number'), cardNumber);
  await page.user.type(page.row.getByLabelText('PIN'), pin);
  await page.user.click(page.row.getByRole('button', { name: 'Add Gift Card' }));
}

describe('the gift card form', () => {
  it("uses plain numeric inputs that browsers don't autofill with payment cards", async () => {
    const { row } = await openGiftCardRow();
    for (const label of ['Card Number', 'PIN']) {
      const input = row.getByLabelText(label);
      expect(input).toHaveAttribute('inputmode', 'numeric');
      expect(input).toHaveAttribute('autocomplete', 'off');
      // Autofill also reads ids and names: nothing may look like a payment card's number or CVV.
      expect(`${input.id} ${input.getAttribute('name') ?? ''}`).not.toMatch(
        /card.?(num|no\b)|cvv|cvc|csc/i,
      );
    }
  });

  it('checks each field on blur with the messages of product-rules §8.5 and gates Add Gift Card', async () => {
    const { row, user } = await openGiftCardRow();
    const number = row.getByLabelText('Card Number');
    const pin = row.getByLabelText('PIN');
    const add = row.getByRole('button', { name: 'Add Gift Card' });
    // Looks and reads as unavailable, yet stays a focusable button that can say why.
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).not.toHaveClass('button--link');
    expect(row.queryByText('This field is required')).not.toBeInTheDocument();

    await user.click(number);
    await user.click(pin);
    expect(row.getByText('This field is required')).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('This field is required');
    expect(row.getByText('Please correct form errors.')).toBeInTheDocument();

    await user.type(number, '62800x');
    await user.type(pin, '12a');
    await user.click(number);
    expect(number).toHaveAccessibleDescription('Please enter a valid gift card number');
    expect(pin).toHaveAccessibleDescription('Please enter a valid gift card PIN');
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription('Please correct form errors.');

    // Replace what is there, as selecting it all and typing over it would.
    await user.type(number, '6280000000000002', {
      initialSelectionStart: 0,
      initialSelectionEnd: 6,
    });
    await user.type(pin, '1234', { initialSelectionStart: 0, initialSelectionEnd: 3 });
    await user.click(number);
    expect(number).not.toHaveAttribute('aria-invalid');
    expect(pin).not.toHaveAttribute('aria-invalid');
    expect(row.queryByText('Please correct form errors.')).not.toBeInTheDocument();
    expect(add).not.toHaveAttribute('aria-disabled');
  });

  it('applies a card that covers part of the order: applied view, PAY BALANCE, balance to pay', async () => {
    const page = await openGiftCardRow();
    await addCard(page, PARTIAL_CARD);
    expect(page.row.getByRole('status')).toHaveTextContent('Checking your gift card');

    expect(await page.row.findByText(PARTIAL_SHOWN)).toBeInTheDocument();
    expect(page.row.queryByText(PARTIAL_CARD)).not.toBeInTheDocument();
    expect(page.row.getByText('•••• 0002')).toBeInTheDocument();
    const applied = page.row.getByText(PARTIAL_SHOWN).closest('.gift-card__applied') as HTMLElement;
    expect(within(applied).getByRole('button', { name: 'Remove Card' })).toBeInTheDocument();
    expect(within(applied).getByText('Card Balance').nextElementSibling).toHaveTextContent(
      '$20.00',
    );
    const expiry = suite.server.server.state.giftCards.get(PARTIAL_CARD)?.expiry ?? '';
    expect(within(applied).getByText('Expiry Date').nextElementSibling).toHaveTextContent(
      formatDate(expiry),
    );

    expect(page.view.getByText('PAY BALANCE')).toBeInTheDocument();
    expect(
      page.view.getByText(
        'There are insufficient funds on your gift card. Please select a payment method below for your remaining balance.',
      ),
    ).toBeInTheDocument();
    expect(
      await page.view.findByRole('row', { name: 'Balance to pay $56.50' }),
    ).toBeInTheDocument();
    expect(page.view.getByRole('row', { name: 'Gift cards -$20.00' })).toBeInTheDocument();
    expect(page.view.getByRole('row', { name: 'Total $76.50' })).toBeInTheDocument();
    expect(page.row.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
    // The entry form is fresh for another card, and the other options remain for the balance.
    expect(page.row.getByLabelText('Card Number')).toHaveValue('');
    expect(page.view.getByRole('button', { name: 'Credit Card' })).toBeInTheDocument();
    expect(suite.botCheck.actions).toEqual(['giftCard']);
  });

  it("shows the server's detail in WHOOPS when the card is refused", async () => {
    const page = await openGiftCardRow();
    await addCard(page, PARTIAL_CARD, '9999');
    expect(await page.view.findByRole('dialog', { name: 'WHOOPS' })).toHaveTextContent(
      'The gift card number or PIN is incorrect.',
    );
    expect(page.row.queryByText('Card Balance')).not.toBeInTheDocument();
    expect(page.row.getByRole('button', { name: 'Add Gift Card' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('keeps focus on Add Gift Card while checking, and WHOOPS gives it back when the card is refused', async () => {
    const page = await openGiftCardRow();
    await addCard(page, PARTIAL_CARD, '9999');
    const add = page.row.getByRole('button', { name: 'Add Gift Card' });
    expect(page.row.getByRole('status')).toHaveTextContent('Checking your gift card');
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(page.shadowRoot.activeElement).toBe(add);
    await page.view.findByRole('dialog', { name: 'WHOOPS' });
    await page.user.keyboard('{Escape}');
    expect(page.view.queryByRole('dialog', { name: 'WHOOPS' })).not.toBeInTheDocument();
    expect(page.shadowRoot.activeElement).toBe(add);
    expect(add).not.toHaveAttribute('aria-disabled');
  });

  it('shows the default text when adding fails without a detail', async () => {
    const page = await openGiftCardRow();
    suite.server.failNext('POST', `checkout/${page.cartId}/gift-card`);
    await addCard(page, PARTIAL_CARD);
    expect(await page.view.findByRole('dialog', { name: 'WHOOPS' })).toHaveTextContent(
      'An error occurred validating the gift card.',
    );
    expect(page.row.getByLabelText('Card Number')).toHaveValue(PARTIAL_CARD);
  });

  it('removes the card: details refreshed, applied view gone, form cleared', async () => {
    const page = await openGiftCardRow();
    await addCard(page, PARTIAL_CARD);
    await page.row.findByText(PARTIAL_SHOWN);
    await page.user.type(page.row.getByLabelText('Card Number'), '123');

    await page.user.click(page.row.getByRole('button', { name: 'Remove Card' }));
    await waitFor(() => expect(page.row.queryByText(PARTIAL_SHOWN)).not.toBeInTheDocument());
    expect(page.row.getByLabelText('Card Number')).toHaveValue('');
    expect(page.view.queryByText('PAY BALANCE')).not.toBeInTheDocument();
    expect(page.view.queryByRole('row', { name: /Balance to pay/ })).not.toBeInTheDocument();
    const removals = suite.server.sent.filter(
      (r) => r.method === 'DELETE' && r.apiPath === `checkout/${page.cartId}/gift-card`,
    );
    expect(removals).toHaveLength(1);
    expect(
      suite.server.sent.filter((r) => r.method === 'GET' && r.apiPath === `checkout/${page.cartId}`)
        .length,
    ).toBeGreaterThan(2);
  });

  it('keeps Remove Card focusable while removing, ignores a second press, and WHOOPS gives focus back', async () => {
    // The removal is held until the test lets it fail, to look at the button while it runs.
    const held = gate<void>();
    let removals = 0;
    const http = createHttp(suite.server.http.base, {
      fetch: async (input, init) => {
        const request = new Request(input, init);
        if (request.method !== 'DELETE') return fetch(request);
        removals += 1;
        await held.promise;
        throw new TypeError('Failed to fetch');
      },
    });
    const cartId = await suite.server.createPassCart();
    const page = renderPaymentPage({ http, cartId });
    await page.user.click(await page.view.findByRole('button', { name: 'Gift Card' }));
    const row = within(await page.view.findByRole('region', { name: 'Gift Card' }));
    await addCard({ ...page, cartId, row }, PARTIAL_CARD);
    const remove = await row.findByRole('button', { name: 'Remove Card' });

    await page.user.click(remove);
    // Not `disabled`: a disabled button drops focus, and there would be nothing to give it back to.
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).not.toBeDisabled();
    await page.user.click(remove);
    held.resolve();
    const dialog = await page.view.findByRole('dialog', { name: 'WHOOPS' });
    expect(dialog).toHaveTextContent('We could not remove the gift card. Please try again.');
    expect(removals).toBe(1);
    await page.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(page.shadowRoot.activeElement).toBe(remove);
    expect(remove).not.toHaveAttribute('aria-disabled');
  });

  it('pays in full with Pay Now, shown only once the balance is 0', async () => {
    const page = await openGiftCardRow();
    expect(page.row.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
    await addCard(page, FULL_CARD);
    const payNow = await page.row.findByRole('button', { name: 'Pay Now' });
    // Nothing left to pay: only the gift card row remains, and no PAY BALANCE notice.
    expect(page.view.queryByRole('button', { name: 'Credit Card' })).not.toBeInTheDocument();
    expect(page.view.queryByText('PAY BALANCE')).not.toBeInTheDocument();

    await page.user.click(payNow);
    await waitFor(() => expect(page.onPaid).toHaveBeenCalledWith('giftCard'));
    const payment = suite.server.server.state.payments.find((p) => p.cartId === page.cartId);
    expect(payment).toMatchObject({ paymentType: 'giftCard', amountInCents: 0 });
    // A fresh 'payment' token, as for cards (product-rules §13).
    expect(payment?.recaptchaToken).toMatch(/^payment-token-/);
    expect(payment?.giftCards).toEqual([{ cardNumber: FULL_CARD, amountInCents: 7650 }]);
  });
});
