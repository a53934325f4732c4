/**
 * A consumer of `cinema-elements/newsletter` alone, checked by `tsc` against the built .d.ts.
 */
import { NEWSLETTER_TAG, NewsletterElement } from 'cinema-elements/newsletter';
import type { NewsletterProperties } from 'cinema-elements/newsletter';
import type {
  CinemaEventDetails as NewsletterDetails,
  NewsletterEventMap as NewsletterEvents,
  NewsletterProperties as NewsletterProps,
} from 'cinema-elements/newsletter';

const form: NewsletterElement | null = document.querySelector(NEWSLETTER_TAG);
form?.addEventListener('cinema-error', (event) => {
  const message: string = event.detail.message;
  void message;
});
const created: NewsletterElement = new NewsletterElement();
const properties: NewsletterProperties = created;
properties.dataTypeId = 'JIF';

/** True when A and B are the same type (not merely assignable). */
type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compiles only for `true`. */
const expectTrue = <T extends true>(): T | undefined => undefined;

// <cinema-newsletter>: the tag map, the exact event map and the exact properties.
expectTrue<Equal<HTMLElementTagNameMap['cinema-newsletter'], NewsletterElement>>();
expectTrue<Equal<keyof NewsletterEvents, 'cinema-error' | 'cinema-analytics'>>();
expectTrue<
  Equal<NewsletterEvents['cinema-error'], CustomEvent<NewsletterDetails['cinema-error']>>
>();
expectTrue<
  Equal<keyof NewsletterProps, 'dataRecaptchaKey' | 'apiBase' | 'dataTypeId' | 'timeZone'>
>();
expectTrue<Equal<NewsletterProps[keyof NewsletterProps], string | undefined>>();
const newsletterTag = document.createElement('cinema-newsletter');
expectTrue<Equal<typeof newsletterTag, NewsletterElement>>();
const newsletterTagProperties: NewsletterProps = newsletterTag;
newsletterTag.addEventListener('cinema-error', (event) => {
  const message: string = event.detail.message;
  // @ts-expect-error the detail has no such field
  void event.detail.noSuchField;
  void message;
});
void newsletterTagProperties;
