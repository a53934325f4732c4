/**
 * A consumer of `cinema-elements/newsletter` alone, checked by `tsc` against the built .d.ts.
 */
import { NEWSLETTER_TAG, NewsletterElement } from 'cinema-elements/newsletter';
import type { NewsletterProperties } from 'cinema-elements/newsletter';

const form: NewsletterElement | null = document.querySelector(NEWSLETTER_TAG);
form?.addEventListener('cinema-error', (event) => {
  const message: string = event.detail.message;
  void message;
});
const created: NewsletterElement = new NewsletterElement();
const properties: NewsletterProperties = created;
properties.dataTypeId = 'JIF';
