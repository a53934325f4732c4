import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { activateCard, sendVerification } from '../../atoms/member-area/memberActions';
import {
  BUYER_MISSING_MESSAGES,
  REQUIRED_MESSAGE,
  filled,
  validateEmail,
} from '../../atoms/checkout/buyerValidation';
import { LazyErrorSummary } from '../form/LazyErrorSummary';
import { textFieldFor } from '../form/textFieldFor';
import { useMemberArea } from './MemberContext';
import { FormSend } from '../form/FormSend';
import { useFieldForm } from '../form/useFieldForm';
import { DateOfBirthField } from '../form/MemberFields';
import { validateDateOfBirth } from '../../atoms/checkout/dateOfBirth';
import { useTimeZone } from '../config/TimeZoneContext';

export const VERIFY_FAILED_MESSAGE = 'We could not send the e-mail. Please try again.';
export const ACTIVATE_FAILED_MESSAGE =
  'We could not activate your card. Please check the details and try again.';
/** Seconds before 'Send again' is offered. */
export const RESEND_AFTER_SECONDS = 30;

/**
 * 'Verify your e-mail' (product-rules §10.3): success only on a 200, then 'Send again' after 30 s.
 */
function VerifyEmail() {
  const context = useMemberArea();
  const form = useFieldForm('verify-email', { email: '' }, (_field, values) =>
    validateEmail(values.email),
  );
  const [sent, setSent] = useState(false);
  const { submitting: sending, failure } = form;
  const [waitSeconds, setWaitSeconds] = useState(0);
  const headingId = useId();

  useEffect(() => {
    if (waitSeconds <= 0) return;
    const timer = setTimeout(() => setWaitSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [waitSeconds]);

  async function send(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    const result = await form.submit(({ email }) =>
      sendVerification(context, email.trim(), VERIFY_FAILED_MESSAGE),
    );
    if (result?.ok) {
      setSent(true);
      setWaitSeconds(RESEND_AFTER_SECONDS);
    } else if (result) setSent(false);
  }

  return (
    <section part="card" className="surface signed-out__card" aria-labelledby={headingId}>
      <h3 part="heading" id={headingId}>
        Verify your e-mail
      </h3>
      {sent && !sending ? (
        <div role="status">
          <p part="notice" className="success">
            Check your inbox
          </p>
          <p>We have sent a link to {form.values.email.trim()}. Open it to verify your address.</p>
          {waitSeconds > 0 ? (
            <p className="muted">You can ask for another e-mail in {waitSeconds} seconds.</p>
          ) : (
            <button
              part="button"
              type="button"
              className="button button--secondary"
              onClick={() => void send()}
            >
              Send again
            </button>
          )}
        </div>
      ) : (
        <form noValidate aria-busy={sending || undefined} onSubmit={(e) => void send(e)}>
          <LazyErrorSummary form={form} fields={['email']} words={BUYER_MISSING_MESSAGES} />
          {textFieldFor({ ...form, readOnly: sending })('email', 'Email', 'email', {
            type: 'email',
            inputMode: 'email',
          })}
          <FormSend failure={failure} busy={sending}>
            Send verification e-mail
          </FormSend>
        </form>
      )}
    </section>
  );
}

type ActivateValues = {
  cardNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  postCode: string;
  mobilePhone: string;
  dateOfBirth: string;
};

/** The fields that can be at fault, and the summary's words for them empty (product-rules §8.8). */
const ACTIVATE_FIELDS = [
  'cardNumber',
  'firstName',
  'lastName',
  'email',
  'postCode',
  'dateOfBirth',
] as const;
const ACTIVATE_WORDS = {
  ...BUYER_MISSING_MESSAGES,
  cardNumber: 'Enter your membership card number',
};

function validateActivation(field: keyof ActivateValues, values: ActivateValues, timeZone: string) {
  if (field === 'email') return validateEmail(values.email);
  if (field === 'mobilePhone') return undefined;
  // Optional, but when given it must be a date in the past, as everywhere else.
  if (field === 'dateOfBirth')
    return filled(values.dateOfBirth)
      ? validateDateOfBirth(values.dateOfBirth, timeZone)
      : undefined;
  return filled(values[field]) ? undefined : REQUIRED_MESSAGE;
}

/** 'Activate your membership card' (product-rules §10.3), action `activate`. */
function ActivateCard() {
  const context = useMemberArea();
  const timeZone = useTimeZone();
  const form = useFieldForm<ActivateValues>(
    'activate',
    {
      cardNumber: '',
      firstName: '',
      lastName: '',
      email: '',
      postCode: '',
      mobilePhone: '',
      dateOfBirth: '',
    },
    (field, values) => validateActivation(field, values, timeZone),
  );
  const [done, setDone] = useState(false);
  const headingId = useId();
  const { values, errors, submitting: sending, failure } = form;

  async function activate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await form.submit((typed) => {
      const trimmed = Object.fromEntries(
        Object.entries(typed).map(([key, value]) => [key, value.trim()]),
      ) as ActivateValues;
      const { mobilePhone, dateOfBirth, ...required } = trimmed;
      return activateCard(
        context,
        {
          cinemaId: context.cinemaId,
          ...required,
          ...(mobilePhone ? { mobilePhone } : {}),
          ...(dateOfBirth ? { dateOfBirth } : {}),
        },
        ACTIVATE_FAILED_MESSAGE,
      );
    });
    if (result?.ok) setDone(true);
  }

  const text = textFieldFor<Exclude<keyof ActivateValues, 'dateOfBirth'>>({
    ...form,
    readOnly: sending,
  });

  return (
    <section part="card" className="surface signed-out__card" aria-labelledby={headingId}>
      <h3 part="heading" id={headingId}>
        Activate your membership card
      </h3>
      {done ? (
        <p part="notice" className="success" role="status">
          Your membership card is active. Sign in to see your account.
        </p>
      ) : (
        <form noValidate aria-busy={sending || undefined} onSubmit={(e) => void activate(e)}>
          <LazyErrorSummary form={form} fields={ACTIVATE_FIELDS} words={ACTIVATE_WORDS} />
          {text('cardNumber', 'Card number', 'off', { inputMode: 'numeric' })}
          <div className="field-row">
            {text('firstName', 'Given names', 'given-name')}
            {text('lastName', 'Surname', 'family-name')}
          </div>
          {text('email', 'Email', 'email', { type: 'email', inputMode: 'email' })}
          <div className="field-row">
            {text('postCode', 'Post code', 'postal-code', { inputMode: 'numeric' })}
            {text('mobilePhone', 'Mobile', 'tel', {
              required: false,
              type: 'tel',
              inputMode: 'tel',
            })}
          </div>
          <DateOfBirthField
            required={false}
            value={values.dateOfBirth}
            error={errors.dateOfBirth}
            readOnly={sending}
            onChange={(value) => form.change('dateOfBirth', value)}
            onBlur={() => form.blur('dateOfBirth')}
          />
          <FormSend failure={failure} busy={sending}>
            Activate card
          </FormSend>
        </form>
      )}
    </section>
  );
}

/** Props of {@link SignedOut}. */
export interface SignedOutProps {
  signInUrl: string | undefined;
}

/**
 * Nobody is signed in (product-rules §10.3): where to sign in (a link to `sign-in-url`, or in
 * words), and the two things a visitor can do here.
 */
export function SignedOut({ signInUrl }: SignedOutProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="signed-out">
      <h2 part="heading" id={headingId} tabIndex={-1}>
        Your account
      </h2>
      {signInUrl ? (
        <p>
          <a part="button button-primary" className="button" href={signInUrl}>
            Sign in
          </a>{' '}
          <span className="muted">to see your details, bookings and vouchers.</span>
        </p>
      ) : (
        <p>Sign in on the cinema's website to see your details, bookings and vouchers.</p>
      )}
      <div className="signed-out__grid">
        <VerifyEmail />
        <ActivateCard />
      </div>
    </section>
  );
}
