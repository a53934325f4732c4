/**
 * The demo member signed in by the demo session cookie, and everything the member area shows for
 * them. Dates are built from the server's clock so "upcoming" bookings stay upcoming.
 */
import type {
  Activity,
  Booking,
  MemberDetails,
  MemberSubscription,
  Passkey,
  Voucher,
} from '../../../src/api/schemas';
import { DAY, MINUTE, sydneyAt, sydneyDateIn, sydneyIso } from '../sydneyTime';
import { subscriptionTypes } from './subscriptionTypes';

/** The member record: details plus the fields `GET member` adds. */
export interface DemoMemberRecord extends MemberDetails {
  id: string;
  memberType: string;
  /** The last day of the membership (`GET member`'s `membershipExpiry`). */
  membershipExpiry?: string;
}

/** Everything the member area holds for the demo member. */
export interface DemoMemberData {
  member: DemoMemberRecord;
  activity: Activity[];
  bookings: Booking[];
  vouchers: Voucher[];
  subscriptions: MemberSubscription[];
  passkeys: Passkey[];
}

/** Membership card numbers sold in cinemas that `POST member/activate` accepts. */
export const membershipCardNumbers: readonly string[] = [
  '7000000000000017',
  '7000000000000025',
  '7000000000000033',
];

/** The demo member's data at `now`. */
export function createDemoMember(now: number): DemoMemberData {
  const daysAgo = (days: number) => sydneyIso(now - days * DAY);
  const upcoming = sydneyAt(now, 3, 19, 0);
  const later = sydneyAt(now, 10, 13, 30);
  const past = sydneyAt(now, -12, 17, 45);
  return {
    member: {
      id: 'M-100245',
      memberType: 'adult',
      membershipExpiry: sydneyDateIn(now, 75),
      email: 'alex.citizen@example.com',
      firstName: 'Alex',
      lastName: 'Citizen',
      mobilePhone: '0412 345 678',
      dateOfBirth: '1988-04-12',
      postCode: '2000',
      sendNewsletter: true,
      sendLoyaltyUpdates: false,
    },
    activity: [
      {
        id: 'A-3',
        date: daysAgo(2),
        description: 'Ticket purchase: Harbour Lights (2 tickets)',
        points: 98,
        amountInCents: 4900,
      },
      {
        id: 'A-2',
        date: daysAgo(12),
        description: 'Candy bar: large popcorn combo',
        points: 16,
        amountInCents: 1650,
      },
      {
        id: 'A-1',
        date: daysAgo(40),
        description: 'Reward redeemed: complimentary ticket',
        points: -500,
      },
    ],
    bookings: [
      {
        id: 'B-5003',
        filmTitle: 'Saltwater Summer',
        date: sydneyIso(later),
        endDate: sydneyIso(later + 96 * MINUTE),
        seats: ['H12'],
        ticketCount: 1,
      },
      {
        id: 'B-5002',
        filmTitle: 'The Long Paddock',
        date: sydneyIso(upcoming),
        endDate: sydneyIso(upcoming + 104 * MINUTE),
        seats: ['F7', 'F8'],
        ticketCount: 2,
      },
      {
        id: 'B-5001',
        filmTitle: 'Harbour Lights',
        date: sydneyIso(past),
        endDate: sydneyIso(past + 118 * MINUTE),
        seats: [],
        ticketCount: 2,
      },
    ],
    vouchers: [
      { barcode: '9300000000059', name: 'Member Welcome Ticket', expiry: sydneyDateIn(now, 45) },
    ],
    subscriptions: subscriptionTypes.map((type) => ({
      ...type,
      subscribed: type.typeId === 'NEWS' || type.typeId === 'JIF',
    })),
    passkeys: [
      {
        id: 'pk-7f3a',
        name: 'MacBook Pro (Touch ID)',
        createdAt: daysAgo(90),
        lastUsedAt: daysAgo(3),
      },
      { id: 'pk-91c2', name: 'iPhone', createdAt: daysAgo(30) },
    ],
  };
}
