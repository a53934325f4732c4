import {
  ADDRESS_POST_CODE_MESSAGE,
  EMPTY_SHOP_FORM,
  MOBILE_MESSAGE,
  STATE_REQUIRED_MESSAGE,
  addressOf,
  customerOf,
  shopFields,
  summaryMessage,
  validateShopField,
} from './shopFormValidation';
import type { ShopFormValues } from './shopFormValidation';
import {
  FILLED_SHOP_ADDRESS,
  FILLED_SHOP_CUSTOMER,
  FILLED_SHOP_FORM,
} from './testing/shopFormFixtures';
import { EMAIL_MESSAGE, REQUIRED_MESSAGE } from '../festival-pass/festivalPassValidation';

const FILLED = FILLED_SHOP_FORM;

/** What Continue finds: each of `shopFields` with its message, as the form's `checkAll` asks. */
const onContinue = (values: ShopFormValues, needsDelivery: boolean) =>
  Object.fromEntries(
    shopFields(values, needsDelivery).flatMap((field) => {
      const message = validateShopField(field, values);
      return message ? [[field, message]] : [];
    }),
  );

describe('the shop details form', () => {
  it("uses the festival form's texts for the buyer", () => {
    const errors = onContinue(EMPTY_SHOP_FORM, false);
    expect(errors).toMatchObject({
      firstName: REQUIRED_MESSAGE,
      lastName: REQUIRED_MESSAGE,
      email: REQUIRED_MESSAGE,
      postCode: REQUIRED_MESSAGE,
      billingState: STATE_REQUIRED_MESSAGE,
      billingPostCode: ADDRESS_POST_CODE_MESSAGE,
    });
    expect(errors).not.toHaveProperty('mobilePhone');
    expect(errors).not.toHaveProperty('billingLine2');
  });

  it('accepts a filled form, with no delivery address unless a gift by post needs one', () => {
    expect(onContinue(FILLED, false)).toEqual({});
    expect(onContinue(FILLED, true)).toEqual({});
    const separate = { ...FILLED, sameAsBilling: false };
    expect(shopFields(separate, false)).not.toContain('deliveryLine1');
    expect(Object.keys(onContinue(separate, true))).toEqual([
      'deliveryFirstName',
      'deliveryLastName',
      'deliveryLine1',
      'deliverySuburb',
      'deliveryState',
      'deliveryPostCode',
    ]);
  });

  it('takes Australian states and 4-digit post codes only', () => {
    expect(validateShopField('billingState', { ...FILLED, billingState: 'XYZ' })).toBe(
      STATE_REQUIRED_MESSAGE,
    );
    for (const postCode of ['200', '20000', 'abcd', ' 2000x'])
      expect(validateShopField('billingPostCode', { ...FILLED, billingPostCode: postCode })).toBe(
        ADDRESS_POST_CODE_MESSAGE,
      );
    expect(validateShopField('billingPostCode', { ...FILLED, billingPostCode: ' 0800 ' })).toBe(
      undefined,
    );
  });

  it('checks an optional mobile only when one is typed', () => {
    expect(validateShopField('mobilePhone', FILLED)).toBeUndefined();
    for (const ok of ['0412 345 678', '+61 412 345 678', '0412-345-678'])
      expect(validateShopField('mobilePhone', { ...FILLED, mobilePhone: ok })).toBeUndefined();
    expect(validateShopField('mobilePhone', { ...FILLED, mobilePhone: '02 9999 0000' })).toBe(
      MOBILE_MESSAGE,
    );
  });

  it('builds the API address and buyer, trimmed, optional parts only when given', () => {
    expect(addressOf({ ...FILLED, billingLine1: ' 1 George St ' }, 'billing')).toEqual(
      FILLED_SHOP_ADDRESS,
    );
    expect(addressOf({ ...FILLED, billingLine2: 'Level 3' }, 'billing').line2).toBe('Level 3');
    expect(customerOf({ ...FILLED, mobilePhone: '0412 345 678' })).toEqual({
      ...FILLED_SHOP_CUSTOMER,
      mobilePhone: '0412345678',
    });
    expect(customerOf(FILLED)).not.toHaveProperty('mobilePhone');
  });

  it('words the error summary per field, naming the address', () => {
    expect(summaryMessage('billingSuburb', REQUIRED_MESSAGE)).toBe('Enter the billing suburb');
    expect(summaryMessage('deliveryState', STATE_REQUIRED_MESSAGE)).toBe(
      'Select the delivery state',
    );
    expect(summaryMessage('billingPostCode', ADDRESS_POST_CODE_MESSAGE, '20')).toBe(
      `Billing address: ${ADDRESS_POST_CODE_MESSAGE}`,
    );
    expect(summaryMessage('billingPostCode', ADDRESS_POST_CODE_MESSAGE, '')).toBe(
      'Enter the billing post code',
    );
    expect(summaryMessage('email', EMAIL_MESSAGE, 'x')).toBe(EMAIL_MESSAGE);
  });
});
