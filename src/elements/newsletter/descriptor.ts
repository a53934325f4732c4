/** `<cinema-newsletter>` as data (src/elements/descriptor.ts says what each field is for). */
import { COMMON_ATTRIBUTES, FIRST_VIEW_TARGET, raisedForPageWideRules } from '../descriptor';
import type { ElementDescriptor } from '../descriptor';

export const descriptor = {
  tag: 'cinema-newsletter',
  feature: 'newsletter',
  adminName: 'the sign-up form',
  attributes: {
    'data-recaptcha-key': COMMON_ATTRIBUTES['data-recaptcha-key'],
    'api-base': COMMON_ATTRIBUTES['api-base'],
    'data-type-id': { type: 'id', required: false },
    'time-zone': COMMON_ATTRIBUTES['time-zone'],
  },
  // The form asks the API nothing until it is sent.
  firstRequests: [],
  earlyMethods: [],
  // It only checks its form.
  cspParts: ['botCheck'],
  sizeBudget: {
    view: 'the sign-up form',
    gzip: 85248,
    reason: `80 KB: ${FIRST_VIEW_TARGET}. 80.25 KB since the loader's table names a purchase's session chunk in the selling elements' trees and steps (21 B in the entry every page downloads); the newsletter's own code is as it was. 80.5 KB since the parts a brand restyles are on every piece, tokens fall back to the theme in one place (adoptStyles) and the page's colour tokens are checked for contrast (the check loads with the admin's lines, only when the page sets one): +0.27 KB. ${raisedForPageWideRules('83.25')}`,
  },
  // The sign-up form: 360 px at 1280 px, 472–502 px at 390 px. (Heights of the first view measured in the four themes; docs/theming.md.)
  reservedSpace: { wide: '22.55rem', narrow: '31.35rem' },
  firstView: {
    page: '/demo/test/newsletter.html',
    ready: 'form button[type="submit"]',
    parts: ['base', 'heading', 'label', 'input', 'button', 'button-primary'],
  },
} satisfies ElementDescriptor;
