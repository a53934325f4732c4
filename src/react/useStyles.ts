import { useInsertionEffect } from 'react';
import { adoptStyles } from '../styles/adoptStyles';
import type { StyleOrder } from '../styles/adoptStyles';
import { useHost } from './useHost';

/**
 * Style `host` (its shadow root, or its document when it has none) with `css` through a
 * constructable stylesheet shared page-wide, at cascade position `order` (see `STYLE_ORDER`),
 * released on unmount. For the one caller that is outside its own host's context (ElementRoot,
 * which provides it); everything else calls {@link useStyles}.
 *
 * Adopted in React's insertion phase, before anything in the commit reads layout: React restores
 * focus right after its DOM changes, reading scroll positions before any layout effect runs, so a
 * sheet adopted as a layout effect had the browser lay a new page out once without its styles and
 * again with them (docs/speed.md, "Where the payment step's time goes").
 */
export function useHostStyles(host: HTMLElement, css: string, order: StyleOrder): void {
  useInsertionEffect(
    () => adoptStyles(host.shadowRoot ?? host.ownerDocument, css, order),
    [host, css, order],
  );
}

/**
 * Style the current element with `css` (a CSS string module), as {@link useHostStyles} does. This
 * is how every element and page gets its CSS: never a style element, which a strict
 * Content-Security-Policy blocks.
 */
export function useStyles(css: string, order: StyleOrder): void {
  useHostStyles(useHost(), css, order);
}
