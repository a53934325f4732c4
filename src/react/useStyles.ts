import { useLayoutEffect } from 'react';
import { adoptStyles } from '../styles/adoptStyles';
import type { StyleOrder } from '../styles/adoptStyles';
import { useHost } from './useHost';

/**
 * Style the current element with `css` (a CSS string module) through a constructable stylesheet
 * shared page-wide, at cascade position `order` (see `STYLE_ORDER`). Adopted before the first paint
 * and released on unmount. This is how every element and page gets its CSS: never a style element,
 * which a strict Content-Security-Policy blocks.
 */
export function useStyles(css: string, order: StyleOrder): void {
  const host = useHost();
  useLayoutEffect(
    () => adoptStyles(host.shadowRoot ?? host.ownerDocument, css, order),
    [host, css, order],
  );
}
