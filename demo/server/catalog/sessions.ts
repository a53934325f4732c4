/**
 * The demo's screenings and their ticket types, for ticket orders. Times are built from the
 * server's clock so sessions are always in the coming days, in Sydney time.
 */
import { MINUTE, sydneyAt, sydneyIso } from '../sydneyTime';

/** A ticket type of a screening. */
export interface TicketType {
  id: string;
  name: string;
  priceInCents: number;
}

/** A screening that can be booked. */
export interface ScreeningSession {
  id: string;
  filmTitle: string;
  /** Start, ISO 8601 with Sydney's offset. */
  date: string;
  /** End, ISO 8601 with Sydney's offset. */
  endDate: string;
  ticketTypes: readonly TicketType[];
}

const STANDARD: readonly TicketType[] = [
  { id: 'adult', name: 'Adult', priceInCents: 2450 },
  { id: 'concession', name: 'Concession', priceInCents: 1950 },
  { id: 'senior', name: 'Senior', priceInCents: 1750 },
  { id: 'child', name: 'Child', priceInCents: 1650 },
];

const GOLD: readonly TicketType[] = [
  { id: 'gold-adult', name: 'Gold Lounge Adult', priceInCents: 4200 },
];

/** The screenings on sale at `now`: two tomorrow evening and a matinee the day after. */
export function createSessions(now: number): ScreeningSession[] {
  const session = (
    id: string,
    filmTitle: string,
    start: number,
    minutes: number,
    ticketTypes: readonly TicketType[],
  ) => ({
    id,
    filmTitle,
    date: sydneyIso(start),
    endDate: sydneyIso(start + minutes * MINUTE),
    ticketTypes,
  });
  return [
    session('S-1001', 'Harbour Lights', sydneyAt(now, 1, 18, 30), 118, STANDARD),
    session('S-1002', 'The Long Paddock', sydneyAt(now, 1, 21, 0), 104, [...STANDARD, ...GOLD]),
    session('S-1003', 'Night Ferry', sydneyAt(now, 2, 14, 15), 96, STANDARD),
  ];
}
