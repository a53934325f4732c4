import { DEFAULT_TIME_ZONE, isTimeZone } from '../../src/config/timeZone';
import { AUSTRALIAN_TIME_ZONES, timeZoneValue } from './timeZones';

describe("the configurator's time zones", () => {
  it("offers Australia's eight, the elements' default first, each a zone Intl knows", () => {
    const zones = AUSTRALIAN_TIME_ZONES.map(({ zone }) => zone);
    expect(zones).toHaveLength(8);
    expect(new Set(zones).size).toBe(8);
    expect(zones[0]).toBe(DEFAULT_TIME_ZONE);
    for (const zone of zones) expect(isTimeZone(zone)).toBe(true);
  });

  it('leaves the default out of the snippet and keeps any other', () => {
    expect(timeZoneValue('Australia/Sydney', 'Australia/Sydney')).toBe('');
    expect(timeZoneValue('Australia/Perth', 'Australia/Sydney')).toBe('Australia/Perth');
  });
});
