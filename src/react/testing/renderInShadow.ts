/** Renders React the way an element does: inside an open shadow root of a host in the document. */
import { render, within } from '@testing-library/react';

/**
 * Render `ui` in an open shadow root of a new host element; the host leaves the document when the
 * test finishes. `view`'s queries are scoped to the shadow root, where the user sees the UI.
 */
export function renderInShadow(ui: Parameters<typeof render>[0]) {
  const host = document.createElement('div');
  document.body.append(host);
  onTestFinished(() => host.remove());
  const shadowRoot = host.attachShadow({ mode: 'open' });
  const mount = document.createElement('div');
  shadowRoot.append(mount);
  const result = render(ui, { container: mount });
  return { host, shadowRoot, view: within(mount), result };
}
