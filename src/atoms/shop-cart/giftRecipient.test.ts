import * as v from 'valibot';
import {
  GiftRecipient,
  MESSAGE_MAX_LENGTH,
  MESSAGE_TOO_LONG_MESSAGE,
  RECIPIENT_FIELDS,
  RECIPIENT_LABELS,
  SEND_DATE_MESSAGE,
  charactersLeft,
  currentSendDateWindow,
  emptyRecipientValues,
  sendDateWindow,
  toGiftRecipient,
  validateRecipient,
  validateSendDate,
} from './giftRecipient';
import type { RecipientValues } from './giftRecipient';
import { today } from '../checkout/dateOfBirth';
import { DEFAULT_TIME_ZONE as SYDNEY } from '../../config/timeZone';

const REQUIRED = 'This field is required';
const EMAIL = 'Please enter a valid email address';

/** Values a buyer would type for Bea, to be sent on 1 December 2026. */
const BEA_VALUES: RecipientValues = {
  name: ' Bea Ng ',
  email: ' bea@example.com ',
  from: 'Ana',
  message: '  Happy birthday!  ',
  sendDate: '2026-12-01',
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the recipient of a gift card by e-mail (product-rules §15.2)', () => {
  it('asks its fields in order, with their labels', () => {
    expect(RECIPIENT_FIELDS.map((field) => RECIPIENT_LABELS[field])).toEqual([
      "Recipient's name",
      "Recipient's e-mail",
      'From',
      'Message',
      'Send on',
    ]);
    expect(emptyRecipientValues('2026-11-27')).toEqual({
      name: '',
      email: '',
      from: '',
      message: '',
      sendDate: '2026-11-27',
    });
  });

  it('lists every problem at once, trimmed as the other forms do', () => {
    expect(validateRecipient(emptyRecipientValues('2026-11-27'), '2026-11-27')).toEqual({
      name: REQUIRED,
      email: REQUIRED,
      from: REQUIRED,
    });
    const blank = { name: '  ', email: ' ', from: '\t', message: ' ', sendDate: '' };
    expect(validateRecipient(blank, '2026-11-27')).toEqual({
      name: REQUIRED,
      email: REQUIRED,
      from: REQUIRED,
      sendDate: REQUIRED,
    });
    expect(
      validateRecipient(
        { ...BEA_VALUES, email: 'bea@example', message: 'x'.repeat(251), sendDate: '2026-11-26' },
        '2026-11-27',
      ),
    ).toEqual({ email: EMAIL, message: MESSAGE_TOO_LONG_MESSAGE, sendDate: SEND_DATE_MESSAGE });
    expect(validateRecipient(BEA_VALUES, '2026-11-27')).toEqual({});
  });

  it('keeps the message to 250 characters and counts what is left', () => {
    expect(MESSAGE_MAX_LENGTH).toBe(250);
    expect(MESSAGE_TOO_LONG_MESSAGE).toBe('Keep the message to 250 characters or fewer.');
    expect(charactersLeft('')).toBe(250);
    expect(charactersLeft('Happy birthday!')).toBe(235);
    // The spaces at either end are not sent, so they are not counted.
    expect(charactersLeft(`  ${'x'.repeat(250)}  `)).toBe(0);
    expect(charactersLeft('x'.repeat(260))).toBe(-10);
    const values = { ...BEA_VALUES, message: `${'x'.repeat(250)} ` };
    expect(validateRecipient(values, '2026-11-27')).toEqual({});
    expect(validateRecipient({ ...values, message: 'x'.repeat(251) }, '2026-11-27')).toEqual({
      message: MESSAGE_TOO_LONG_MESSAGE,
    });
  });

  it('keeps the recipient trimmed, with no empty message', () => {
    expect(toGiftRecipient(BEA_VALUES)).toEqual({
      name: 'Bea Ng',
      email: 'bea@example.com',
      from: 'Ana',
      message: 'Happy birthday!',
      sendDate: '2026-12-01',
    });
    const noMessage = toGiftRecipient({ ...BEA_VALUES, message: '   ' });
    expect(noMessage).toEqual({
      name: 'Bea Ng',
      email: 'bea@example.com',
      from: 'Ana',
      sendDate: '2026-12-01',
    });
    expect('message' in noMessage).toBe(false);
    expect(v.is(GiftRecipient, noMessage)).toBe(true);
    expect(v.is(GiftRecipient, { ...noMessage, email: 'bea@' })).toBe(false);
    expect(v.is(GiftRecipient, { ...noMessage, name: ' ' })).toBe(false);
    expect(v.is(GiftRecipient, { ...noMessage, sendDate: '2026-02-30' })).toBe(false);
    expect(v.is(GiftRecipient, { ...noMessage, message: 'x'.repeat(251) })).toBe(false);
  });
});

