/** `<cinema-member-area>` as data (src/elements/descriptor.ts says what each field is for). */
import * as kit from '../descriptor';

export const descriptor = {
  tag: 'cinema-member-area',
  feature: 'member-area',
  adminName: 'the member area',
  attributes: {
    ...kit.commonAttributes('data-cinema-id', 'data-recaptcha-key', 'api-base'),
    'sign-in-url': { type: 'address', required: false },
    ...kit.commonAttributes('time-zone'),
  },
  // Who is signed in; a 401 means the sign-in form, whose chunk is then fetched at once.
  firstRequests: [{ path: 'member', signedOutOn401: true }],
  earlyMethods: [],
  // It sells renewals and upgrades with the same flow, and checks its forms.
  cspParts: kit.SELLING_CSP_PARTS,
  sizeBudget: {
    view: 'signed in, the first section',
    gzip: 99840,
    reason: `95 KB: ${kit.FIRST_VIEW_TARGET}. ${kit.raisedForPageWideRules('97.5')}`,
  },
  // The sign-in form: 663 px at 1280 px, 1081–1127 px at 390 px.
  reservedSpace: { wide: '41.45rem', narrow: '70.5rem' },
  firstView: {
    page: '/demo/test/member-area.html',
    ready: 'form button[type="submit"]',
    parts: ['base', 'heading', 'card', 'label', 'input', 'button'],
  },
  // Signed in, each tab in turn, each section read once it has loaded (its panel no longer busy).
  journey: {
    name: 'every tab',
    signedIn: true,
    steps: kit.eachTab(
      ['Activity', 'Bookings', 'Vouchers', 'Newsletters', 'Passkeys', 'Membership', 'Details'],
      {
        selector: '[role="tabpanel"][aria-busy="false"]:not(:has(.page-loading, .section-loading))',
      },
    ),
  },
} satisfies kit.ElementDescriptor;
