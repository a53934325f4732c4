/**
 * Every element's descriptor (src/elements/descriptor.ts), by tag: a `Record<CinemaTag, …>`, so
 * the typecheck fails for an element (a tag in `HTMLElementTagNameMap`) without a line here, or a
 * line without an element; `test/unit/elementRegistry.test.ts` fails for a folder whose
 * descriptor is not the one listed. In the order the bench, the size check and the configurator
 * show the elements.
 */
import type { Descriptors } from './descriptor';
import { descriptor as cartSummary } from './cart-summary/descriptor';
import { descriptor as festivalPass } from './festival-pass/descriptor';
import { descriptor as memberArea } from './member-area/descriptor';
import { descriptor as membership } from './membership/descriptor';
import { descriptor as newsletter } from './newsletter/descriptor';
import { descriptor as shopCart } from './shop-cart/descriptor';

export const DESCRIPTORS: Descriptors = {
  'cinema-festival-pass': festivalPass,
  'cinema-shop-cart': shopCart,
  'cinema-cart-summary': cartSummary,
  'cinema-member-area': memberArea,
  'cinema-membership': membership,
  'cinema-newsletter': newsletter,
};
