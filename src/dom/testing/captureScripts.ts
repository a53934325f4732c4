/**
 * Test helper (not product code): let `<script>` tags be appended to the head for real, but typed
 * so happy-dom does not fetch them; the test fires their `load` and `error` events itself.
 */
export function captureScripts(): HTMLScriptElement[] {
  const scripts: HTMLScriptElement[] = [];
  const append = document.head.append.bind(document.head);
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) {
      if (node instanceof HTMLScriptElement) {
        node.type = 'text/x-held-by-test';
        scripts.push(node);
      }
    }
    append(...nodes);
  });
  return scripts;
}
