import { isIsoTimestamp } from './isoTimestamp';

describe('isIsoTimestamp', () => {
  it.each([
    '2026-11-26',
    '2026-11-26T10:00',
    '2026-11-26T10:00:00',
    '2026-11-26T10:00:00Z',
    '2026-11-26T10:00:00.123Z',
    '2026-11-26T10:00:00.1234567+11:00',
    '2026-11-26T10:00:00+11:00',
    '2026-06-26T10:00-09:30',
  ])('accepts %s', (value) => {
    expect(isIsoTimestamp(value)).toBe(true);
  });

  it.each([
    // Shapes one engine's Date.parse accepts and another's does not.
    '2026/11/26 10:00',
    '2026-11-26 10:00:00',
    '11/26/2026',
    '26/11/2026',
    'Nov 26, 2026',
    'Thu, 26 Nov 2026 10:00:00 GMT',
    '2026-11-26T10:00:00+1100',
    '2026-11-26T10:00:00 +11:00',
    '2026-11-26t10:00:00z',
    '2026-11-26T10',
    '1795647600000',
    // ISO-shaped but not a moment.
    '2026-02-30',
    '2026-02-30T10:00:00Z',
    '2026-13-01T10:00:00Z',
    '2026-11-26T24:00:00Z',
    '2026-11-26T10:60:00Z',
    '2026-11-26T10:00:00+24:00',
    '',
    ' 2026-11-26T10:00:00Z',
  ])('rejects %j', (value) => {
    expect(isIsoTimestamp(value)).toBe(false);
  });
});
