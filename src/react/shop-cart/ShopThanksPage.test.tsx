import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Receipt } from '../../atoms/checkout/receipt';
import { ElementRoot } from '../ElementRoot';
import { ShopThanksPage } from './ShopThanksPage';

// 10:00 on 27 Nov 2026 in Sydney: the cinema's day, whatever the test machine's zone.
const NOW = new Date('2026-11-26T23:00:00.000Z');

const RECEIPT: Receipt = {
  reference: 'cart-0001',
  orderType: 'shop',
  lines: [
    {
      label: '$50 eGift Card × 2',
      amountInCents: 10000,
      recipient: { name: 'Ann Lee', email: 'ann@example.com', sendDate: '2026-12-03' },
    },
    {
      label: '$50 eGift Card × 1',
      amountInCents: 5000,
      recipient: { name: 'Mia Chen', email: 'mia@example.com', sendDate: '2026-11-27' },
    },
    { label: 'Popcorn Hamper × 1', amountInCents: 4500 },
  ],
  bookingFeeInCents: 0,
  totalInCents: 19500,
  method: 'Visa ending 1111',
  email: 'mia@example.com',
  paidAt: NOW.toISOString(),
};

const card = {
  id: 'egift-50',
  type: 'giftCardByEmail',
  name: '$50 eGift Card',
  priceInCents: 5000,
} as const;
const GIFTS = [
  {
    ...card,
    quantity: 2,
    recipient: { name: 'Ann Lee', email: 'ann@example.com', from: 'Pat', sendDate: '2026-12-03' },
  },
  {
    ...card,
    quantity: 1,
    recipient: { name: 'Mia Chen', email: 'mia@example.com', from: 'Pat', sendDate: '2026-11-27' },
  },
];
const BOX = {
  id: 'gift-box-50',
  type: 'giftByPost',
  name: 'Gift Box',
  priceInCents: 5000,
  quantity: 1,
} as const;

function renderPage(props: Partial<React.ComponentProps<typeof ShopThanksPage>> = {}) {
  const host = document.createElement('div');
  document.body.append(host);
  const onContinue = vi.fn();
  render(
    <ElementRoot host={host}>
      <ShopThanksPage receipt={RECEIPT} lines={GIFTS} onContinue={onContinue} {...props} />
    </ElementRoot>,
  );
  return { onContinue };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('ShopThanksPage', () => {
  it('says, per gift card by e-mail, to whom and on which day it is sent (§15.2)', () => {
    renderPage();
    const list = screen.getByRole('list', { name: 'Your gift cards by e-mail' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '$50 eGift Card × 2: For Ann Lee (ann@example.com), sent by e-mail on 3 Dec 2026.',
      '$50 eGift Card × 1: For Mia Chen (mia@example.com), sent by e-mail today.',
    ]);
  });

  it('puts the same on the receipt, beside each gift card, and nothing beside other lines', () => {
    renderPage();
    const receipt = screen.getByRole('region', { name: 'Your receipt' });
    const rows = within(receipt).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(
      '$50 eGift Card × 2For Ann Lee (ann@example.com), sent by e-mail on 3 Dec 2026$100.00',
    );
    expect(rows[2]).toHaveTextContent('For Mia Chen (mia@example.com), sent by e-mail today');
    expect(rows[3]).toHaveTextContent(/^Popcorn Hamper × 1\$45\.00$/);
  });

  it('sends a card stored without a recipient to the buyer, as before recipients existed', () => {
    renderPage({
      lines: [
        {
          id: 'egift-25',
          type: 'giftCardByEmail',
          name: '$25 eGift Card',
          priceInCents: 2500,
          quantity: 1,
        },
      ],
    });
    expect(screen.getByRole('listitem')).toHaveTextContent(
      '$25 eGift Card × 1: sent to mia@example.com, ready to forward or print.',
    );
  });

  it('says where the gifts by post go, on the page and on the receipt (§5.6)', () => {
    renderPage({
      lines: [BOX],
      receipt: {
        ...RECEIPT,
        deliveryAddress: {
          firstName: 'Pat',
          lastName: 'Buyer',
          line1: '1 George St',
          suburb: 'Sydney',
          state: 'NSW',
          postCode: '2000',
        },
      },
    });
    expect(
      screen.getByText('Your gifts by post will go to Pat Buyer, 1 George St, Sydney NSW 2000.'),
    ).toBeInTheDocument();
    const receipt = within(screen.getByRole('region', { name: 'Your receipt' }));
    expect(receipt.getByText('Gifts by post to').nextElementSibling).toHaveTextContent(
      'Pat Buyer1 George StSydney NSW 2000',
    );
  });

  it('has no gift-card list when none was bought, and goes back to the shop', async () => {
    const { onContinue } = renderPage({ lines: [BOX] });
    expect(screen.queryByRole('list', { name: 'Your gift cards by e-mail' })).toBeNull();
    expect(screen.getByText(/delivery address you gave us/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue shopping' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });
});
