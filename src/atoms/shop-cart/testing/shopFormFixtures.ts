/** A shop details form filled in as a buyer would, for tests. */
import { EMPTY_SHOP_FORM } from '../shopFormValidation';
import type { ShopFormValues } from '../shopFormValidation';
import type { Address } from '../../../api/schemas/orders';
import type { Customer } from '../../../api/schemas/customer';

/** A valid form: Ana Silva, billing to 1 George St, Sydney NSW 2000, delivery the same. */
export const FILLED_SHOP_FORM: Readonly<ShopFormValues> = {
  ...EMPTY_SHOP_FORM,
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@example.com',
  postCode: '2000',
  billingFirstName: 'Ana',
  billingLastName: 'Silva',
  billingLine1: '1 George St',
  billingSuburb: 'Sydney',
  billingState: 'NSW',
  billingPostCode: '2000',
};

/** The billing (and delivery) address of {@link FILLED_SHOP_FORM}, as the API takes it. */
export const FILLED_SHOP_ADDRESS: Readonly<Address> = {
  firstName: 'Ana',
  lastName: 'Silva',
  line1: '1 George St',
  suburb: 'Sydney',
  state: 'NSW',
  postCode: '2000',
};

/** The buyer of {@link FILLED_SHOP_FORM}, as the API takes it (no mobile). */
export const FILLED_SHOP_CUSTOMER: Readonly<Customer> = {
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@example.com',
  postCode: '2000',
};
