import { useCallback, useId } from 'react';
import { memberReads } from '../../atoms/member-area/memberActions';
import type { Activity, Booking } from '../../api/schemas';
import { formatDate } from '../../format/formatDate';
import { formatMoney } from '../../format/formatMoney';
import { formatTime } from '../../format/formatTime';
import { useTimeZone } from '../config/TimeZoneContext';
import { useMemberArea } from './MemberContext';
import { STYLE_ORDER } from '../../styles/adoptStyles';
import { RemoteView } from '../remote/RemoteView';
import { useStyles } from '../useStyles';
import { bookingsCss } from './bookingsCss';
import { useRemote } from '../remote/useRemote';

export const ACTIVITY_LOAD_MESSAGE = 'We could not load your activity. Please try again.';
export const BOOKINGS_LOAD_MESSAGE = 'We could not load your bookings. Please try again.';

/** Newest first. */
const newestFirst = <T extends { date: string }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));

/** `D MMM yyyy, h:mma` in the cinema's `timeZone` (product-rules §10.2, §1.2). */
const when = (iso: string, timeZone: string): string =>
  `${formatDate(iso, timeZone)}, ${formatTime(iso, timeZone)}`;

/** Activity (product-rules §10.2): newest first, with points and amounts. */
export function ActivitySection() {
  const { http } = useMemberArea();
  const timeZone = useTimeZone();
  const load = useCallback((signal: AbortSignal) => memberReads.activity(http, signal), [http]);
  const { remote, reload } = useRemote(
    'activity',
    load,
    ACTIVITY_LOAD_MESSAGE,
    'GET member/activity',
  );
  return (
    <RemoteView remote={remote} loadingLabel="Loading your activity" onRetry={reload}>
      {(activity: Activity[]) =>
        activity.length === 0 ? (
          <p>No activity yet. Your purchases and points will show here.</p>
        ) : (
          <ul className="records records--figures">
            {newestFirst(activity).map((entry) => (
              <li key={entry.id} className="record">
                <div>
                  <p className="record__title">{entry.description}</p>
                  <p className="muted">{when(entry.date, timeZone)}</p>
                </div>
                <div className="record__figures">
                  {entry.amountInCents !== undefined && (
                    <span>{formatMoney(entry.amountInCents)}</span>
                  )}
                  {entry.points !== undefined && (
                    // A no-break space keeps a figure with its unit on one line.
                    <span className="muted">{`${entry.points > 0 ? '+' : ''}${entry.points}\u00a0points`}</span>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )
      }
    </RemoteView>
  );
}

/** A booking's times in the cinema's `timeZone`: 'h:mma – h:mma' (product-rules §1.2). */
const times = (booking: Booking, timeZone: string): string =>
  `${formatTime(booking.date, timeZone)} – ${formatTime(booking.endDate, timeZone)}`;

/** How many tickets, with a no-break space so the figure keeps its unit. */
const tickets = (count: number): string => `${count}\u00a0${count === 1 ? 'ticket' : 'tickets'}`;

/**
 * The next booking, on top of the upcoming ones (product-rules §10.2): marked 'Next', with its
 * film, date, time and seats large enough to read at the cinema's door.
 */
function NextBooking({ booking }: { booking: Booking }) {
  const titleId = useId();
  const timeZone = useTimeZone();
  return (
    <article className="next-booking" aria-labelledby={titleId}>
      <p className="next-booking__label">Next</p>
      <h4 part="heading" id={titleId} className="next-booking__film">
        {booking.filmTitle}
      </h4>
      <dl className="next-booking__facts">
        <div>
          <dt>Date</dt>
          <dd>{formatDate(booking.date, timeZone)}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{times(booking, timeZone)}</dd>
        </div>
        {booking.seats.length > 0 && (
          <div>
            <dt>Seats</dt>
            <dd>{booking.seats.join(', ')}</dd>
          </div>
        )}
        <div>
          <dt>Tickets</dt>
          <dd>{booking.ticketCount}</dd>
        </div>
      </dl>
    </article>
  );
}

function BookingList({
  title,
  bookings,
  empty,
  next = false,
}: {
  title: string;
  bookings: Booking[];
  empty: string;
  /** The first booking is the next one: shown as {@link NextBooking}. */
  next?: boolean;
}) {
  const headingId = useId();
  const timeZone = useTimeZone();
  const [first, ...rest] = bookings;
  const listed = next ? rest : bookings;
  return (
    <section aria-labelledby={headingId} className="booking-group">
      <h3 part="heading" id={headingId}>
        {title}
      </h3>
      {!first ? (
        <p className="muted">{empty}</p>
      ) : (
        <>
          {next && <NextBooking booking={first} />}
          {listed.length > 0 && (
            <ul className="records records--figures">
              {listed.map((booking) => (
                <li key={booking.id} className="record">
                  <div>
                    <p className="record__title">{booking.filmTitle}</p>
                    <p className="muted">
                      {formatDate(booking.date, timeZone)}, {times(booking, timeZone)}
                    </p>
                  </div>
                  <div className="record__figures">
                    <span>{tickets(booking.ticketCount)}</span>
                    {booking.seats.length > 0 && (
                      // A no-break space keeps "Seats" with the first seat.
                      <span className="muted">{`Seats\u00a0${booking.seats.join(', ')}`}</span>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

/**
 * Bookings (product-rules §10.2): upcoming apart from past, the next one on top as 'Next' and the
 * rest soonest first; past ones newest first.
 */
export function BookingsSection() {
  useStyles(bookingsCss, STYLE_ORDER.page);
  const { http } = useMemberArea();
  const load = useCallback((signal: AbortSignal) => memberReads.bookings(http, signal), [http]);
  const { remote, reload } = useRemote(
    'bookings',
    load,
    BOOKINGS_LOAD_MESSAGE,
    'GET member/bookings',
  );
  return (
    <RemoteView remote={remote} loadingLabel="Loading your bookings" onRetry={reload}>
      {({ upcoming, past }: { upcoming: Booking[]; past: Booking[] }) => (
        <>
          <BookingList title="Upcoming" bookings={upcoming} empty="No upcoming bookings." next />
          <BookingList title="Past" bookings={past} empty="No past bookings." />
        </>
      )}
    </RemoteView>
  );
}
