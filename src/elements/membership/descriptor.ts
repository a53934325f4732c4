/** `<cinema-membership>` as data (src/elements/descriptor.ts says what each field is for). */
import {
  COMMON_ATTRIBUTES,
  FIRST_VIEW_TARGET,
  PAYMENT_CSP_PARTS,
  raisedForPageWideRules,
} from '../descriptor';
import type { ElementDescriptor } from '../descriptor';

export const descriptor = {
  tag: 'cinema-membership',
  feature: 'membership',
  adminName: 'the memberships',
  attributes: {
    'data-cinema-id': COMMON_ATTRIBUTES['data-cinema-id'],
    'data-recaptcha-key': COMMON_ATTRIBUTES['data-recaptcha-key'],
    'api-base': COMMON_ATTRIBUTES['api-base'],
    'data-cinema-name': { type: 'text', required: false },
    'time-zone': COMMON_ATTRIBUTES['time-zone'],
    'terms-url': COMMON_ATTRIBUTES['terms-url'],
  },
  // Who is signed in decides the options shown.
  firstRequests: [{ path: 'member' }],
  earlyMethods: [],
  cspParts: ['botCheck', ...PAYMENT_CSP_PARTS],
  sizeBudget: {
    view: 'the options, for a visitor',
    gzip: 100608,
    reason: `95 KB: ${FIRST_VIEW_TARGET}. 95.5 KB since every element reads the cinema's time-zone and the selling ones its terms-url (product-rules §2.3): 0.3 KB, on a view that had 50 B to spare. ${raisedForPageWideRules('98.25')}`,
  },
  // The tiers and sign-up: 370–391 px at 1280 px, 1048–1111 px at 390 px. (Heights of the first view measured in the four themes; docs/theming.md.)
  reservedSpace: { wide: '24.45rem', narrow: '69.5rem' },
  firstView: {
    page: '/demo/test/membership.html',
    ready: '.membership-option button',
    parts: ['base', 'heading', 'card', 'button', 'button-primary'],
  },
} satisfies ElementDescriptor;
