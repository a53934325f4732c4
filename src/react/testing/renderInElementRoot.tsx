/** Renders React the way an element with a light-DOM tree does: under ElementRoot, in its host. */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ElementRoot } from '../ElementRoot';

/** A new host element, appended to the document. */
export function appendHost(): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  return host;
}

/**
 * Render `ui` under ElementRoot with `host` (by default a new one in the document) as the root's
 * host and as RTL's container; gives RTL's result and the host.
 */
export function renderInElementRoot(ui: ReactNode, host: HTMLElement = appendHost()) {
  const result = render(<ElementRoot host={host}>{ui}</ElementRoot>, { container: host });
  return { ...result, host };
}
