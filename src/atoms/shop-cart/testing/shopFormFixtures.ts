/** A shop details form filled in as a buyer would, for tests. */
import { EMPTY_SHOP_FORM } from '../shopFormValidation';
import type { ShopFormValues } from '../shopFormValidation';

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
