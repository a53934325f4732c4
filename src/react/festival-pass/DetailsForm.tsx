import { useAtomValue, useSetAtom, useStore } from 'jotai/react';
import { RequiredFieldsHint } from '../form/RequiredMark';
import { useId } from 'react';
import type { FormEvent } from 'react';
import type { FestivalPass } from '../../api/schemas';
import { newsletterTypeFor } from '../../atoms/festival-pass/festivalOptions';
import {
  FESTIVAL_PASS_FIELDS,
  missingForNext,
} from '../../atoms/festival-pass/festivalPassValidation';
import type { FestivalPassAtoms, FestivalPassContext } from '../../atoms/festival-pass';
import { preloadFestivalPassOrder } from '../../atoms/festival-pass';
import { report } from '../../analytics/report';
import { emit } from '../../events/events';
import { useHost } from '../useHost';
import { ErrorSummary } from '../form/ErrorSummary';
import { StepMessage, TO_PAYMENT } from '../form/StepMessage';
import { PassSelect } from './PassSelect';
import { textFieldFor } from '../form/textFieldFor';
import { useForm } from '../form/useFieldForm';
import { useFormFocus } from '../form/useFormFocus';
import { usePreloadPaymentStep } from '../payment/PaymentStep';

/** Props of {@link DetailsForm}. */
export interface DetailsFormProps {
  atoms: FestivalPassAtoms;
  passes: readonly FestivalPass[];
  context: FestivalPassContext;
  /** Where the terms-of-use link points. */
  termsUrl: string;
}

/**
 * The details form (product-rules §6.1): pass, names, e-mail, post code, the festival's newsletter
 * opt-in, the required terms box and Next. Values live in atoms, so they survive the trip to
 * payment and back.
 */
export function DetailsForm({ atoms, passes, context, termsUrl }: DetailsFormProps) {
  const store = useStore();
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
  const preloadPaymentStep = usePreloadPaymentStep(preloadFestivalPassOrder);
  const id = useId();
  const summaryId = `${id}-summary`;
  // After Next: focus to what is missing, the field at fault, or the step's message.
  const { formRef, summaryRef, messageRef, tried, showProblems, showMessage, focusField } =
    useFormFocus();
  const missing = missingForNext(values);
  const showSummary = tried > 0 && !submitting && missing.length > 0;
  const newsletterType = newsletterTypeFor(atoms.festivalId);

  /** The pass with `passId` as an item of the funnel (product-rules §15.3), or none. */
  const passProducts = (passId: string) =>
    passes
      .filter((pass) => pass.id === passId)
      .map((pass) => ({ ...pass, category: 'Festival pass' as const }));

  async function send(): Promise<void> {
    preloadPaymentStep();
    report(host, 'begin_checkout', { products: passProducts(values.passId) });
    if (await submit(context)) return;
    // Move focus to what needs attention: the first field at fault, else the step's message.
    const latest = store.get(atoms.errorsAtom);
    const field = FESTIVAL_PASS_FIELDS.find((name) => latest[name]);
    if (field) focusField(field);
    else {
      const message = store.get(atoms.submitErrorAtom);
      if (!message) return;
      showMessage();
      emit(host, 'cinema-error', { message });
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (submitting) return;
    if (!enabled) {
      // Next stays unavailable (product-rules §8.3); a press says what is still missing instead.
      showProblems();
      return;
    }
    void send();
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-busy={submitting || undefined}
      onSubmit={onSubmit}
      onFocus={preloadPaymentStep}
      onChange={preloadPaymentStep}
    >
      <RequiredFieldsHint />
      {showSummary && (
        <ErrorSummary id={summaryId} ref={summaryRef} problems={missing} onFix={focusField} />
      )}
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
            id={`${id}-newsletter`}
            name="newsletter"
            type="checkbox"
            aria-disabled={submitting || undefined}
            checked={values.newsletter}
            onChange={(event) => update({ newsletter: event.target.checked })}
          />
          <label
            htmlFor={`${id}-newsletter`}
          >{`Subscribe to the ${atoms.festivalId.toUpperCase()} newsletter`}</label>
        </div>
      )}
      <div className="field field--checkbox">
        <input
          id={`${id}-terms`}
          name="terms"
          type="checkbox"
          aria-disabled={submitting || undefined}
          required
          aria-required="true"
          checked={values.terms}
          onChange={(event) => update({ terms: event.target.checked })}
        />
        <label htmlFor={`${id}-terms`}>
          I accept the{' '}
          <a href={termsUrl} target="_blank" rel="noopener">
            terms and conditions
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </label>
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
