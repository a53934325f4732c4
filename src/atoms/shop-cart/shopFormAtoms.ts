/**
 * The details form of one `cinema-shop-cart` (product-rules §5.4): what the buyer typed, its
 * messages and the submit. Loaded with the shop's checkout page, not with the catalogue; kept per
 * element in the page-wide store, so the values survive the trip to payment and back, and r2wc's
 * remounts.
 */
import { atom } from 'jotai/vanilla';
import type { WritableAtom } from 'jotai/vanilla';
import type { Http } from '../../api/http';
import type { OrderSession } from '../checkout/checkoutTypes';
import { sendWithCheckoutFlow } from '../checkout/sendWithCheckoutFlow';
import { createFormAtoms } from '../form/formAtoms';
import type { FormAtoms } from '../form/formAtoms';
import { elementOwned } from '../elementState';
import { RECIPIENT_NEEDED_MESSAGE, needsRecipient } from './cartLines';
import { needsDelivery } from './shopCartRules';
import { shopCartFor } from './shopCartAtoms';
import { SHOP_ORDER } from './shopOrder';
import type { ShopElementAtoms } from './shopElementAtoms';
import { EMPTY_SHOP_FORM, shopFields, validateShopField } from './shopFormValidation';
import type { ShopField, ShopFormValues } from './shopFormValidation';

/** What the submit needs from the element. */
export interface ShopSubmitContext {
  http: Http;
  cinemaId: string;
  onExpired?: ((cartId: string) => void) | undefined;
}

/** The atoms of one shop element's details form (the shared form system) and its Continue. */
export interface ShopFormAtoms extends FormAtoms<ShopFormValues, ShopField> {
  /** Continue: validate, then the sequence of product-rules §5.4 and the move to payment. */
  readonly submit: WritableAtom<null, [ShopSubmitContext, OrderSession], Promise<boolean>>;
}

/** Billing names follow the buyer's names until the buyer types different ones. */
function followNames(values: ShopFormValues, patch: Partial<ShopFormValues>): ShopFormValues {
  const next = { ...values, ...patch };
  if ('firstName' in patch && values.billingFirstName === values.firstName)
    next.billingFirstName = next.firstName;
  if ('lastName' in patch && values.billingLastName === values.lastName)
    next.billingLastName = next.lastName;
  return next;
}

function build(element: ShopElementAtoms): ShopFormAtoms {
  // While Continue runs the form is frozen, so the order always matches what the form shows.
  const form = createFormAtoms<ShopFormValues, ShopField>({
    initial: EMPTY_SHOP_FORM,
    validate: validateShopField,
    merge: followNames,
  });

  const submit = atom(null, async (get, set, context: ShopSubmitContext, session: OrderSession) => {
    if (get(form.submittingAtom)) return false;
    const values = get(form.valuesAtom);
    const items = get(shopCartFor(context.http.base).itemsAtom);
    if (!set(form.checkAll, shopFields(values, needsDelivery(items)))) return false;
    // Every gift card by e-mail says who it is for first (product-rules §15.2).
    if (items.some(needsRecipient)) {
      set(form.submitErrorAtom, RECIPIENT_NEEDED_MESSAGE);
      return false;
    }
    const sent = await sendWithCheckoutFlow(
      get,
      set,
      form,
      SHOP_ORDER,
      session,
      (order, checkout) =>
        order.submitShopOrder(context, { get, set, checkout, session }, values, items),
    );
    if (sent?.ok) set(element.pageAtom, 'payment');
    return sent?.ok === true;
  });

  return { ...form, submit };
}

/** The details form of the shop element whose atoms are `element`: made once, kept after. */
export function shopFormAtoms(element: ShopElementAtoms): ShopFormAtoms {
  return elementOwned(element, 'shop-form', () => build(element));
}
