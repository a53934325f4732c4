import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import {
  BUYER_MISSING_MESSAGES,
  REQUIRED_MESSAGE,
  filled,
  validateEmail,
} from '../../atoms/checkout/buyerValidation';
import { emit } from '../../events/events';
import { STYLE_ORDER } from '../../styles/adoptStyles';
import { ConfigMessage } from '../config/ConfigMessage';
import { useConfig } from '../config/useConfig';
import { LazyErrorSummary, prefetchErrorSummary } from '../form/LazyErrorSummary';
import { RequiredFieldsHint } from '../form/RequiredMark';
import { textFieldFor } from '../form/textFieldFor';
import { FormSend } from '../form/FormSend';
import { sendAfterPress, useFieldForm } from '../form/useFieldForm';
import { useHost } from '../useHost';
import { useStyles } from '../useStyles';
import { NewsletterConfig } from './newsletterConfig';
import { newsletterCss } from './newsletterCss';

/** Attribute props of `<cinema-newsletter>`, as r2wc passes them (absent when not set). */
export interface NewsletterProps {
  dataRecaptchaKey?: string | undefined;
  apiBase?: string | undefined;
  dataTypeId?: string | undefined;
  timeZone?: string | undefined;
}

/** Said when the code that sends the sign-up cannot be fetched. */
export const NEWSLETTER_LOAD_FAILED =
  "We couldn't send your sign-up. Check your connection and try again.";

type Values = { firstName: string; lastName: string; email: string };
const EMPTY: Values = { firstName: '', lastName: '', email: '' };
const FIELDS = ['firstName', 'lastName', 'email'] as const;

/** The messages for the sign-up's fields (product-rules §8.1, §8.2). */
export function validateSignup(field: keyof Values, values: Values): string | undefined {
  if (field === 'email') return validateEmail(values.email);
  return filled(values[field]) ? undefined : REQUIRED_MESSAGE;
}

/** The sign-up's code loads on the first send: the form's first view carries no API code. */
const loadSignup = () => import('../../atoms/newsletter/newsletterSignup');

/**
 * A visitor who starts on the form will send it: its code (and ky's) and the error summary's load
 * while they type, asked for after the frame of the tap or Tab that focused the form (an
 * animation frame, then a task), so that frame is painted first (docs/speed.md, "Interactions").
 */
const prepareSignup = () =>
  requestAnimationFrame(() =>
    setTimeout(() => {
      prefetchErrorSummary();
      loadSignup().then(
        (signup) => signup.prepareToSend(),
        () => undefined,
      );
    }),
  );

function SignupForm({ config }: { config: NewsletterConfig }) {
  const host = useHost();
  const form = useFieldForm('newsletter', EMPTY, validateSignup);
  const { submitting: sending, failure } = form;
  // The thanks the last send brought, until the form changes again.
  const [thanks, setThanks] = useState('');
  const headingId = useId();
  const field = textFieldFor<keyof Values>({
    ...form,
    readOnly: sending,
    change: (name, value) => {
      form.change(name, value);
      form.dismissFailure();
      setThanks('');
    },
  });

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setThanks('');
    const result = await sendAfterPress(() =>
      form.submit(async (values) => {
        const signup = await loadSignup().catch(() => null);
        return signup
          ? signup.signUpForNewsletter(config, values, host)
          : { ok: false as const, message: NEWSLETTER_LOAD_FAILED };
      }),
    );
    if (result?.ok) {
      form.reset(EMPTY);
      setThanks(result.message);
    } else if (result) {
      // What was typed stays, so trying again is one press.
      emit(host, 'cinema-error', { message: result.message });
    }
  }

  return (
    <section className="newsletter" aria-labelledby={headingId}>
      {/* Named after its newsletter: two sign-ups on one page need distinct landmark names. */}
      <h2 part="heading" id={headingId}>
        {config.typeId ? `Sign up to the ${config.typeId} newsletter` : 'Sign up to our newsletter'}
      </h2>
      <p className="muted">News of films, festivals and members' screenings, now and then.</p>
      <form
        noValidate
        aria-busy={sending || undefined}
        onFocus={prepareSignup}
        onSubmit={(event) => void send(event)}
      >
        <RequiredFieldsHint />
        <LazyErrorSummary form={form} fields={FIELDS} words={BUYER_MISSING_MESSAGES} />
        <div className="field-row">
          {field('firstName', 'Given names', 'given-name')}
          {field('lastName', 'Surname', 'family-name')}
        </div>
        {field('email', 'Email', 'email', { type: 'email', inputMode: 'email' })}
        <p
          part={thanks ? 'notice' : undefined}
          className={thanks ? 'success' : 'visually-hidden'}
          role="status"
        >
          {thanks}
        </p>
        <FormSend failure={failure} busy={sending}>
          Sign up
        </FormSend>
      </form>
    </section>
  );
}

/**
 * `<cinema-newsletter>` (product-rules §2.2, §12.1): checks its attributes, then the sign-up form.
 */
export function Newsletter(props: NewsletterProps) {
  useStyles(newsletterCss, STYLE_ORDER.element);
  const result = useConfig(NewsletterConfig, props);
  if (!result.ok) return <ConfigMessage problems={result.problems} />;
  return <SignupForm config={result.config} />;
}
