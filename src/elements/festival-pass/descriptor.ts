/** `<cinema-festival-pass>` as data (src/elements/descriptor.ts says what each field is for). */
import {
  COMMON_ATTRIBUTES,
  FIRST_VIEW_TARGET,
  PAYMENT_CSP_PARTS,
  raisedForPageWideRules,
} from '../descriptor';
import type { ElementDescriptor } from '../descriptor';

export const descriptor = {
  tag: 'cinema-festival-pass',
  feature: 'festival-pass',
  adminName: 'the festival pass',
  attributes: {
    'data-cinema-id': COMMON_ATTRIBUTES['data-cinema-id'],
    'data-cinema-name': { type: 'text', required: true },
    'data-recaptcha-key': COMMON_ATTRIBUTES['data-recaptcha-key'],
    'data-festival-id': { type: 'id', required: true },
    'api-base': COMMON_ATTRIBUTES['api-base'],
    'time-zone': COMMON_ATTRIBUTES['time-zone'],
    'terms-url': COMMON_ATTRIBUTES['terms-url'],
  },
  // The festival's passes (product-rules §6.1), which the form's first field lists.
  firstRequests: [{ path: 'shop/festival-passes', query: { festivalId: 'data-festival-id' } }],
  earlyMethods: [],
  cspParts: ['botCheck', ...PAYMENT_CSP_PARTS],
  sizeBudget: {
    view: 'checkout page',
    gzip: 95232,
    reason: `90 KB: ${FIRST_VIEW_TARGET}. 90.25 KB since every element reads the cinema's time-zone and the selling ones its terms-url (product-rules §2.3): 0.3 KB. ${raisedForPageWideRules('93.0')}`,
  },
  // The form: 710 px in every theme at 1280 px, 739 px (Ritz) at 390 px. (Heights of the first view measured in the four themes; docs/theming.md.)
  reservedSpace: { wide: '44.45rem', narrow: '46.25rem' },
  // 'Next' stays aria-disabled until the form is valid (product-rules §8.3): the first field is
  // what makes the first view usable.
  firstView: {
    page: '/demo/test/festival-pass.html?festival=jiff',
    ready: 'form select',
    parts: ['base', 'heading', 'label', 'input', 'button', 'button-primary'],
  },
} satisfies ElementDescriptor;
