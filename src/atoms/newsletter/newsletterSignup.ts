/**
 * The visitor's newsletter sign-up (product-rules §12.1): `POST member/subscribe-newsletter`
 * (action `newsletter`) without a type, or `POST subscribe` with the type's `typeId` (action
 * `subscribe`). Loaded on the first send, so the sign-up form's first view carries no API code.
 */
import { report } from '../../analytics/report';
import { subscribeNewsletter } from '../../api/member';
import { saveSubscription } from '../../api/subscribe';
import { botCheckToken } from '../../botcheck/botCheckToken';
import { tellAdmin } from '../../config/adminConsole';
import { detailOr, isBotCheckError } from '../../errors/errors';
import { httpFor } from '../httpFor';

export { prepareToSend } from '../httpFor';

/** Who signs up. */
export interface NewsletterSignupValues {
  firstName: string;
  lastName: string;
  email: string;
}

/** Where and how to send it. */
export interface NewsletterSignupContext {
  apiBase: string;
  recaptchaKey: string;
  /** A newsletter type such as `JIF`; without one, the cinema's own newsletter. */
  typeId?: string | undefined;
}

/**
 * How a sign-up ended, with what the form says: the thanks, or why not. The thanks is here, with
 * the send, rather than in the form's first view: nothing before a send shows it (docs/speed.md,
 * "Interactions").
 */
export type NewsletterSignupResult = { ok: boolean; message: string };

/** Said when the sign-up went through; the form is ready for another. */
export const NEWSLETTER_THANKS = "Thanks, you're signed up. Look out for our next newsletter.";

/** A sign-up that failed without a server detail. */
export const NEWSLETTER_SIGNUP_FAILED = 'We could not sign you up. Please try again.';

/**
 * Send the sign-up with a fresh bot-check token; never throws. A sign-up that went through is
 * reported from `host` as `sign_up` (product-rules §15.3), with nothing about who signed up; a
 * failure that is the API's (no answer, not the cinema's API, a server error) is also told once to
 * the admin of `host`, the element, in the console (product-rules §2.7).
 */
export async function signUpForNewsletter(
  context: NewsletterSignupContext,
  values: NewsletterSignupValues,
  host?: Element,
): Promise<NewsletterSignupResult> {
  const http = httpFor(context.apiBase);
  const person = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
  };
  let failure: unknown;
  try {
    const typeId = context.typeId;
    const recaptchaToken = await botCheckToken(
      context.recaptchaKey,
      typeId ? 'subscribe' : 'newsletter',
    );
    const ok = typeId
      ? await saveSubscription(
          http,
          { typeId, ...person, recaptchaToken },
          { onError: (error) => (failure = error) },
        )
      : await subscribeNewsletter(http, { ...person, recaptchaToken });
    if (ok) {
      report(host ?? null, 'sign_up', { method: 'newsletter' });
      return { ok: true, message: NEWSLETTER_THANKS };
    }
  } catch (error) {
    failure = error;
  }
  const message = isBotCheckError(failure)
    ? failure.message
    : detailOr(failure, NEWSLETTER_SIGNUP_FAILED);
  if (host) tellAdmin(host, 'signup', message, failure);
  return { ok: false, message };
}
