import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALEX_DETAILS } from './testing/memberDetails';
import { renderInMemberArea } from './testing/renderInMemberArea';
import { TimeZoneContext } from '../config/TimeZoneContext';

const reads = vi.hoisted(() => ({
  details: vi.fn(),
  activity: vi.fn(),
  bookings: vi.fn(),
  vouchers: vi.fn(),
  subscriptions: vi.fn(),
  passkeys: vi.fn(),
}));
const actions = vi.hoisted(() => ({
  saveDetails: vi.fn(),
  addVoucherByBarcode: vi.fn(),
  saveSubscriptions: vi.fn(),
  removePasskey: vi.fn(),
}));
vi.mock('../../atoms/member-area/memberActions', () => ({ memberReads: reads, ...actions }));

const { ActivitySection, BookingsSection } = await import('./HistorySections');
const { VouchersSection } = await import('./VouchersSection');
const { NewslettersSection } = await import('./NewslettersSection');
const { PasskeysSection } = await import('./PasskeysSection');
const { DetailsSection } = await import('./DetailsSection');

afterEach(async () => {
  await act(async () => document.body.replaceChildren());
  vi.clearAllMocks();
});

describe('every section: loading, error with Try again, and empty in words', () => {
  const cases = [
    [
      'activity',
      () => <ActivitySection />,
      'Loading your activity',
      'We could not load your activity. Please try again.',
      [],
      /No activity yet/,
    ],
    [
      'bookings',
      () => <BookingsSection />,
      'Loading your bookings',
      'We could not load your bookings. Please try again.',
      { upcoming: [], past: [] },
      /No upcoming bookings/,
    ],
    [
      'vouchers',
      () => <VouchersSection />,
      'Loading your vouchers',
      'We could not load your vouchers. Please try again.',
      [],
      /You have no vouchers yet/,
    ],
    [
      'subscriptions',
      () => <NewslettersSection />,
      'Loading your newsletters',
      'We could not load your newsletters. Please try again.',
      [],
      /no newsletters to offer/,
    ],
    [
      'passkeys',
      () => <PasskeysSection />,
      'Loading your passkeys',
      'We could not load your passkeys. Please try again.',
      [],
      /You have no passkeys/,
    ],
  ] as const;

  it.each(cases)('%s', async (read, element, loading, failure, empty, emptyText) => {
    const call = reads[read];
    call.mockReturnValueOnce(new Promise(() => undefined));
    renderInMemberArea(element());
    expect(screen.getByRole('status')).toHaveTextContent(loading);
    await act(async () => document.body.replaceChildren());

    call.mockRejectedValueOnce(new Error('offline'));
    call.mockResolvedValueOnce(empty);
    renderInMemberArea(element());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(failure);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(emptyText)).toBeInTheDocument();
  });
});

describe('a failure after a failure is a new alert, so screen readers announce it again', () => {
  it('a section whose Try again fails again', async () => {
    reads.activity.mockRejectedValueOnce(new Error('offline'));
    reads.activity.mockRejectedValueOnce(new Error('offline'));
    renderInMemberArea(<ActivitySection />);
    const first = await screen.findByRole('alert');
    await userEvent.click(within(first).getByRole('button', { name: 'Try again' }));
    const second = await screen.findByRole('alert');
    expect(second).toHaveTextContent('We could not load your activity. Please try again.');
    expect(second).not.toBe(first);
    expect(first).not.toBeInTheDocument();
  });

  it('a passkey whose Delete fails twice', async () => {
    reads.passkeys.mockResolvedValue([
      { id: 'p1', name: 'Laptop', createdAt: '2026-01-01T00:00:00Z' },
    ]);
    actions.removePasskey.mockResolvedValue({ ok: false, message: 'refused' });
    renderInMemberArea(<PasskeysSection />);
    const remove = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Delete Laptop' }));
      const dialog = screen.getByRole('dialog', { hidden: true });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete', hidden: true }));
      return screen.findByRole('alert');
    };
    const first = await remove();
    expect(first).toHaveTextContent('Could not delete the passkey. Please try again.');
    const second = await remove();
    expect(second).toHaveTextContent('Could not delete the passkey. Please try again.');
    expect(second).not.toBe(first);
    expect(screen.getByText('Laptop')).toBeInTheDocument();
  });
});

