import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Receipt } from '../../atoms/checkout/receipt';
import { ElementRoot } from '../ElementRoot';
import * as print from '../payment/printPage';
import { ThanksPage } from './ThanksPage';

const RECEIPT: Receipt = {
  reference: '3f2a9c1e-7b4d-41a2-9e0c-5d6f7a8b9c0d',
  orderType: 'festivalPass',
  lines: [{ label: 'JIFF 5-Film Pass × 1', amountInCents: 7500 }],
  bookingFeeInCents: 150,
  totalInCents: 7650,
  method: 'Gift card ending 0002 and Visa ending 1111',
  email: 'mia@example.com',
  // 7:30PM on 1 Jul 2026 in Sydney.
  paidAt: '2026-07-01T09:30:00.000Z',
};

/** The page inside an element shell, as the widget shows it. */
function renderInElement(node: React.ReactNode) {
  const host = document.createElement('div');
  document.body.append(host);
  return render(<ElementRoot host={host}>{node}</ElementRoot>);
}

describe('ThanksPage', () => {
  it('thanks for a festival pass and says how to redeem it online and in the cinema', () => {
    renderInElement(<ThanksPage festivalId="jiff" cinemaName="Demo Cinema" receipt={RECEIPT} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Thank you for purchasing a festival pass',
    );
    expect(screen.getByRole('heading', { name: 'Redeem online' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Redeem in cinema' })).toBeInTheDocument();
    expect(
      screen.getByText(/book a festival session on the Demo Cinema website/),
    ).toBeInTheDocument();
    expect(screen.getByText(/at the Demo Cinema box office/)).toBeInTheDocument();
    expect(screen.getByText(/to mia@example.com\./)).toBeInTheDocument();
  });

  it.each(['RET', 'ret'])('speaks of a multi-film pass for festival %s', (festivalId) => {
    render(<ThanksPage festivalId={festivalId} cinemaName="Demo Cinema" />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Thank you for purchasing a multi-film pass',
    );
    expect(screen.queryByText(/festival pass/)).toBeNull();
    expect(screen.getByText(/choose your multi-film pass at checkout/)).toBeInTheDocument();
  });

  it('names its region after the festival, so two widgets on a page have distinct landmarks', () => {
    render(
      <>
        <ThanksPage festivalId="jiff" cinemaName="Demo Cinema" />
        <ThanksPage festivalId="chiff" cinemaName="Demo Cinema" />
      </>,
    );
    expect(
      screen.getByRole('region', { name: 'Thank you for purchasing a festival pass (JIFF)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Thank you for purchasing a festival pass (CHIFF)' }),
    ).toBeInTheDocument();
  });

  it('makes its heading focusable for the page switch', () => {
    render(<ThanksPage festivalId="jiff" cinemaName="Demo Cinema" />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('tabindex', '-1');
  });

  it('is a receipt: what was bought, the amount, the method, the e-mail and the date', () => {
    renderInElement(<ThanksPage festivalId="jiff" cinemaName="Demo Cinema" receipt={RECEIPT} />);
    const receipt = within(screen.getByRole('region', { name: 'Your receipt' }));
    expect(receipt.getByText('3F2A 9C1E 7B4D 41A2 9E0C 5D6F 7A8B 9C0D')).toBeInTheDocument();
    // Where the pass went, beside it (product-rules §6.4).
    expect(
      receipt.getByRole('row', {
        name: 'JIFF 5-Film Pass × 1 Pass code sent by e-mail to mia@example.com $75.00',
      }),
    ).toBeInTheDocument();
    expect(receipt.getByRole('row', { name: 'Booking fee $1.50' })).toBeInTheDocument();
    expect(receipt.getByRole('row', { name: 'Amount paid $76.50' })).toBeInTheDocument();
    expect(receipt.getByText('Gift card ending 0002 and Visa ending 1111')).toBeInTheDocument();
    expect(receipt.getByText('mia@example.com')).toBeInTheDocument();
    expect(receipt.getByText('1 Jul 2026, 7:30PM')).toBeInTheDocument();
  });

  it('prints from its Print button', async () => {
    const printed = vi.spyOn(print, 'printPage').mockReturnValue(true);
    renderInElement(<ThanksPage festivalId="jiff" cinemaName="Demo Cinema" receipt={RECEIPT} />);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(printed).toHaveBeenCalledTimes(1);
  });

  it('has no receipt when it follows no payment', () => {
    renderInElement(<ThanksPage festivalId="jiff" cinemaName="Demo Cinema" />);
    expect(screen.queryByRole('region', { name: 'Your receipt' })).not.toBeInTheDocument();
  });
});
