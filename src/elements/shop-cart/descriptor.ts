/** `<cinema-shop-cart>` as data (src/elements/descriptor.ts says what each field is for). */
import * as kit from '../descriptor';

export const descriptor = {
  tag: 'cinema-shop-cart',
  feature: 'shop-cart',
  adminName: 'the shop',
  attributes: {
    ...kit.commonAttributes(
      'data-cinema-id',
      'data-recaptcha-key',
      'api-base',
      'time-zone',
      'terms-url',
    ),
  },
  // The catalogue's two lists (product-rules §5.3).
  firstRequests: [{ path: 'shop/gifts-by-email' }, { path: 'shop/gifts-by-post' }],
  // A seat map may hand over session tickets before the definition (product-rules §5.5).
  earlyMethods: ['addTickets'],
  cspParts: kit.SELLING_CSP_PARTS,
  sizeBudget: {
    view: 'catalogue and cart',
    gzip: 101632,
    reason: `95 KB: ${kit.FIRST_VIEW_TARGET}. 95.5 KB since a purchase is one checkout session (its pages and session, shared with the festival pass and the membership: the payment is the order shown, product-rules §7.10) and lists tolerate entries they cannot read (product-rules §14): 1.6 KB, of which the old page shell's and payment step's hooks gave back some. ${kit.raisedForPageWideRules('98.75')} Raised again on 2026-12-02 by 0.5 KB because the loader reads each answer it fetched ahead as it comes (src/dom/prefetch.ts), so an element shows it in its first render (src/api/answeredAhead.ts): the shop's catalogue renders in its first commit with its pictures, no placeholders replaced a commit later (docs/speed.md, "Data read ahead renders in the first commit").`,
  },
  // The catalogue, 1206–1304 px: at most a screen, so content below stays off screen while it loads and a short catalogue leaves no more than a screen's gap.
  reservedSpace: { wide: 'min(81.5rem, 100svh)' },
  firstView: {
    page: '/demo/test/shop-cart.html?summary=none',
    ready: '.product button',
    parts: ['base', 'heading', 'card', 'button', 'button-primary'],
  },
  // Two gifts by post, one more of the first, Checkout, and the buyer's name.
  journey: {
    name: 'add two gifts, one more, Checkout, type',
    steps: [
      {
        step: 'adding a gift',
        press: { role: 'button', name: 'Add to cart, Movie Lovers Pack' },
        then: { role: 'button', name: 'Add one more Movie Lovers Pack' },
      },
      {
        step: 'adding a second gift',
        press: { role: 'button', name: 'Add to cart, Date Night Pack' },
        then: { role: 'button', name: 'Add one more Date Night Pack' },
      },
      { step: 'one more', press: { role: 'button', name: 'Add one more Movie Lovers Pack' } },
      {
        step: "'Checkout'",
        press: { role: 'button', name: 'Checkout' },
        then: { role: 'heading', name: 'Your details' },
      },
      kit.typingBuyer('Given names', 'Surname', 'Email'),
    ],
  },
} satisfies kit.ElementDescriptor;