describe('member area sections', () => {
  it('activity: loading, then newest first with amounts and points', async () => {
    let resolve!: (value: unknown) => void;
    reads.activity.mockReturnValue(new Promise((r) => (resolve = r)));
    renderInMemberArea(<ActivitySection />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your activity');
    await act(async () =>
      resolve([
        { id: 'a', date: '2026-01-05T09:00:00Z', description: 'Older', points: 10 },
        { id: 'b', date: '2026-03-05T09:00:00Z', description: 'Newer', amountInCents: 2450 },
      ]),
    );
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Newer');
    expect(items[0]).toHaveTextContent('$24.50');
    expect(items[1]).toHaveTextContent('+10 points');
  });

  it('activity: empty in words; a failure says so and Try again loads it', async () => {
    reads.activity.mockResolvedValueOnce([]);
    renderInMemberArea(<ActivitySection />);
    expect(await screen.findByText(/No activity yet/)).toBeInTheDocument();
    await act(async () => document.body.replaceChildren());
    reads.activity.mockRejectedValueOnce(new Error('offline'));
    reads.activity.mockResolvedValueOnce([
      { id: 'x', date: '2026-01-01T00:00:00Z', description: 'Back' },
    ]);
    renderInMemberArea(<ActivitySection />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your activity. Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back')).toBeInTheDocument();
  });

  it('bookings: upcoming and past, each empty in words', async () => {
    reads.bookings.mockResolvedValue({ upcoming: [], past: [] });
    renderInMemberArea(<BookingsSection />);
    expect(await screen.findByText('No upcoming bookings.')).toBeInTheDocument();
    expect(screen.getByText('No past bookings.')).toBeInTheDocument();
  });

  it("bookings: the next one on top as 'Next' with film, date, time and seats, then the rest", async () => {
    const booking = (
      id: string,
      filmTitle: string,
      date: string,
      end: string,
      seats: string[],
    ) => ({
      id,
      filmTitle,
      date,
      endDate: end,
      seats,
      ticketCount: Math.max(seats.length, 1),
    });
    reads.bookings.mockResolvedValue({
      // As memberReads gives them: upcoming soonest first, past newest first.
      upcoming: [
        booking(
          'b1',
          'The Long Paddock',
          '2026-11-30T19:00:00+11:00',
          '2026-11-30T20:44:00+11:00',
          ['F7', 'F8'],
        ),
        booking(
          'b2',
          'Saltwater Summer',
          '2026-12-07T13:30:00+11:00',
          '2026-12-07T15:06:00+11:00',
          ['H12'],
        ),
      ],
      past: [
        booking(
          'b0',
          'Harbour Lights',
          '2026-11-15T17:45:00+11:00',
          '2026-11-15T19:43:00+11:00',
          [],
        ),
      ],
    });
    renderInMemberArea(<BookingsSection />);
    const next = await screen.findByRole('article', { name: 'The Long Paddock' });
    expect(within(next).getByText('Next')).toBeInTheDocument();
    const facts = [...next.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(facts).toEqual([
      ['Date', '30 Nov 2026'],
      ['Time', '7:00PM – 8:44PM'],
      ['Seats', 'F7, F8'],
      ['Tickets', '2'],
    ]);
    const upcoming = screen.getByRole('region', { name: 'Upcoming' });
    expect(upcoming.firstElementChild?.nextElementSibling).toBe(next);
    // The rest follow the next one, in the list; the next one is not listed twice.
    const rest = within(upcoming).getAllByRole('listitem');
    expect(rest).toHaveLength(1);
    expect(rest[0]).toHaveTextContent(
      'Saltwater Summer7 Dec 2026, 1:30PM – 3:06PM1 ticketSeats H12',
    );
    expect(next.compareDocumentPosition(rest[0]!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    // Past bookings are never 'Next'; one without seats says none.
    const past = screen.getByRole('region', { name: 'Past' });
    expect(within(past).queryByRole('article')).toBeNull();
    expect(within(past).getByRole('listitem')).toHaveTextContent(
      'Harbour Lights15 Nov 2026, 5:45PM – 7:43PM1 ticket',
    );
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it("bookings and activity: in the cinema's time zone (product-rules §2.3)", async () => {
    // 7:30 PM in Sydney (daylight saving) is 4:30 PM in Perth; 12:30 AM on the 6th in Sydney is
    // still the 5th in Perth.
    reads.bookings.mockResolvedValue({
      upcoming: [
        {
          id: 'b1',
          filmTitle: 'Open Air',
          date: '2027-01-02T19:30:00+11:00',
          endDate: '2027-01-02T21:00:00+11:00',
          seats: [],
          ticketCount: 1,
        },
      ],
      past: [],
    });
    reads.activity.mockResolvedValue([
      { id: 'a1', date: '2026-03-06T00:30:00+11:00', description: 'Ticket purchase' },
    ]);
    renderInMemberArea(
      <TimeZoneContext value="Australia/Perth">
        <BookingsSection />
        <ActivitySection />
      </TimeZoneContext>,
    );
    const next = await screen.findByRole('article', { name: 'Open Air' });
    expect(next).toHaveTextContent('Date2 Jan 2027Time4:30PM – 6:00PM');
    expect(await screen.findByText('5 Mar 2026, 9:30PM')).toBeInTheDocument();
  });

  it('bookings: a next one without seats says so by leaving the seats out', async () => {
    reads.bookings.mockResolvedValue({
      upcoming: [
        {
          id: 'b1',
          filmTitle: 'Open Air',
          date: '2027-01-02T20:30:00+11:00',
          endDate: '2027-01-02T22:00:00+11:00',
          seats: [],
          ticketCount: 3,
        },
      ],
      past: [],
    });
    renderInMemberArea(<BookingsSection />);
    const next = await screen.findByRole('article', { name: 'Open Air' });
    expect(next).toHaveTextContent('Date2 Jan 2027Time8:30PM – 10:00PMTickets3');
    expect(next).not.toHaveTextContent('Seats');
    expect(within(screen.getByRole('region', { name: 'Upcoming' })).queryByRole('list')).toBeNull();
  });

  it('vouchers: the barcode is required; a refused add shows the reason and keeps the barcode', async () => {
    reads.vouchers.mockResolvedValue([{ barcode: '9300000000059', name: 'Welcome' }]);
    actions.addVoucherByBarcode.mockResolvedValue({ ok: false, message: 'Unknown voucher.' });
    renderInMemberArea(<VouchersSection />);
    expect(await screen.findByRole('img', { name: 'Barcode of Welcome' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Voucher' }));
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(actions.addVoucherByBarcode).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Voucher barcode' }), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Add Voucher' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown voucher.');
    expect(screen.getByRole('textbox', { name: 'Voucher barcode' })).toHaveValue('123');
  });

  it('newsletters: a failed save restores the boxes and says the text of product-rules §9.3', async () => {
    reads.subscriptions.mockResolvedValue([{ typeId: 'JIF', name: 'JIFF news', subscribed: true }]);
    actions.saveSubscriptions.mockResolvedValue({ ok: false, message: 'Could not save' });
    renderInMemberArea(<NewslettersSection />);
    const box = await screen.findByRole('checkbox', { name: 'JIFF news' });
    await userEvent.click(box);
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not save your newsletter choices. Please try again.',
    );
    expect(box).toBeChecked();
  });

  it('passkeys: Delete asks first, Cancel keeps the row', async () => {
    reads.passkeys.mockResolvedValue([
      { id: 'p1', name: 'Laptop', createdAt: '2026-01-01T00:00:00Z' },
    ]);
    renderInMemberArea(<PasskeysSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Laptop' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog).toHaveTextContent('Delete the passkey “Laptop”?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }));
    expect(actions.removePasskey).not.toHaveBeenCalled();
    expect(screen.getByText('Laptop')).toBeInTheDocument();
  });

  it('details: Edit validates on leaving a field, and a failed save keeps the edits', async () => {
    reads.details.mockResolvedValue({
      ...ALEX_DETAILS,
      email: 'alex@example.com',
      sendNewsletter: false,
    });
    actions.saveDetails.mockResolvedValue({ ok: false, message: 'Try later.' });
    renderInMemberArea(<DetailsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const surname = screen.getByRole('textbox', { name: 'Surname' });
    await userEvent.clear(surname);
    await userEvent.tab();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    await userEvent.type(surname, 'Jones');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try later.');
    expect(surname).toHaveValue('Jones');
    expect(actions.saveDetails).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ lastName: 'Jones' }),
      expect.any(String),
    );
  });
});
