/** A two-field buyer form with an error summary, for the error pattern's tests (product-rules §8). */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import {
  BUYER_MISSING_MESSAGES,
  validateBuyerField,
} from '../../../atoms/checkout/buyerValidation';
import { HostContext } from '../../useHost';
import { ErrorSummary } from '../ErrorSummary';
import { LazyErrorSummary } from '../LazyErrorSummary';
import { textFieldFor } from '../textFieldFor';
import { useFieldForm } from '../useFieldForm';

export type BuyerFormValues = { firstName: string; email: string };
export const BUYER_FORM_FIELDS = ['firstName', 'email'] as const;
export const validateBuyerForm = (field: keyof BuyerFormValues, values: BuyerFormValues) =>
  validateBuyerField(field, { lastName: 'x', postCode: '2000', ...values });

/** The form, with the summary in the form (or, `lazy`, loaded after a press). */
export function BuyerForm({ lazy = false }: { lazy?: boolean }) {
  const form = useFieldForm<BuyerFormValues>(
    'buyer',
    { firstName: '', email: '' },
    validateBuyerForm,
  );
  const text = textFieldFor<keyof BuyerFormValues>({ ...form, readOnly: false });
  const Summary = lazy ? LazyErrorSummary : ErrorSummary;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(async () => ({ ok: true }));
      }}
    >
      <Summary form={form} fields={BUYER_FORM_FIELDS} words={BUYER_MISSING_MESSAGES} />
      {text('firstName', 'Given names', 'given-name')}
      {text('email', 'Email', 'email', { type: 'email' })}
      <button type="submit">Send</button>
    </form>
  );
}

/** Render `ui` in its own store under an element host; returns a user to drive it. */
export function renderInForm(ui: React.ReactNode) {
  render(
    <Provider store={createStore()}>
      <HostContext value={document.createElement('div')}>{ui}</HostContext>
    </Provider>,
  );
  return userEvent.setup();
}
