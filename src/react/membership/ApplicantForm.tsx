import { useId } from 'react';
import type { FormEvent } from 'react';
import type { MembershipOption } from '../../api/schemas';
import {
  APPLICANT_MISSING_MESSAGES,
  applicantFieldsFor,
} from '../../atoms/membership/membershipRules';
import { isFreeOption } from '../../atoms/membership/optionRules';
import type { ApplicantValues } from '../../atoms/membership/membershipRules';
import { ErrorSummary } from '../form/ErrorSummary';
import { StepMessage, TO_PAYMENT } from '../form/StepMessage';
import { RequiredFieldsHint } from '../form/RequiredMark';
import { DateOfBirthField, checkboxFor } from '../form/MemberFields';
import { nameAndEmailFields } from '../form/nameAndEmailFields';
import { textFieldFor } from '../form/textFieldFor';
import type { FieldForm } from '../form/useFieldForm';
import { useFormFocus } from '../form/useFormFocus';
import { priceText } from './MembershipOptionCards';

/** Props of {@link ApplicantForm}. */
export interface ApplicantFormProps {
  option: MembershipOption;
  form: FieldForm<ApplicantValues>;
  /** A member's e-mail is their account's: shown, not changed here. */
  emailLocked: boolean;
  termsUrl: string;
  busy: boolean;
  /** Why the last send failed, or null. */
  failure: string | null;
  /** Send the checked form; resolves false when a step failed. */
  onSubmit(): Promise<boolean>;
  /** Back to the options, keeping what was typed. */
  onChangeOption(): void;
}

/**
 * The membership applicant (product-rules §11.2): given names, surname, e-mail, mobile, a real date
 * of birth, post code, the newsletter and loyalty boxes and the required terms (an upgrade asks
 * only who pays). The messages of product-rules §8.8 on leaving a field; a send with problems lists
 * them and takes focus there. The button says what happens: 'Join' completes a free membership,
 * 'Next' goes to payment.
 */
export function ApplicantForm({
  option,
  form,
  emailLocked,
  termsUrl,
  busy,
  failure,
  onSubmit,
  onChangeOption,
}: ApplicantFormProps) {
  const headingId = useId();
  const summaryId = useId();
  const { messageRef, showMessage } = useFormFocus();
  const { values, errors } = form;
  const fields = applicantFieldsFor(option);
  const asks = (name: keyof ApplicantValues) => fields.includes(name);
  const text = textFieldFor<'firstName' | 'lastName' | 'email' | 'mobilePhone' | 'postCode'>({
    ...form,
    readOnly: busy,
  });
  const checkbox = checkboxFor<'sendNewsletter' | 'sendLoyaltyUpdates' | 'terms'>({
    ...form,
    readOnly: busy,
  });
  const free = isFreeOption(option);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!form.validateAll()) return;
    if (!(await onSubmit())) showMessage();
  }

  return (
    <section className="membership-form" aria-labelledby={headingId}>
      <h2 part="heading" id={headingId} tabIndex={-1}>
        {option.action === 'new' ? 'Your details' : 'Confirm your details'}
      </h2>
      <div className="membership-choice">
        <p>
          <span className="membership-choice__name">{option.name}</span>
          <span className="muted"> · {priceText(option)}</span>
        </p>
        <button
          part="button"
          type="button"
          className="button--secondary"
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onChangeOption();
          }}
        >
          Change
          <span className="visually-hidden"> membership</span>
        </button>
      </div>
      <RequiredFieldsHint />
      <form noValidate aria-busy={busy || undefined} onSubmit={(event) => void send(event)}>
        <ErrorSummary
          id={summaryId}
          form={form}
          fields={fields as readonly string[]}
          words={APPLICANT_MISSING_MESSAGES}
        />
        {nameAndEmailFields(text, {
          readOnly: busy || emailLocked,
          hint: emailLocked ? 'To change your e-mail address, contact the cinema.' : undefined,
        })}
        {asks('mobilePhone') ? (
          <div className="field-row">
            {text('mobilePhone', 'Mobile', 'tel', {
              required: false,
              inputMode: 'tel',
              type: 'tel',
            })}
            {text('postCode', 'Post code', 'postal-code', { inputMode: 'numeric', maxLength: 4 })}
          </div>
        ) : (
          text('postCode', 'Post code', 'postal-code', { inputMode: 'numeric', maxLength: 4 })
        )}
        {asks('dateOfBirth') && (
          <DateOfBirthField
            value={values.dateOfBirth}
            error={errors.dateOfBirth}
            readOnly={busy}
            onChange={(value) => form.change('dateOfBirth', value)}
            onBlur={() => form.blur('dateOfBirth')}
          />
        )}
        {asks('sendNewsletter') && checkbox('sendNewsletter', 'Send me the newsletter')}
        {asks('sendLoyaltyUpdates') && checkbox('sendLoyaltyUpdates', 'Send me loyalty updates')}
        {checkbox(
          'terms',
          <>
            I accept the{' '}
            <a href={termsUrl} target="_blank" rel="noopener">
              terms and conditions
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </>,
          true,
        )}
        <StepMessage
          failure={failure}
          busy={busy}
          messageRef={messageRef}
          title={free ? 'We could not complete your membership.' : TO_PAYMENT.title}
          busyText={free ? 'Joining…' : TO_PAYMENT.busyText}
        />
        <div className="actions">
          <button
            part="button button-primary"
            type="submit"
            aria-busy={busy || undefined}
            aria-describedby={
              form.tried > 0 && fields.some((field) => errors[field]) ? summaryId : undefined
            }
          >
            {busy && <span className="spinner spinner--small" aria-hidden="true" />}
            {free ? 'Join' : 'Next'}
          </button>
        </div>
      </form>
    </section>
  );
}
