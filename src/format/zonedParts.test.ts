import { currentSendDateWindow } from '../atoms/shop-cart/giftRecipient';
import { today, validateDateOfBirth } from '../atoms/checkout/dateOfBirth';
import { formatDate, isoToday } from './formatDate';
import { formatTime } from './formatTime';
import { isoDateIn } from './isoDate';
import { zonedParts } from './zonedParts';

const SYDNEY = 'Australia/Sydney';
const ADELAIDE = 'Australia/Adelaide';
const LORD_HOWE = 'Australia/Lord_Howe';
const PERTH = 'Australia/Perth';
const BRISBANE = 'Australia/Brisbane';
const DARWIN = 'Australia/Darwin';

/** `YYYY-MM-DD h:mma` of `instant` in `zone`, read from zonedParts as every element reads it. */
function wallClock(instant: string, zone: string): string {
  const parts = zonedParts(instant, zone);
  if (!parts) return '';
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${parts.year}-${two(parts.month)}-${two(parts.day)} ${formatTime(instant, zone)}`;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("each zone's midnight (product-rules §1.2, §2.3)", () => {
  // The last second of 15 January and the first of 16 January, in summer (daylight saving in
  // Sydney, Adelaide and Lord Howe) and in winter.
  it.each([
    [SYDNEY, '2026-01-15T12:59:59Z', '2026-01-15T13:00:00Z'],
    [ADELAIDE, '2026-01-15T13:29:59Z', '2026-01-15T13:30:00Z'],
    [LORD_HOWE, '2026-01-15T12:59:59Z', '2026-01-15T13:00:00Z'],
    [PERTH, '2026-01-15T15:59:59Z', '2026-01-15T16:00:00Z'],
    [BRISBANE, '2026-01-15T13:59:59Z', '2026-01-15T14:00:00Z'],
    [DARWIN, '2026-01-15T14:29:59Z', '2026-01-15T14:30:00Z'],
  ])('%s turns 16 January in summer between %s and %s', (zone, before, after) => {
    expect(isoDateIn(zone, new Date(before))).toBe('2026-01-15');
    expect(formatDate(before, zone)).toBe('15 Jan 2026');
    expect(formatTime(before, zone)).toBe('11:59PM');
    expect(isoDateIn(zone, new Date(after))).toBe('2026-01-16');
    expect(formatDate(after, zone)).toBe('16 Jan 2026');
    expect(formatTime(after, zone)).toBe('12:00AM');
  });

  it.each([
    [SYDNEY, '2026-07-15T13:59:59Z', '2026-07-15T14:00:00Z'],
    [ADELAIDE, '2026-07-15T14:29:59Z', '2026-07-15T14:30:00Z'],
    [LORD_HOWE, '2026-07-15T13:29:59Z', '2026-07-15T13:30:00Z'],
    [PERTH, '2026-07-15T15:59:59Z', '2026-07-15T16:00:00Z'],
    [BRISBANE, '2026-07-15T13:59:59Z', '2026-07-15T14:00:00Z'],
    [DARWIN, '2026-07-15T14:29:59Z', '2026-07-15T14:30:00Z'],
  ])('%s turns 16 July in winter between %s and %s', (zone, before, after) => {
    expect(formatDate(before, zone)).toBe('15 Jul 2026');
    expect(formatDate(after, zone)).toBe('16 Jul 2026');
    expect(formatTime(after, zone)).toBe('12:00AM');
  });

  it("is each zone's today, its gift send-date window and its date-of-birth limit", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 11:30 PM on 15 January in Perth: 2:30 AM on the 16th in Sydney and Lord Howe.
    vi.setSystemTime(new Date('2026-01-15T15:30:00Z'));
    expect(isoToday(PERTH)).toBe('2026-01-15');
    expect(isoToday(SYDNEY)).toBe('2026-01-16');
    expect(isoToday(LORD_HOWE)).toBe('2026-01-16');
    expect(isoToday(DARWIN)).toBe('2026-01-16');
    expect(currentSendDateWindow(PERTH)).toEqual({ min: '2026-01-15', max: '2027-01-15' });
    expect(currentSendDateWindow(SYDNEY)).toEqual({ min: '2026-01-16', max: '2027-01-16' });
    expect(today(PERTH)).toBe('2026-01-15');
    // Born on the 15th: not yet in the past in Perth, already in Adelaide.
    expect(validateDateOfBirth('2026-01-15', PERTH)).toBe('Please enter a date in the past');
    expect(validateDateOfBirth('2026-01-15', ADELAIDE)).toBeUndefined();
  });
});

describe('daylight saving (first Sunday of April and of October)', () => {
  it.each([
    // Summer time ends on 5 April 2026: the hour before the switch is lived twice.
    [
      SYDNEY,
      '2026-04-04T15:59:00Z',
      '2026-04-05 2:59AM',
      '2026-04-04T16:00:00Z',
      '2026-04-05 2:00AM',
    ],
    [
      ADELAIDE,
      '2026-04-04T16:29:00Z',
      '2026-04-05 2:59AM',
      '2026-04-04T16:30:00Z',
      '2026-04-05 2:00AM',
    ],
    // Lord Howe moves by half an hour, at 2 AM.
    [
      LORD_HOWE,
      '2026-04-04T14:59:00Z',
      '2026-04-05 1:59AM',
      '2026-04-04T15:00:00Z',
      '2026-04-05 1:30AM',
    ],
    // Summer time starts on 4 October 2026: the clock skips an hour (Lord Howe half an hour).
    [
      SYDNEY,
      '2026-10-03T15:59:00Z',
      '2026-10-04 1:59AM',
      '2026-10-03T16:00:00Z',
      '2026-10-04 3:00AM',
    ],
    [
      ADELAIDE,
      '2026-10-03T16:29:00Z',
      '2026-10-04 1:59AM',
      '2026-10-03T16:30:00Z',
      '2026-10-04 3:00AM',
    ],
    [
      LORD_HOWE,
      '2026-10-03T15:29:00Z',
      '2026-10-04 1:59AM',
      '2026-10-03T15:30:00Z',
      '2026-10-04 2:30AM',
    ],
  ])('%s: %s is %s, and %s is %s', (zone, before, beforeClock, after, afterClock) => {
    expect(wallClock(before, zone)).toBe(beforeClock);
    expect(wallClock(after, zone)).toBe(afterClock);
  });

  it('leaves Perth, Brisbane and Darwin, which keep no daylight saving, where they were', () => {
    for (const instant of ['2026-04-04T16:00:00Z', '2026-10-03T16:00:00Z']) {
      const day = instant.startsWith('2026-04') ? '2026-04-05' : '2026-10-04';
      expect(wallClock(instant, PERTH)).toBe(`${day} 12:00AM`);
      expect(wallClock(instant, BRISBANE)).toBe(`${day} 2:00AM`);
      expect(wallClock(instant, DARWIN)).toBe(`${day} 1:30AM`);
    }
  });

  it("moves Sydney's midnight with the clock: 14:00 UTC before the October switch, 13:00 after", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-03T13:59:59Z'));
    expect(isoToday(SYDNEY)).toBe('2026-10-03');
    vi.setSystemTime(new Date('2026-10-03T14:00:00Z'));
    expect(isoToday(SYDNEY)).toBe('2026-10-04');
    vi.setSystemTime(new Date('2026-10-04T12:59:59Z'));
    expect(isoToday(SYDNEY)).toBe('2026-10-04');
    vi.setSystemTime(new Date('2026-10-04T13:00:00Z'));
    expect(isoToday(SYDNEY)).toBe('2026-10-05');
    expect(isoToday(PERTH)).toBe('2026-10-04');
  });
});

describe('a session at 7:30 PM in Sydney', () => {
  it.each([
    [SYDNEY, '7:30PM'],
    [ADELAIDE, '7:00PM'],
    [LORD_HOWE, '7:30PM'],
    [BRISBANE, '6:30PM'],
    [DARWIN, '6:00PM'],
    [PERTH, '4:30PM'],
  ])('is shown in %s at %s (summer)', (zone, clock) => {
    // 7:30 PM AEDT on 5 March 2026.
    expect(formatTime('2026-03-05T08:30:00.000Z', zone)).toBe(clock);
  });

  it('keeps a time written without an offset as the cinema wrote it, in any zone', () => {
    expect(formatTime('2026-03-05T19:30:00', PERTH)).toBe('7:30PM');
    expect(formatDate('2026-03-05', LORD_HOWE)).toBe('5 Mar 2026');
  });
});
