import { describe, expect, it } from 'vitest';
import { giftDeliveryText } from './giftDelivery';

const ann = { name: 'Ann Lee', email: 'ann@example.com' };

describe('giftDeliveryText', () => {
  it('says today for a card sent on the day of the order', () => {
    expect(giftDeliveryText({ ...ann, sendDate: '2026-11-27' }, '2026-11-27')).toBe(
      'For Ann Lee (ann@example.com), sent by e-mail today',
    );
  });

  it('names a later send date as D MMM yyyy', () => {
    expect(giftDeliveryText({ ...ann, sendDate: '2026-12-03' }, '2026-11-27')).toBe(
      'For Ann Lee (ann@example.com), sent by e-mail on 3 Dec 2026',
    );
  });

  it('keeps a send date on its calendar day across a year and in any zone', () => {
    expect(giftDeliveryText({ ...ann, sendDate: '2027-01-01' }, '2026-12-31')).toBe(
      'For Ann Lee (ann@example.com), sent by e-mail on 1 Jan 2027',
    );
  });

  it('says today for a send date already passed (the server sends it at once)', () => {
    expect(giftDeliveryText({ ...ann, sendDate: '2026-11-26' }, '2026-11-27')).toMatch(/today$/);
  });
});
