/** `<cinema-festival-pass>` as data (src/elements/descriptor.ts says what each field is for). */
import * as kit from '../descriptor';

export const descriptor = {
  tag: 'cinema-festival-pass',
  feature: 'festival-pass',
  adminName: 'the festival pass',
  attributes: {
    ...kit.commonAttributes('data-cinema-id'),
    'data-cinema-name': { type: 'text', required: true },
    ...kit.commonAttributes('data-recaptcha-key'),
    'data-festival-id': { type: 'id', required: true },
    ...kit.commonAttributes('api-base', 'time-zone', 'terms-url'),
  },
  // The festival's passes (product-rules §6.1), which the form's first field lists.
  firstRequests: [{ path: 'shop/festival-passes', query: { festivalId: 'data-festival-id' } }],
  earlyMethods: [],
  cspParts: kit.SELLING_CSP_PARTS,
  sizeBudget: {
    view: 'checkout page',
    gzip: 95488,
    reason: `90 KB: ${kit.FIRST_VIEW_TARGET}. 90.25 KB since every element reads the cinema's time-zone and the selling ones its terms-url (product-rules §2.3): 0.3 KB. ${kit.raisedForPageWideRules('93.0')} Raised on 2026-12-02 by 0.25 KB because the loader reads each answer it fetched ahead as it comes (src/dom/prefetch.ts), so an element shows it in its first render (src/api/answeredAhead.ts) (57 B in the loader every first view carries) and the chunk plan keeps that code with the shared API client, which this view loads too (scripts/lib/chunkPlan.mjs: one file less for three views); the passes read ahead show in the first commit, the 'Loading passes' commit is gone.`,
  },
  // The form: 710 px in every theme at 1280 px, 739 px (Ritz) at 390 px.
  reservedSpace: { wide: '44.45rem', narrow: '46.25rem' },
  // 'Next' stays aria-disabled until the form is valid (product-rules §8.3): the first field is
  // what makes the first view usable.
  firstView: {
    page: '/demo/test/festival-pass.html?festival=jiff',
    ready: 'form select',
    parts: ['base', 'heading', 'label', 'input', 'button', 'button-primary'],
  },
  // Choosing, the details key by key, the terms, Next; then a buyer who looks at PayPal and goes
  // back to the card (the card's row is open first: product-rules §7.2).
  journey: {
    name: 'choose, type, tick, Next, PayPal and back to the card',
    steps: [
      { step: 'choosing a pass', choose: 'Festival pass' },
      kit.typingBuyer('Given names', 'Surname', 'Email', 'Post code'),
      kit.TICKING_THE_TERMS,
      {
        step: "'Next'",
        press: { role: 'button', name: 'Next' },
        then: { role: 'region', name: 'Credit Card' },
      },
      {
        step: "opening the 'PayPal' row",
        press: { role: 'button', name: 'PayPal' },
        then: { role: 'region', name: 'PayPal' },
      },
      {
        step: "opening the 'Credit Card' row",
        press: { role: 'button', name: 'Credit Card' },
        then: { role: 'region', name: 'Credit Card' },
      },
    ],
  },
} satisfies kit.ElementDescriptor;
