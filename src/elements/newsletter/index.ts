/**
 * Side-effect entry `cinema-elements/newsletter`: importing it defines `<cinema-newsletter>`.
 */
import { defineElement } from '../define';
import { NEWSLETTER_TAG, NewsletterElement } from './NewsletterElement';

defineElement(NEWSLETTER_TAG, NewsletterElement);

export { NEWSLETTER_TAG, NewsletterElement };
export type { NewsletterEventMap, NewsletterProperties } from './NewsletterElement';
export type { CinemaEvent, CinemaEventMap, CinemaEventTarget } from '../elementTypes';
export type { CinemaEventDetails, CinemaEventName } from '../../events/events';
