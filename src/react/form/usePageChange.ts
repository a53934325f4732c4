import { useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { emit } from '../../events/events';
import type { WidgetPage } from '../../events/events';
import { useHost } from '../useHost';

/** A page's heading, made focusable for this (tabIndex -1). */
const PAGE_HEADING = 'h2[tabindex="-1"]';

/**
 * On every page switch (not on first render, which is no switch): emit `cinema-page-change` from
 * the host and move focus to the new page's heading, waiting for it when the page renders late
 * (the lazily loaded payment page). A layout effect: the event goes out and focus moves in the
 * commit that shows the new page, before the browser paints it, so no frame shows the new page
 * with focus still on the old one, and a host hears of the switch as soon as it is in the DOM.
 */
export function usePageChange(page: WidgetPage, container: RefObject<HTMLElement | null>): void {
  const host = useHost();
  const shown = useRef(page);

  useLayoutEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    emit(host, 'cinema-page-change', { page });
    const root = container.current;
    if (!root) return;
    const focusHeading = (): boolean => {
      const heading = root.querySelector<HTMLElement>(PAGE_HEADING);
      heading?.focus();
      return heading !== null;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [page, host, container]);
}
