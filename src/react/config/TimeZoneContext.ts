import { createContext, useContext } from 'react';
import { DEFAULT_TIME_ZONE } from '../../config/timeZone';

/**
 * The cinema's time zone (the element's checked `time-zone`), provided by each element's top
 * component once its attributes are checked, so every date and time below it is computed in it.
 */
export const TimeZoneContext = createContext<string>(DEFAULT_TIME_ZONE);

/** The cinema's IANA time zone, in which every date, time and "today" is shown and checked. */
export function useTimeZone(): string {
  return useContext(TimeZoneContext);
}
