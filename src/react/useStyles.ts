import { useInsertionEffect } from 'react';
import { adoptStyles } from '../styles/adoptStyles';
import type { StyleOrder } from '../styles/adoptStyles';
import { useHost } from './useHost';

/**
 * Style the current element with `css` (a CSS string module) through a constructable stylesheet
 * shared page-wide, at cascade position `order` (see `STYLE_ORDER`), released on unmount. This is
 * how every element and page gets its CSS: never a style element, which a strict
 * Content-Security-Policy blocks.
 *
 * Adopted in React's insertion phase, before the commit's DOM is read: React's own focus
 * restoration and a new page's heading focus (usePageChange) read layout in the same commit, and a
 * sheet adopted after them (a layout effect) makes the browser lay the new page out twice, first
 * without its styles (docs/speed.md, "Where the payment step's time goes").
 */
export function useStyles(css: string, order: StyleOrder): void {
  const host = useHost();
  useInsertionEffect(
    () => adoptStyles(host.shadowRoot ?? host.ownerDocument, css, order),
    [host, css, order],
  );
}
