/** `<cinema-cart-summary>` as data (src/elements/descriptor.ts says what each field is for). */
import { COMMON_ATTRIBUTES, FIRST_VIEW_TARGET, raisedForPageWideRules } from '../descriptor';
import type { ElementDescriptor } from '../descriptor';

export const descriptor = {
  tag: 'cinema-cart-summary',
  // It shows the shop's cart (src/atoms/shop-cart/) and keeps nothing of its own.
  feature: null,
  adminName: 'the cart summary',
  attributes: {
    'api-base': COMMON_ATTRIBUTES['api-base'],
    href: { type: 'address', required: false },
    'time-zone': COMMON_ATTRIBUTES['time-zone'],
  },
  // It reads the page's stored cart (product-rules §5.7): nothing to ask the API first.
  firstRequests: [],
  earlyMethods: [],
  // It only reads the cinema API, which the page's own part allows.
  cspParts: [],
  sizeBudget: {
    view: 'the count and total',
    gzip: 84736,
    reason: `80 KB: ${FIRST_VIEW_TARGET}. 80.5 KB since tokens fall back to the theme in one place (adoptStyles), the pill's parts, and the page's colour tokens are checked for contrast (the check itself loads with the admin's lines, only when the page sets one): +0.23 KB. ${raisedForPageWideRules('82.75')}`,
  },
  // The pill: one control's height (--cinema-control-height), in the header's line. (Heights of the first view measured in the four themes; docs/theming.md.)
  reservedSpace: { wide: '2.75rem', display: 'inline-block' },
  // It has no control: its summary box.
  firstView: {
    page: '/demo/test/cart-summary.html?shop=none',
    ready: '.cart-summary',
    parts: ['base', 'button'],
  },
} satisfies ElementDescriptor;
