/** `<cinema-cart-summary>` as data (src/elements/descriptor.ts says what each field is for). */
import * as kit from '../descriptor';

export const descriptor = {
  tag: 'cinema-cart-summary',
  // It shows the shop's cart (src/atoms/shop-cart/) and keeps nothing of its own.
  feature: null,
  adminName: 'the cart summary',
  attributes: {
    ...kit.commonAttributes('api-base'),
    href: { type: 'address', required: false },
    ...kit.commonAttributes('time-zone'),
  },
  // It reads the page's stored cart (product-rules §5.7): nothing to ask the API first.
  firstRequests: [],
  earlyMethods: [],
  // It only reads the cinema API, which the page's own part allows.
  cspParts: [],
  sizeBudget: {
    view: 'the count and total',
    gzip: 85120,
    reason: `80 KB: ${kit.FIRST_VIEW_TARGET}. 80.5 KB since tokens fall back to the theme in one place (adoptStyles), the pill's parts, and the page's colour tokens are checked for contrast (the check itself loads with the admin's lines, only when the page sets one): +0.23 KB. ${kit.raisedForPageWideRules('82.75')} Raised again on 2026-12-02 by 0.25 KB for the runtime that waits for the trees on the page before it defines the tags (src/elements/treesOnPage.ts), so each renders in its first commit: one React render and commit less before the first view, 60–180 ms on the calibrated phone (docs/speed.md); the same day took Intl out of every first view. Raised again on 2026-12-02 by 0.125 KB because the loader reads each answer it fetched ahead as it comes (src/dom/prefetch.ts), so an element shows it in its first render (src/api/answeredAhead.ts): 57 B in the loader every first view carries.`,
  },
  // The pill: one control's height (--cinema-control-height), in the header's line.
  reservedSpace: { wide: '2.75rem', display: 'inline-block' },
  // It has no control: its summary box.
  firstView: {
    page: '/demo/test/cart-summary.html?shop=none',
    ready: '.cart-summary',
    parts: ['base', 'button'],
  },
  // Beside a shop, its button takes the buyer there (product-rules §5.7).
  journey: {
    name: 'go to the cart',
    page: '/demo/test/cart-summary.html',
    steps: [{ step: 'going to the cart', press: { role: 'button', name: 'Cart: empty' } }],
  },
} satisfies kit.ElementDescriptor;
