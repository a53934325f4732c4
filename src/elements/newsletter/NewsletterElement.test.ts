import { describeElement } from '../testing/elementContract';
import { NEWSLETTER_TAG, NewsletterElement } from './index';

describeElement({
  tag: NEWSLETTER_TAG,
  ctor: NewsletterElement,
  loadTree: () => import('../../react/newsletter/Newsletter'),
  properties: [
    ['dataRecaptchaKey', 'data-recaptcha-key', '6LcTestKey'],
    ['apiBase', 'api-base', 'https://cinema.example/api/'],
    ['dataTypeId', 'data-type-id', 'festival-news'],
  ],
  required: 'data-recaptcha-key',
  adminLine:
    "cinema-newsletter: data-recaptcha-key is missing; the page shows 'Missing attribute data-recaptcha-key.' instead of the sign-up form. Set data-recaptcha-key to the cinema's reCAPTCHA v3 site key, exactly as the reCAPTCHA admin console shows it. See README.md#cinema-newsletter-when-something-is-wrong",
});
