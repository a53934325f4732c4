import { useCallback, useId } from 'react';
import { memberReads } from '../../atoms/member-area/memberActions';
import type { Activity, Booking } from '../../api/schemas';
import { formatDate } from '../../format/formatDate';
import { formatMoney } from '../../format/formatMoney';
import { formatTime } from '../../format/formatTime';
import { useMemberArea } from './MemberContext';
import { RemoteView } from '../remote/RemoteView';
import { useRemote } from '../remote/useRemote';

export const ACTIVITY_LOAD_MESSAGE = 'We could not load your activity. Please try again.';
export const BOOKINGS_LOAD_MESSAGE = 'We could not load your bookings. Please try again.';

/** Newest first. */
const newestFirst = <T extends { date: string }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));

/** `D MMM yyyy, h:mma` (product-rules §10.2, §1.2). */
const when = (iso: string): string => `${formatDate(iso)}, ${formatTime(iso)}`;

/** Activity (product-rules §10.2): newest first, with points and amounts. */
export function ActivitySection() {
  const { http } = useMemberArea();
  const load = useCallback((signal: AbortSignal) => memberReads.activity(http, signal), [http]);
  const { remote, reload } = useRemote('activity', load, ACTIVITY_LOAD_MESSAGE);
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
                  <p className="muted">{when(entry.date)}</p>
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

function BookingList({
  title,
  bookings,
  empty,
}: {
  title: string;
  bookings: Booking[];
  empty: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="booking-group">
      <h3 id={headingId}>{title}</h3>
      {bookings.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className="records records--figures">
          {bookings.map((booking) => (
            <li key={booking.id} className="record">
              <div>
                <p className="record__title">{booking.filmTitle}</p>
                <p className="muted">
                  {formatDate(booking.date)}, {formatTime(booking.date)} –{' '}
                  {formatTime(booking.endDate)}
                </p>
              </div>
              <div className="record__figures">
                {/* No-break spaces keep a figure with its unit, and "Seats" with the first seat. */}
                <span>{`${booking.ticketCount}\u00a0${booking.ticketCount === 1 ? 'ticket' : 'tickets'}`}</span>
                {booking.seats.length > 0 && (
                  <span className="muted">{`Seats\u00a0${booking.seats.join(', ')}`}</span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Bookings (product-rules §10.2): upcoming apart from past, newest first in each. */
export function BookingsSection() {
  const { http } = useMemberArea();
  const load = useCallback((signal: AbortSignal) => memberReads.bookings(http, signal), [http]);
  const { remote, reload } = useRemote('bookings', load, BOOKINGS_LOAD_MESSAGE);
  return (
    <RemoteView remote={remote} loadingLabel="Loading your bookings" onRetry={reload}>
      {({ upcoming, past }: { upcoming: Booking[]; past: Booking[] }) => (
        <>
          <BookingList title="Upcoming" bookings={upcoming} empty="No upcoming bookings." />
          <BookingList title="Past" bookings={past} empty="No past bookings." />
        </>
      )}
    </RemoteView>
  );
}
