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
});
