import { useAtomValue, useSetAtom } from 'jotai/react';
import { RequiredFieldsHint } from '../form/RequiredMark';
import { useId } from 'react';
import type { FormEvent } from 'react';
import { shopCartFor } from '../../atoms/shop-cart/shopCartAtoms';
import { needsDelivery } from '../../atoms/shop-cart/shopCartRules';
import type { ShopElementAtoms } from '../../atoms/shop-cart/shopElementAtoms';
import { shopFormAtoms } from '../../atoms/shop-cart/shopFormAtoms';
import type { ShopSubmitContext } from '../../atoms/shop-cart/shopFormAtoms';
import { shopFields, summaryMessage } from '../../atoms/shop-cart/shopFormValidation';
import { ErrorSummary } from '../form/ErrorSummary';
import { StepMessage, TO_PAYMENT } from '../form/StepMessage';
import { CheckboxField } from '../form/MemberFields';
import { nameAndEmailFields } from '../form/nameAndEmailFields';
import { textFieldFor } from '../form/textFieldFor';
import { useForm } from '../form/useFieldForm';
import { useOrderSend } from '../form/useOrderSend';
import type { CheckoutSession } from '../payment/CheckoutSession';
import { AddressFields } from './AddressFields';
import { OrderAside } from './OrderAside';
import { STYLE_ORDER } from '../../styles/adoptStyles';
import { useStyles } from '../useStyles';
import { shopFormsCss } from './shopFormsCss';

/** Props of {@link ShopDetailsForm}. */
export interface ShopDetailsFormProps {
  atoms: ShopElementAtoms;
  context: ShopSubmitContext;
  /** The purchase the form leads to. */
  session: CheckoutSession;
  /** The cinema's terms of use (`terms-url`, or `/terms-of-use` on the API's site). */
  termsUrl: string;
  onBack(): void;
}

/**
 * The shop's details (product-rules §5.4): the buyer (the texts of §8.1, shared with the
 * festival-pass form), an optional mobile, a billing address, and a delivery address only when a
 * gift by post is in the cart ('Same as billing' by default). Values live in atoms, so they survive
 * payment and back.
 */
export function ShopDetailsForm({
  atoms: element,
  context,
  session,
  termsUrl,
  onBack,
}: ShopDetailsFormProps) {
  useStyles(shopFormsCss, STYLE_ORDER.page);
  const atoms = shopFormAtoms(element);
  const form = useForm(atoms);
  const { values, errors, submitting, update, blur } = form;
  const submitError = useAtomValue(atoms.submitErrorAtom);
  // The page-wide cart of the shop's API.
  const items = useAtomValue(shopCartFor(context.http.base).itemsAtom);
  const submit = useSetAtom(atoms.submit);
  const headingId = useId();
  const delivery = needsDelivery(items);
  const fields = shopFields(values, delivery);
  const { send, messageRef } = useOrderSend(
    session,
    () => submit(context, session),
    atoms.submitErrorAtom,
  );

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    // Every field checked (product-rules §8): what is wrong shows at each field and in the summary.
    if (!submitting && form.validateAll(fields)) void send();
  }

  const text = textFieldFor<'firstName' | 'lastName' | 'email' | 'postCode' | 'mobilePhone'>({
    ...form,
    readOnly: submitting,
  });
  /** What both addresses are bound to: the form's values and messages, and its changes. */
  const addressForm = { values, errors, readOnly: submitting, onChange: update, onBlur: blur };

  return (
    <section aria-labelledby={headingId}>
      <h2 part="heading" id={headingId} tabIndex={-1}>
        Your details
      </h2>
      <button part="button" type="button" className="button--link back-link" onClick={onBack}>
        <span aria-hidden="true">← </span>Back to cart
      </button>
      <div className="details-layout">
        <form
          noValidate
          aria-busy={submitting || undefined}
          onSubmit={onSubmit}
          onFocus={session.prefetch}
          onChange={session.prefetch}
        >
          <RequiredFieldsHint />
          <ErrorSummary form={form} fields={fields} words={summaryMessage} />
          <fieldset className="buyer">
            <legend>Contact</legend>
            {nameAndEmailFields(text, {
              hint: 'Your confirmation, and any gift cards by e-mail, go here.',
            })}
            <div className="field-row">
              {text('postCode', 'Post code', 'postal-code', { inputMode: 'numeric' })}
              {text('mobilePhone', 'Mobile', 'tel', {
                type: 'tel',
                inputMode: 'tel',
                required: false,
              })}
            </div>
          </fieldset>
          <AddressFields prefix="billing" legend="Billing address" {...addressForm} />
          {delivery && (
            <fieldset className="delivery">
              <legend>Delivery address</legend>
              <p className="muted field-hint">Where your gifts by post go.</p>
              <CheckboxField
                name="sameAsBilling"
                checked={values.sameAsBilling}
                readOnly={submitting}
                onChange={(sameAsBilling) => update({ sameAsBilling })}
              >
                Same as billing address
              </CheckboxField>
              {!values.sameAsBilling && (
                <AddressFields prefix="delivery" legend="Deliver to" {...addressForm} />
              )}
            </fieldset>
          )}
          <StepMessage
            failure={submitError}
            busy={submitting}
            messageRef={messageRef}
            {...TO_PAYMENT}
          />
          <p className="muted field-hint">
            By continuing you accept the{' '}
            <a href={termsUrl} target="_blank" rel="noopener">
              terms and conditions
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            .
          </p>
          <button part="button button-primary" type="submit" aria-busy={submitting || undefined}>
            {submitting && <span className="spinner spinner--small" aria-hidden="true" />}
            Continue to payment
          </button>
        </form>
        <OrderAside base={context.http.base} />
      </div>
    </section>
  );
}

/** The chunk's component, as LazyChunk renders it. */
export default ShopDetailsForm;
