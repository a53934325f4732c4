import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { createFakeProvider } from '../../provider/testing/fakePaymentProvider';
import { detailsFixture, renderPaymentPage } from '../testing/renderPaymentPage';

const ALL = { applePay: true, creditCard: true, giftCard: true, googlePay: true, payPal: true };
const NONE = {
  applePay: false,
  creditCard: false,
  giftCard: false,
  googlePay: false,
  payPal: false,
};

/** The row headers (accordion buttons) in order. */
function rowTitles(view: ReturnType<typeof renderPaymentPage>['view']): string[] {
  return view.queryAllByRole('heading', { level: 4 }).map((heading) => heading.textContent ?? '');
}

async function renderConnected(options: Parameters<typeof renderPaymentPage>[0] = {}) {
  const page = renderPaymentPage({ details: detailsFixture(), ...options });
  await waitFor(() =>
    expect(page.view.queryByText('Loading payment options')).not.toBeInTheDocument(),
  );
  return page;
}

describe('which payment options appear (product-rules §7.2)', () => {
  it('offers every enabled method while a balance remains, Apple Pay only when the device can pay', async () => {
    const provider = createFakeProvider();
    provider.applePayAvailable = true;
    const { view } = await renderConnected({ provider });
    // The express wallets above the card, PayPal (with its surcharge) last (product-rules §7.2).
    expect(rowTitles(view)).toEqual([
      'Gift Card',
      'Apple Pay',
      'Google Pay',
      'Credit Card',
      'PayPal',
    ]);
  });

  it('leaves Apple Pay out when the device has no Apple Pay', async () => {
    const { view } = await renderConnected();
    expect(rowTitles(view)).toEqual(['Gift Card', 'Google Pay', 'Credit Card', 'PayPal']);
  });

  it.each([
    ['giftCard', 'Gift Card'],
    ['creditCard', 'Credit Card'],
    ['applePay', 'Apple Pay'],
    ['googlePay', 'Google Pay'],
    ['payPal', 'PayPal'],
  ] as const)('shows only %s when only that flag is on', async (flag, title) => {
    const provider = createFakeProvider();
    provider.applePayAvailable = true;
    const { view } = await renderConnected({
      provider,
      details: detailsFixture({ methods: { ...NONE, [flag]: true } }),
    });
    expect(rowTitles(view)).toEqual([title]);
  });

  it('offers only the gift card once gift cards cover the order', async () => {
    const provider = createFakeProvider();
    provider.applePayAvailable = true;
    const covering = {
      cardNumber: '6280000000000001',
      balanceInCents: 2350,
      cardExpiry: '2027-12-31',
    };
    const { view } = await renderConnected({
      provider,
      details: detailsFixture({ balanceInCents: 0, payPalBalanceInCents: 0, methods: ALL }),
      giftCards: [covering],
    });
    expect(rowTitles(view)).toEqual(['Gift Card']);
  });

  it('offers no payment options for an order with nothing to pay, only Complete order', async () => {
    const page = renderPaymentPage({
      details: detailsFixture({ balanceInCents: 0, payPalBalanceInCents: 0, methods: ALL }),
    });
    const button = await page.view.findByRole('button', { name: 'Complete order' });
    expect(page.view.getByText('There is nothing to pay for this order.')).toBeInTheDocument();
    expect(page.view.queryByRole('heading', { name: 'Payment Options' })).not.toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it('hides Google Pay when the provider says it is not ready to pay', async () => {
    const provider = createFakeProvider();
    provider.googlePayReady = false;
    const { view } = await renderConnected({ provider });
    await waitFor(() => expect(rowTitles(view)).toEqual(['Gift Card', 'Credit Card', 'PayPal']));
    expect(provider.walletMounts.googlePay).toHaveLength(1);
  });

  it('mounts a wallet only when its row is offered', async () => {
    const provider = createFakeProvider();
    await renderConnected({
      provider,
      details: detailsFixture({ methods: { ...ALL, googlePay: false } }),
    });
    await waitFor(() => expect(provider.walletMounts.payPal).toHaveLength(1));
    expect(provider.walletMounts.googlePay).toHaveLength(0);
  });
});

describe('the open card row goes first', () => {
  it('closed wallet rows start loading once the card fields are in', async () => {
    const provider = createFakeProvider();
    const held = provider.holdCardFields();
    const { view } = await renderConnected({ provider });
    expect(view.getByRole('button', { name: 'Credit Card' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(provider.walletMounts.payPal).toHaveLength(0);
    expect(provider.walletMounts.googlePay).toHaveLength(0);
    await act(async () => held.release());
    await waitFor(() => expect(provider.walletMounts.payPal).toHaveLength(1));
    expect(provider.walletMounts.googlePay).toHaveLength(1);
  });

  it('a wallet row the buyer opens starts at once, card fields or not', async () => {
    const provider = createFakeProvider();
    provider.holdCardFields();
    const { view } = await renderConnected({ provider });
    fireEvent.click(view.getByRole('button', { name: 'PayPal' }));
    await waitFor(() => expect(provider.walletMounts.payPal).toHaveLength(1));
  });

  it('with another row open, the wallets do not wait for the card', async () => {
    const provider = createFakeProvider();
    provider.holdCardFields();
    const { view } = await renderConnected({ provider });
    fireEvent.click(view.getByRole('button', { name: 'Gift Card' }));
    await waitFor(() => expect(provider.walletMounts.payPal).toHaveLength(1));
    expect(provider.walletMounts.googlePay).toHaveLength(1);
  });
});

describe('connecting to the provider', () => {
  it('shows a spinner until the client exists, then the options', async () => {
    const provider = createFakeProvider();
    const held = provider.holdConnect();
    const { view } = renderPaymentPage({ provider, details: detailsFixture() });
    expect(view.getByText('Loading payment options')).toBeInTheDocument();
    expect(view.queryByRole('button', { name: 'Credit Card' })).not.toBeInTheDocument();
    await waitFor(() => expect(provider.connects).toEqual(['fake-authorization-1']));

    await act(async () => held.resolve());
    expect(await view.findByRole('button', { name: 'Credit Card' })).toBeInTheDocument();
    expect(view.queryByText('Loading payment options')).not.toBeInTheDocument();
  });

  it('shows a clear error with a retry when the client cannot be created', async () => {
    const provider = createFakeProvider();
    provider.failNextConnect();
    const { view, user } = renderPaymentPage({ provider, details: detailsFixture() });
    expect(await view.findByRole('alert')).toHaveTextContent(
      'The payment options could not be loaded. Please check your connection and try again.',
    );
    expect(view.queryByRole('button', { name: 'Credit Card' })).not.toBeInTheDocument();

    await user.click(view.getByRole('button', { name: 'Try again' }));
    expect(await view.findByRole('button', { name: 'Credit Card' })).toBeInTheDocument();
    expect(provider.connects).toHaveLength(2);
  });
});

describe('the Payment Options accordion', () => {
  it('opens the remembered payment type first, else Credit Card, else the first row', async () => {
    const remembered = await renderConnected({ lastPaymentType: 'payPal' });
    expect(remembered.view.getByRole('button', { name: 'PayPal' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    remembered.unmount();
    const fresh = await renderConnected();
    expect(fresh.view.getByRole('button', { name: 'Credit Card' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    fresh.unmount();
    const noCard = await renderConnected({
      details: detailsFixture({ methods: { ...ALL, creditCard: false } }),
    });
    expect(noCard.view.getByRole('button', { name: 'Gift Card' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('opens one row at a time, each header a button controlling its region', async () => {
    const { view, user, shadowRoot } = await renderConnected();
    const gift = view.getByRole('button', { name: 'Gift Card' });
    const card = view.getByRole('button', { name: 'Credit Card' });
    // With no remembered payment type, Credit Card starts open (product-rules §7.2).
    expect(card).toHaveAttribute('aria-expanded', 'true');
    expect(gift).toHaveAttribute('aria-expanded', 'false');
    const giftRegion = shadowRoot.getElementById(gift.getAttribute('aria-controls') ?? '');
    expect(giftRegion).toHaveAttribute('role', 'region');
    expect(giftRegion).toHaveAttribute('aria-labelledby', gift.id);
    expect(giftRegion).not.toBeVisible();

    await user.click(gift);
    expect(gift).toHaveAttribute('aria-expanded', 'true');
    expect(card).toHaveAttribute('aria-expanded', 'false');
    expect(view.getByRole('region', { name: 'Gift Card' })).toBeVisible();

    await user.click(gift);
    expect(gift).toHaveAttribute('aria-expanded', 'false');
  });

  it('paints a row\'s press before the page renders the change (docs/speed.md, "Interactions")', async () => {
    const { view } = await renderConnected();
    const payPal = view.getByRole('button', { name: 'PayPal' });
    const card = view.getByRole('button', { name: 'Credit Card' });
    // Outside act, as a browser runs it: the press's own render is the click's, the change's a
    // transition after it.
    const flag = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean | undefined };
    const before = flag.IS_REACT_ACT_ENVIRONMENT;
    flag.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      payPal.click();
      // A click's own updates are done by its microtasks; a transition waits for a task.
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
      expect(payPal).toHaveAttribute('aria-expanded', 'false');
      expect(card).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() => expect(payPal).toHaveAttribute('aria-expanded', 'true'));
      expect(card).toHaveAttribute('aria-expanded', 'false');
    } finally {
      flag.IS_REACT_ACT_ENVIRONMENT = before;
    }
  });

  it('draws the gift card form when its row is first opened, and keeps what was typed after', async () => {
    const { view, user, shadowRoot } = await renderConnected();
    const gift = view.getByRole('button', { name: 'Gift Card' });
    const region = shadowRoot.getElementById(gift.getAttribute('aria-controls') ?? '');
    expect(region?.querySelector('input')).toBeNull();

    await user.click(gift);
    const row = within(view.getByRole('region', { name: 'Gift Card' }));
    await user.type(row.getByRole('textbox', { name: 'Card Number' }), '6280');
    await user.click(view.getByRole('button', { name: 'Credit Card' }));
    expect(gift).toHaveAttribute('aria-expanded', 'false');
    await user.click(gift);
    expect(
      within(view.getByRole('region', { name: 'Gift Card' })).getByRole('textbox', {
        name: 'Card Number',
      }),
    ).toHaveValue('6280');
  });

  it('toggles with Enter and Space and moves between headers with Up, Down, Home and End', async () => {
    const { view, user, shadowRoot } = await renderConnected();
    const [gift, google, card, payPal] = ['Gift Card', 'Google Pay', 'Credit Card', 'PayPal'].map(
      (name) => view.getByRole('button', { name }),
    ) as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    card.focus();
    await user.keyboard('{Enter}');
    expect(card).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(card).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}');
    expect(shadowRoot.activeElement).toBe(payPal);
    await user.keyboard('{ArrowUp}');
    await user.keyboard('{ArrowUp}');
    expect(shadowRoot.activeElement).toBe(google);
    await user.keyboard('{End}');
    expect(shadowRoot.activeElement).toBe(payPal);
    await user.keyboard('{ArrowDown}');
    expect(shadowRoot.activeElement).toBe(gift);
    await user.keyboard('{ArrowUp}');
    expect(shadowRoot.activeElement).toBe(payPal);
    await user.keyboard('{Home}');
    expect(shadowRoot.activeElement).toBe(gift);
  });

  it('keeps the gift card row open while gift cards are applied, with one other row beside it', async () => {
    const { view, user } = await renderConnected({
      details: detailsFixture({ balanceInCents: 5650 }),
      giftCards: [
        { cardNumber: '6280000000000002', balanceInCents: 2000, cardExpiry: '2030-01-31' },
      ],
    });
    const gift = view.getByRole('button', { name: 'Gift Card' });
    expect(gift).toHaveAttribute('aria-expanded', 'true');
    expect(gift).toHaveAttribute('aria-disabled', 'true');

    await user.click(gift);
    expect(gift).toHaveAttribute('aria-expanded', 'true');

    // Credit Card is open beside it from the start (the default row, product-rules §7.2).
    expect(gift).toHaveAttribute('aria-expanded', 'true');
    expect(view.getByRole('button', { name: 'Credit Card' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.click(view.getByRole('button', { name: 'PayPal' }));
    expect(view.getByRole('button', { name: 'Credit Card' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(view.getByRole('button', { name: 'PayPal' })).toHaveAttribute('aria-expanded', 'true');
    expect(gift).toHaveAttribute('aria-expanded', 'true');
  });

  it('ignores keys it does not handle', async () => {
    const { view, shadowRoot } = await renderConnected();
    const card = view.getByRole('button', { name: 'Credit Card' });
    card.focus();
    fireEvent.keyDown(card, { key: 'ArrowRight' });
    expect(shadowRoot.activeElement).toBe(card);
  });
});
