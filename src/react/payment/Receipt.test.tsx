import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Receipt as ReceiptData } from '../../atoms/checkout/receipt';
import { ElementRoot } from '../ElementRoot';
import * as clipboard from './copyText';
import * as print from './printPage';
import { Receipt } from './Receipt';

const BOOKING: ReceiptData = {
  reference: '3f2a9c1e-7b4d-41a2-9e0c-5d6f7a8b9c0d',
  orderType: 'booking',
  lines: [
    {
      label: 'Dune: Adult × 2',
      amountInCents: 3600,
      // 7:30PM to 10:15PM on 5 Mar 2026 in Sydney.
      session: { date: '2026-03-05T08:30:00.000Z', endDate: '2026-03-05T11:15:00.000Z' },
    },
    { label: 'Dune: Child × 1', amountInCents: 1200 },
  ],
  bookingFeeInCents: 150,
  totalInCents: 4950,
  method: 'Visa ending 1111',
  email: 'pat@example.com',
  paidAt: '2026-03-01T09:30:00.000Z',
};

function renderReceipt(receipt: ReceiptData = BOOKING) {
  const host = document.createElement('div');
  document.body.append(host);
  render(
    <ElementRoot host={host}>
      <Receipt receipt={receipt} />
    </ElementRoot>,
  );
  return within(screen.getByRole('region', { name: 'Your receipt' }));
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('Receipt (product-rules §5.6, §6.4, §11.3)', () => {
  it('starts with the reference, in groups of four to read aloud, the raw one kept as its value', () => {
    const receipt = renderReceipt();
    const code = receipt.getByText('3F2A 9C1E 7B4D 41A2 9E0C 5D6F 7A8B 9C0D');
    expect(code.tagName).toBe('DATA');
    expect(code).toHaveAttribute('value', BOOKING.reference);
    const heading = receipt.getByRole('heading', { name: 'Your receipt' });
    // Before every line of the order.
    expect(heading.compareDocumentPosition(code) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      code.compareDocumentPosition(receipt.getAllByRole('row')[0]!) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('copies the raw reference and says so', async () => {
    const copied = vi.spyOn(clipboard, 'copyText').mockResolvedValue(true);
    const receipt = renderReceipt();
    await userEvent.click(receipt.getByRole('button', { name: 'Copy reference' }));
    expect(copied).toHaveBeenCalledWith('3f2a9c1e-7b4d-41a2-9e0c-5d6f7a8b9c0d');
    expect(await receipt.findByRole('status')).toHaveTextContent('Copied');
  });

  it('says how to copy it by hand where the clipboard is refused', async () => {
    vi.spyOn(clipboard, 'copyText').mockResolvedValue(false);
    const receipt = renderReceipt();
    await userEvent.click(receipt.getByRole('button', { name: 'Copy reference' }));
    expect(await receipt.findByRole('status')).toHaveTextContent('Select the reference to copy it');
  });

  it("gives a session's tickets its date and start and end times, once per session", () => {
    const receipt = renderReceipt();
    const [adult, child] = receipt.getAllByRole('row').slice(1);
    expect(adult).toHaveTextContent('Dune: Adult × 25 Mar 2026, 7:30PM – 10:15PM$36.00');
    expect(child).toHaveTextContent(/^Dune: Child × 1\$12\.00$/);
  });

  it('shows no delivery address for an order without gifts by post', () => {
    const receipt = renderReceipt();
    expect(receipt.queryByText('Gifts by post to')).toBeNull();
    expect(receipt.getByText('pat@example.com')).toBeInTheDocument();
  });

  it("lists a delivery address's second line when it has one", () => {
    const receipt = renderReceipt({
      ...BOOKING,
      orderType: 'shop',
      deliveryAddress: {
        firstName: 'Pat',
        lastName: 'Buyer',
        line1: 'Level 2',
        line2: '1 George St',
        suburb: 'Sydney',
        state: 'NSW',
        postCode: '2000',
      },
    });
    const address = receipt.getByText('Gifts by post to').nextElementSibling;
    expect([...(address?.children ?? [])].map((line) => line.textContent)).toEqual([
      'Pat Buyer',
      'Level 2',
      '1 George St',
      'Sydney NSW 2000',
    ]);
  });

  it('prints from its Print button', async () => {
    const printed = vi.spyOn(print, 'printPage').mockReturnValue(true);
    const receipt = renderReceipt();
    await userEvent.click(receipt.getByRole('button', { name: 'Print' }));
    expect(printed).toHaveBeenCalledTimes(1);
  });
});