describe('the send date (product-rules §15.2)', () => {
  it('runs from today to the same date 12 months ahead, 29 February then 28', () => {
    expect(sendDateWindow('2026-11-27')).toEqual({ min: '2026-11-27', max: '2027-11-27' });
    expect(sendDateWindow('2026-12-31')).toEqual({ min: '2026-12-31', max: '2027-12-31' });
    expect(sendDateWindow('2028-02-29')).toEqual({ min: '2028-02-29', max: '2029-02-28' });
    expect(sendDateWindow('2027-02-28')).toEqual({ min: '2027-02-28', max: '2028-02-28' });
    expect(sendDateWindow('2027-03-01')).toEqual({ min: '2027-03-01', max: '2028-03-01' });
    expect(() => sendDateWindow('27/11/2026')).toThrow(RangeError);
  });

  it('takes both ends and refuses anything else', () => {
    const todayInSydney = '2026-11-27';
    expect(validateSendDate('2026-11-27', todayInSydney)).toBeUndefined();
    expect(validateSendDate(' 2026-11-27 ', todayInSydney)).toBeUndefined();
    expect(validateSendDate('2027-11-27', todayInSydney)).toBeUndefined();
    expect(validateSendDate('2026-11-26', todayInSydney)).toBe(SEND_DATE_MESSAGE);
    expect(validateSendDate('2027-11-28', todayInSydney)).toBe(SEND_DATE_MESSAGE);
    expect(validateSendDate('2027-02-30', todayInSydney)).toBe(SEND_DATE_MESSAGE);
    expect(validateSendDate('2026-11-27T00:00', todayInSydney)).toBe(SEND_DATE_MESSAGE);
    expect(validateSendDate('tomorrow', todayInSydney)).toBe(SEND_DATE_MESSAGE);
    expect(validateSendDate('', todayInSydney)).toBe(REQUIRED);
    expect(SEND_DATE_MESSAGE).toBe('Choose a send date within the next 12 months.');
  });

  it("turns over at Sydney's midnight in daylight saving (13:00 UTC)", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T12:59:59Z'));
    expect(currentSendDateWindow(SYDNEY)).toEqual({ min: '2026-11-26', max: '2027-11-26' });
    expect(validateSendDate('2026-11-26', today(SYDNEY))).toBeUndefined();
    expect(validateSendDate('2027-11-27', today(SYDNEY))).toBe(SEND_DATE_MESSAGE);
    vi.setSystemTime(new Date('2026-11-26T13:00:00Z'));
    expect(currentSendDateWindow(SYDNEY)).toEqual({ min: '2026-11-27', max: '2027-11-27' });
    // Still the 26th in UTC, but yesterday in Sydney.
    expect(validateSendDate('2026-11-26', today(SYDNEY))).toBe(SEND_DATE_MESSAGE);
    expect(validateSendDate('2027-11-27', today(SYDNEY))).toBeUndefined();
  });

  it("turns over at Sydney's midnight out of daylight saving (14:00 UTC)", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-30T13:59:59Z'));
    expect(currentSendDateWindow(SYDNEY)).toEqual({ min: '2026-06-30', max: '2027-06-30' });
    vi.setSystemTime(new Date('2026-06-30T14:00:00Z'));
    expect(currentSendDateWindow(SYDNEY)).toEqual({ min: '2026-07-01', max: '2027-07-01' });
    expect(validateSendDate('2026-06-30', today(SYDNEY))).toBe(SEND_DATE_MESSAGE);
  });

  it('on 29 February in Sydney, reaches 28 February next year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 28 February 2028, 11:59:59 PM in Sydney (AEDT).
    vi.setSystemTime(new Date('2028-02-28T12:59:59Z'));
    expect(currentSendDateWindow(SYDNEY)).toEqual({ min: '2028-02-28', max: '2029-02-28' });
    vi.setSystemTime(new Date('2028-02-28T13:00:00Z'));
    expect(currentSendDateWindow(SYDNEY)).toEqual({ min: '2028-02-29', max: '2029-02-28' });
    expect(validateSendDate('2029-02-28', today(SYDNEY))).toBeUndefined();
    expect(validateSendDate('2029-03-01', today(SYDNEY))).toBe(SEND_DATE_MESSAGE);
    expect(validateSendDate('2028-02-28', today(SYDNEY))).toBe(SEND_DATE_MESSAGE);
  });
});
