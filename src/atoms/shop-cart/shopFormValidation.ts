/**
 * The shop checkout's details form (product-rules §5.4): the buyer's details with the texts of §8.1
 * (shared with the festival-pass form), an optional mobile, a billing address, and a delivery
 * address when a gift by post is in the cart ('Same as billing' allowed). Pure functions over the
 * values.
 */
import type { Address } from '../../api/schemas/orders';
import type { Customer } from '../../api/schemas/customer';
import {
  BUYER_FIELDS,
  BUYER_MISSING_MESSAGES,
  REQUIRED_MESSAGE,
  filled,
  validateBuyerField,
} from '../checkout/buyerValidation';
import type { BuyerField } from '../checkout/buyerValidation';

/** Australian states and territories, as the address's `state` (product-rules §8.4). */
export const AUSTRALIAN_STATES = [
  { code: 'ACT', name: 'Australian Capital Territory' },
  { code: 'NSW', name: 'New South Wales' },
  { code: 'NT', name: 'Northern Territory' },
  { code: 'QLD', name: 'Queensland' },
  { code: 'SA', name: 'South Australia' },
  { code: 'TAS', name: 'Tasmania' },
  { code: 'VIC', name: 'Victoria' },
  { code: 'WA', name: 'Western Australia' },
] as const;
export type AustralianStateCode = (typeof AUSTRALIAN_STATES)[number]['code'];

/** An address's parts, as named in the form after their prefix (`billingLine1`). */
export const ADDRESS_PARTS = [
  'FirstName',
  'LastName',
  'Line1',
  'Line2',
  'Suburb',
  'State',
  'PostCode',
] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];
export type AddressPrefix = 'billing' | 'delivery';
export type AddressField = `${AddressPrefix}${AddressPart}`;

/** Every field of the form that can carry a message, in the order they appear. */
export type ShopField = BuyerField | 'mobilePhone' | AddressField;

/** What the buyer has entered. */
export type ShopFormValues = Record<BuyerField | 'mobilePhone' | AddressField, string> & {
  /** The delivery address is the billing address. */
  sameAsBilling: boolean;
};

/** The message per field; a field without one is valid. */
export type ShopFormErrors = Partial<Record<ShopField, string>>;

const addressFields = (prefix: AddressPrefix): AddressField[] =>
  ADDRESS_PARTS.map((part) => `${prefix}${part}` as const);

/** The billing address's fields. */
export const BILLING_FIELDS = addressFields('billing');
/** The delivery address's fields. */
export const DELIVERY_FIELDS = addressFields('delivery');

/** An empty form: delivery goes to the billing address until the buyer says otherwise. */
export const EMPTY_SHOP_FORM: Readonly<ShopFormValues> = {
  firstName: '',
  lastName: '',
  email: '',
  postCode: '',
  mobilePhone: '',
  ...(Object.fromEntries([...BILLING_FIELDS, ...DELIVERY_FIELDS].map((f) => [f, ''])) as Record<
    AddressField,
    string
  >),
  sameAsBilling: true,
};

/** A state left unchosen. */
export const STATE_REQUIRED_MESSAGE = 'Please select a state';
/** An address post code that is not four digits. */
export const ADDRESS_POST_CODE_MESSAGE = 'Please enter a 4-digit post code';
/** A mobile number that is not an Australian mobile. */
export const MOBILE_MESSAGE = 'Please enter an Australian mobile number, e.g. 0412 345 678';

const POST_CODE = /^\d{4}$/;
/** 04xx xxx xxx, or +61 4xx xxx xxx, spaces and dashes allowed. */
const AU_MOBILE = /^(?:\+?61|0)4\d{8}$/;
const STATE_CODES: readonly string[] = AUSTRALIAN_STATES.map((state) => state.code);

/** Whether the form asks for a delivery address: a gift by post is in the cart and it differs. */
export const asksDelivery = (values: ShopFormValues, needsDelivery: boolean): boolean =>
  needsDelivery && !values.sameAsBilling;

/** The fields checked for `values`, in the order of the form. */
export function shopFields(values: ShopFormValues, needsDelivery: boolean): ShopField[] {
  return [
    ...BUYER_FIELDS,
    'mobilePhone',
    ...BILLING_FIELDS,
    ...(asksDelivery(values, needsDelivery) ? DELIVERY_FIELDS : []),
  ];
}

/** The message for one field, as checked when the buyer leaves it, or `undefined`. */
export function validateShopField(field: ShopField, values: ShopFormValues): string | undefined {
  const value = values[field];
  if (field === 'firstName' || field === 'lastName' || field === 'email' || field === 'postCode')
    return validateBuyerField(field, values);
  if (field === 'mobilePhone')
    return !filled(value) || AU_MOBILE.test(value.replace(/[\s()-]/g, ''))
      ? undefined
      : MOBILE_MESSAGE;
  if (field.endsWith('Line2')) return undefined;
  if (field.endsWith('State'))
    return STATE_CODES.includes(value) ? undefined : STATE_REQUIRED_MESSAGE;
  if (field.endsWith('PostCode'))
    return POST_CODE.test(value.trim()) ? undefined : ADDRESS_POST_CODE_MESSAGE;
  return filled(value) ? undefined : REQUIRED_MESSAGE;
}

const ADDRESS_WORDS: Readonly<Record<AddressPart, string>> = {
  FirstName: 'given names',
  LastName: 'surname',
  Line1: 'street address',
  Line2: 'second address line',
  Suburb: 'suburb',
  State: 'state',
  PostCode: 'post code',
};

/** The error summary's words for a field ("Enter the billing suburb"). */
export function missingMessage(field: ShopField): string {
  if (field === 'mobilePhone') return 'Enter a valid mobile number, or leave it empty';
  if ((BUYER_FIELDS as readonly string[]).includes(field))
    return BUYER_MISSING_MESSAGES[field as BuyerField];
  const prefix = field.startsWith('billing') ? 'billing' : 'delivery';
  const part = field.slice(prefix.length) as AddressPart;
  const verb = part === 'State' ? 'Select' : 'Enter';
  return `${verb} the ${prefix} ${ADDRESS_WORDS[part]}`;
}

/** The address typed under `prefix`, as the API takes it. */
export function addressOf(values: ShopFormValues, prefix: AddressPrefix): Address {
  const part = (name: AddressPart) => values[`${prefix}${name}`].trim();
  const address: Address = {
    firstName: part('FirstName'),
    lastName: part('LastName'),
    line1: part('Line1'),
    suburb: part('Suburb'),
    state: part('State') as AustralianStateCode,
    postCode: part('PostCode'),
  };
  const line2 = part('Line2');
  if (line2) address.line2 = line2;
  return address;
}

/** The buyer, as the completion sends them. */
export function customerOf(values: ShopFormValues): Customer {
  const customer: Customer = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    postCode: values.postCode.trim(),
  };
  const mobile = values.mobilePhone.replace(/[\s()-]/g, '');
  if (mobile) customer.mobilePhone = mobile;
  return customer;
}

/**
 * The error summary's line for `field` showing `error`: the "Enter …" words for an empty field,
 * else the message, naming the address it belongs to.
 */
export function summaryMessage(field: ShopField, error: string, value = ''): string {
  if (error === REQUIRED_MESSAGE || error === STATE_REQUIRED_MESSAGE || value.trim() === '')
    return missingMessage(field);
  if (field.startsWith('billing')) return `Billing address: ${error}`;
  if (field.startsWith('delivery')) return `Delivery address: ${error}`;
  return error;
}
