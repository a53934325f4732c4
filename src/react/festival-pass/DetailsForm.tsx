import { useAtomValue, useSetAtom } from 'jotai/react';
import { RequiredFieldsHint } from '../form/RequiredMark';
import { useId } from 'react';
import type { FormEvent } from 'react';
import type { FestivalPass } from '../../api/schemas';
import { newsletterTypeFor } from '../../atoms/festival-pass/festivalOptions';
import {
  FESTIVAL_PASS_FIELDS,
  MISSING_MESSAGES,
} from '../../atoms/festival-pass/festivalPassValidation';
import type {
  FestivalPassAtoms,
  FestivalPassContext,
} from '../../atoms/festival-pass/festivalPassAtoms';
import { report } from '../../analytics/report';
import { useHost } from '../useHost';
import { ErrorSummary } from '../form/ErrorSummary';
import { StepMessage, TO_PAYMENT } from '../form/StepMessage';
import { PassSelect } from './PassSelect';
import { textFieldFor } from '../form/textFieldFor';
import { useForm } from '../form/useFieldForm';
import { useOrderSend } from '../form/useOrderSend';
import type { CheckoutSession } from '../payment/CheckoutSession';

/** Props of {@link DetailsForm}. */
export interface DetailsFormProps {
  atoms: FestivalPassAtoms;
  passes: readonly FestivalPass[];
  context: FestivalPassContext;
  /** The purchase the form leads to. */
  session: CheckoutSession;
  /** Where the terms-of-use link points. */
  termsUrl: string;
}

/**
 * The details form (product-rules §6.1): pass, names, e-mail, post code, the festival's newsletter
 * opt-in, the required terms box and Next. Values live in atoms, so they survive the trip to
 * payment and back.
 */
export function DetailsForm({ atoms, passes, context, session, termsUrl }: DetailsFormProps) {
  const host = useHost();
  const form = useForm(atoms);
  const { values, errors, submitting, update } = form;
  const submitError = useAtomValue(atoms.submitErrorAtom);
  const enabled = useAtomValue(atoms.canSubmitAtom);
  const submit = useSetAtom(atoms.submit);
  const text = textFieldFor<'firstName' | 'lastName' | 'email' | 'postCode'>({
    ...form,
    readOnly: submitting,
  });
  const id = useId();
  const summaryId = `${id}-summary`;
  const termsError = `${id}-terms-error`;
  const showSummary = form.tried > 0 && !submitting && FESTIVAL_PASS_FIELDS.some((f) => errors[f]);
  const newsletterType = newsletterTypeFor(atoms.festivalId);

  /** The pass with `passId` as an item of the funnel (product-rules §15.3), or none. */
  const passProducts = (passId: string) =>
    passes
      .filter((pass) => pass.id === passId)
      .map((pass) => ({ ...pass, category: 'Festival pass' as const }));

  // After a Next that failed, focus goes to its message (the error summary takes focus itself).
  const { send, messageRef } = useOrderSend(
    session,
    () => {
      report(host, 'begin_checkout', { products: passProducts(values.passId) });
      return submit(context, session);
    },
    atoms.submitErrorAtom,
  );

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    // Every field checked, as product-rules §8 says: what is missing or wrong shows at each field
    // and in the summary. Next unavailable (§8.3) sends nothing, but says why.
    if (!submitting && form.validateAll(FESTIVAL_PASS_FIELDS) && enabled) void send();
  }

  return (
    <form
      noValidate
      aria-busy={submitting || undefined}
      onSubmit={onSubmit}
      onFocus={session.prefetch}
      onChange={session.prefetch}
    >
      <RequiredFieldsHint />
      <ErrorSummary
        id={summaryId}
        form={form}
        fields={FESTIVAL_PASS_FIELDS}
        words={MISSING_MESSAGES}
      />
      <PassSelect
        label="Festival pass"
        passes={passes}
        value={values.passId}
        error={errors.passId}
        readOnly={submitting}
        onChange={(passId) => {
          update({ passId });
          report(host, 'select_item', { list: 'Festival passes', products: passProducts(passId) });
        }}
      />
      {text('firstName', 'Given names', 'given-name')}
      {text('lastName', 'Surname', 'family-name')}
      {text('email', 'Email', 'email', { type: 'email', inputMode: 'email' })}
      {text('postCode', 'Post code', 'postal-code', { inputMode: 'numeric' })}
      {newsletterType && (
        <div className="field field--checkbox">
          <input
            part="input"
            id={`${id}-newsletter`}
            name="newsletter"
            type="checkbox"
            aria-disabled={submitting || undefined}
            checked={values.newsletter}
            onChange={(event) => update({ newsletter: event.target.checked })}
          />
          <label
            part="label"
            htmlFor={`${id}-newsletter`}
          >{`Subscribe to the ${atoms.festivalId.toUpperCase()} newsletter`}</label>
        </div>
      )}
      <div className="field field--checkbox">
        <input
          part="input"
          id={`${id}-terms`}
          name="terms"
          type="checkbox"
          aria-disabled={submitting || undefined}
          required
          aria-required="true"
          aria-invalid={errors.terms ? true : undefined}
          aria-describedby={errors.terms ? termsError : undefined}
          checked={values.terms}
          onChange={(event) => update({ terms: event.target.checked })}
        />
        <label part="label" htmlFor={`${id}-terms`}>
          I accept the{' '}
          <a href={termsUrl} target="_blank" rel="noopener">
            terms and conditions
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </label>
        {errors.terms && (
          <p part="error" id={termsError} className="field-error" role="alert">
            {errors.terms}
          </p>
        )}
      </div>
      <StepMessage
        failure={submitError}
        busy={submitting}
        messageRef={messageRef}
        {...TO_PAYMENT}
      />
      {/*
        aria-disabled, not disabled: Next stays focusable while unavailable (product-rules §8.3),
        and a press shows what is missing. It never submits an incomplete form.
      */}
      <button
        part="button button-primary"
        type="submit"
        aria-disabled={!enabled || undefined}
        aria-describedby={showSummary ? summaryId : undefined}
        aria-busy={submitting || undefined}
      >
        {submitting && <span className="spinner spinner--small" aria-hidden="true" />}
        Next
      </button>
    </form>
  );
}
