// @vitest-environment node
import { SEND_DATE_MESSAGE } from '../../src/api/schemas';
import { isCalendarDate, lastSendDate, sendDateProblem } from './sendDate';

it('knows real calendar dates', () => {
  expect(isCalendarDate('2028-02-29')).toBe(true);
  expect(isCalendarDate('2027-02-29')).toBe(false);
  expect(isCalendarDate('2026-04-31')).toBe(false);
  expect(isCalendarDate('2026-4-3')).toBe(false);
});

it('ends the window on the same date a year ahead, 29 February on 28 February', () => {
  expect(lastSendDate('2026-03-02')).toBe('2027-03-02');
  expect(lastSendDate('2028-02-29')).toBe('2029-02-28');
  expect(lastSendDate('2027-02-28')).toBe('2028-02-28');
  expect(lastSendDate('2026-12-31')).toBe('2027-12-31');
});

it('allows both ends of the window and nothing outside it (product-rules §15.2)', () => {
  expect(sendDateProblem('2026-03-02', '2026-03-02')).toBeUndefined();
  expect(sendDateProblem('2027-03-02', '2026-03-02')).toBeUndefined();
  expect(sendDateProblem('2026-03-01', '2026-03-02')).toBe(SEND_DATE_MESSAGE);
  expect(sendDateProblem('2027-03-03', '2026-03-02')).toBe(SEND_DATE_MESSAGE);
});
