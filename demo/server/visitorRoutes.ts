/**
 * Routes a visitor may call without signing in (product-rules §10.3, §12: a visitor may sign up to
 * a newsletter and verify an e-mail address; activating a card bought in the cinema is how a
 * visitor becomes a member).
 */
import {
  MemberActivation,
  NewsletterSignup,
  SubscriptionSave,
  VerifyEmail,
} from '../../src/api/schemas';
import { membershipCardNumbers } from './catalog/demoMember';
import { isSubscriptionType, subscriptionTypes } from './catalog/subscriptionTypes';
import { HttpProblem } from './HttpProblem';
import { success } from './reply';
import type { Route } from './Router';

/** The visitor routes. */
export const visitorRoutes: Route[] = [
  {
    method: 'POST',
    path: '/api/member/verify-email',
    handler: async ({ state, body }) => {
      const { email, recaptchaToken } = await body(VerifyEmail);
      state.verifiedEmails.push(email);
      state.recaptchaTokens.push(recaptchaToken);
      return success();
    },
  },
  {
    method: 'POST',
    path: '/api/member/subscribe-newsletter',
    handler: async ({ state, body }) => {
      const signup = await body(NewsletterSignup);
      state.newsletterSignups.push(signup);
      state.recaptchaTokens.push(signup.recaptchaToken);
      return success();
    },
  },
  {
    method: 'POST',
    path: '/api/member/activate',
    handler: async ({ state, body }) => {
      const activation = await body(MemberActivation);
      if (!membershipCardNumbers.includes(activation.cardNumber)) {
        throw new HttpProblem(422, 'This membership card number is not recognised.');
      }
      if (state.activations.some((previous) => previous.cardNumber === activation.cardNumber)) {
        throw new HttpProblem(422, 'This membership card has already been activated.');
      }
      state.activations.push(activation);
      state.recaptchaTokens.push(activation.recaptchaToken);
      return success();
    },
  },
  {
    method: 'POST',
    path: '/api/subscribe',
    handler: async ({ state, body }) => {
      const subscription = await body(SubscriptionSave);
      if (!isSubscriptionType(subscription.typeId)) {
        const known = subscriptionTypes.map((type) => type.typeId).join(', ');
        throw new HttpProblem(
          400,
          `typeId: Unknown subscription type "${subscription.typeId}"; expected one of ${known}.`,
        );
      }
      state.subscriptions.push(subscription);
      state.recaptchaTokens.push(subscription.recaptchaToken);
      return success();
    },
  },
];
