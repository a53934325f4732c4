/**
 * The details form of one `cinema-shop-cart` (product-rules §5.4): what the buyer typed, its
 * messages and the submit. Loaded with the shop's checkout page, not with the catalogue; kept per
 * element in the page-wide store, so the values survive the trip to payment and back, and r2wc's
 * remounts.
 */
import { atom } from 'jotai/vanilla';
import type { Atom, PrimitiveAtom, WritableAtom } from 'jotai/vanilla';
import type { Http } from '../../api/http';
import { createFormFieldAtoms, sendWithCheckoutFlow } from '../checkout/formFieldAtoms';
import { needsDelivery } from './shopCartRules';
import { shopCart } from './shopCartAtoms';
import type { ShopElementAtoms } from './shopElementAtoms';
import {
  EMPTY_SHOP_FORM,
  shopFields,
  validateShopField,
  validateShopForm,
} from './shopFormValidation';
import type { ShopField, ShopFormErrors, ShopFormValues } from './shopFormValidation';

/** What the submit needs from the element. */
export interface ShopSubmitContext {
  http: Http;
  cinemaId: string;
  onExpired?: ((cartId: string) => void) | undefined;
}

/** The atoms of one shop element's details form. */
export interface ShopFormAtoms {
  readonly valuesAtom: Atom<ShopFormValues>;
  readonly errorsAtom: Atom<ShopFormErrors>;
  readonly touchedAtom: Atom<Partial<Record<ShopField, boolean>>>;
  readonly submittingAtom: Atom<boolean>;
  /** Why the last Continue failed, or null. */
  readonly submitErrorAtom: PrimitiveAtom<string | null>;
  /** Change values; a field showing a message is checked again so it goes once fixed. */
  readonly updateValues: WritableAtom<null, [Partial<ShopFormValues>], void>;
  /** The buyer left `field`: check it. */
  readonly blurField: WritableAtom<null, [ShopField], void>;
  /** Continue: validate, then the sequence of product-rules §5.4 and the move to payment. */
  readonly submit: WritableAtom<null, [ShopSubmitContext], Promise<boolean>>;
}

const forms = new WeakMap<ShopElementAtoms, ShopFormAtoms>();

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
  const submittingAtom = atom(false);
  const submitErrorAtom = atom<string | null>(null);
  const { valuesAtom, errorsAtom, touchedAtom, updateValues, blurField } = createFormFieldAtoms<
    ShopFormValues,
    ShopField
  >({
    initial: EMPTY_SHOP_FORM,
    validate: validateShopField,
    frozenAtom: submittingAtom,
    merge: followNames,
  });

  const submit = atom(null, async (get, set, context: ShopSubmitContext) => {
    if (get(submittingAtom)) return false;
    const values = get(valuesAtom);
    const items = get(shopCart.itemsAtom);
    const delivery = needsDelivery(items);
    const errors = validateShopForm(values, delivery);
    if (Object.keys(errors).length > 0) {
      set(errorsAtom, errors);
      set(
        touchedAtom,
        Object.fromEntries(shopFields(values, delivery).map((field) => [field, true])),
      );
      return false;
    }
    set(errorsAtom, {});
    const sent = await sendWithCheckoutFlow(set, { submittingAtom, submitErrorAtom }, (flow) =>
      flow.shop.submitShopOrder(context, { get, set }, values, items),
    );
    if (sent) set(element.pageAtom, 'payment');
    return sent;
  });

  return {
    valuesAtom,
    errorsAtom,
    touchedAtom,
    submittingAtom,
    submitErrorAtom,
    updateValues,
    blurField,
    submit,
  };
}

/** The details form of the shop element whose atoms are `element`: made once, kept after. */
export function shopFormAtoms(element: ShopElementAtoms): ShopFormAtoms {
  let atoms = forms.get(element);
  if (!atoms) {
    atoms = build(element);
    forms.set(element, atoms);
  }
  return atoms;
}
