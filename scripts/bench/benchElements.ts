/**
 * The six elements the bench measures: each one's E2E test page (demo/public/test/), with the
 * query that leaves it alone on the page, and the control that makes its first view usable.
 */

/** One element under measurement. */
export interface BenchElement {
  /** Short name, as in `festival-pass TTI: …`. */
  name: string;
  tag: string;
  /** Test page path and query on the reference server (the page builds the element itself). */
  page: string;
  /**
   * CSS selector, inside the shadow root, of the control that makes the first view usable: it
   * must be rendered and neither disabled nor aria-disabled. The cart summary has no control: its
   * summary box.
   */
  main: string;
}

/** Every tag, in the order the bench prints them. */
export const BENCH_ELEMENTS: readonly BenchElement[] = [
  {
    name: 'festival-pass',
    tag: 'cinema-festival-pass',
    page: '/demo/test/festival-pass.html?festival=jiff',
    // Next stays aria-disabled until the form is valid (product-rules §8.3): the first field is the control.
    main: 'form select',
  },
  {
    name: 'shop-cart',
    tag: 'cinema-shop-cart',
    page: '/demo/test/shop-cart.html?summary=none',
    main: '.product button',
  },
  {
    name: 'cart-summary',
    tag: 'cinema-cart-summary',
    page: '/demo/test/cart-summary.html?shop=none',
    main: '.cart-summary',
  },
  {
    name: 'member-area',
    tag: 'cinema-member-area',
    page: '/demo/test/member-area.html',
    main: 'form button[type="submit"]',
  },
  {
    name: 'membership',
    tag: 'cinema-membership',
    page: '/demo/test/membership.html',
    main: '.membership-option button',
  },
  {
    name: 'newsletter',
    tag: 'cinema-newsletter',
    page: '/demo/test/newsletter.html',
    main: 'form button[type="submit"]',
  },
];
