import * as v from 'valibot';
import { Session } from './cart';
import { Email, IsoTimestamp } from './primitives';

describe('IsoTimestamp', () => {
  it.each([
    '2026-11-26T10:00:00+11:00',
    '2026-11-25T23:00:00.000Z',
    '2026-11-26T10:00:00Z',
    '2026-11-26T10:00',
    '2026-11-26',
  ])('accepts the ISO 8601 shape %s', (value) => {
    expect(v.is(IsoTimestamp, value)).toBe(true);
  });

  it.each([
    // Chrome's Date.parse reads these; Safari's or Firefox's do not (or read them otherwise).
    '2026/11/26 10:00',
    '2026-11-26 10:00:00',
    '11/26/2026 10:00 AM',
    'Thu Nov 26 2026 10:00:00 GMT+1100',
    'Thu, 26 Nov 2026 10:00:00 GMT',
    '26 November 2026',
    '2026-02-30T10:00:00Z',
    'not a date',
  ])('rejects %j, which is not ISO 8601 or not a real moment', (value) => {
    const result = v.safeParse(IsoTimestamp, value);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('Invalid ISO 8601 timestamp');
  });

  it('fails a server answer whose session date is in a display format', () => {
    const session = {
      id: 's1',
      filmTitle: 'Harbour Lights',
      date: '2026-11-26T19:00:00+11:00',
      endDate: '2026-11-26T20:44:00+11:00',
      tickets: [],
    };
    expect(v.is(Session, session)).toBe(true);
    expect(v.is(Session, { ...session, date: '2026/11/26 19:00' })).toBe(false);
  });
});

describe('Email (product-rules §8, §8.2)', () => {
  it.each([
    ['', 'This field is required'],
    ['   ', 'This field is required'],
    ['sam@', 'Please enter a valid email address'],
    ['.sam@example.com', 'Please enter a valid email address'],
  ])('refuses %j with %j', (value, message) => {
    const result = v.safeParse(Email, value);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(message);
  });

  it('accepts a valid address, trimmed', () => {
    expect(v.parse(Email, ' sam@example.com ')).toBe('sam@example.com');
  });
});
