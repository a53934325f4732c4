import type { Receipt } from '../../atoms/checkout/receipt';
import { DEFAULT_TIME_ZONE as SYDNEY } from '../../config/timeZone';
import { lineNote, postalLines, sessionText } from './receiptNotes';

const receipt = (orderType: Receipt['orderType']): Receipt => ({
  reference: 'cart-1',
  orderType,
  lines: [],
  bookingFeeInCents: 0,
  totalInCents: 0,
  method: 'Visa ending 1111',
  email: 'pat@example.com',
  paidAt: '2026-03-01T09:30:00.000Z',
});

describe('receipt notes', () => {
  it("says a session's day and times in the cinema's zone as D MMM yyyy and h:mma", () => {
    expect(
      sessionText(
        { date: '2026-03-05T08:30:00.000Z', endDate: '2026-03-05T11:15:00.000Z' },
        SYDNEY,
      ),
    ).toBe('5 Mar 2026, 7:30PM – 10:15PM');
    expect(
      sessionText(
        { date: '2026-03-05T08:30:00.000Z', endDate: '2026-03-05T11:15:00.000Z' },
        'Australia/Perth',
      ),
    ).toBe('5 Mar 2026, 4:30PM – 7:15PM');
  });

  it("says where a pass's code went, and nothing beside a line of another order", () => {
    const line = { label: 'JIFF 5-Film Pass × 1', amountInCents: 7500 };
    expect(lineNote(receipt('festivalPass'), line, SYDNEY)).toBe(
      'Pass code sent by e-mail to pat@example.com',
    );
    expect(lineNote(receipt('registration'), line, SYDNEY)).toBeNull();
    expect(lineNote(receipt('shop'), line, SYDNEY)).toBeNull();
  });

  it("says to whom and when a gift card by e-mail goes, before the order's own rule", () => {
    const line = {
      label: '$50 eGift Card × 1',
      amountInCents: 5000,
      recipient: { name: 'Ann Lee', email: 'ann@example.com', sendDate: '2026-12-03' },
    };
    expect(lineNote(receipt('shop'), line, SYDNEY, '2026-11-27')).toBe(
      'For Ann Lee (ann@example.com), sent by e-mail on 3 Dec 2026',
    );
  });

  it('writes an address as an envelope does, leaving out an empty second line', () => {
    const address = {
      firstName: 'Pat',
      lastName: 'Buyer',
      line1: '1 George St',
      line2: ' ',
      suburb: 'Sydney',
      state: 'NSW' as const,
      postCode: '2000',
    };
    expect(postalLines(address)).toEqual(['Pat Buyer', '1 George St', 'Sydney NSW 2000']);
  });
});
