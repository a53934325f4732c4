/**
 * Read an element's settled first view out of its shadow root, in the same run that measures it:
 * the element and form-control counts that define "same size", and a blueprint of the tree (tags,
 * attributes, text) that the bare baseline renders with React.
 */
import type { Browser } from 'playwright';
import type { BenchElement } from './benchElements';

/** A DOM node as the baseline re-creates it: text, or [tag, attributes, children]. */
export type BlueprintNode = string | [string, Record<string, string>, BlueprintNode[]];

/** What one element's first view is made of. */
export interface FirstView {
  /** Elements in the shadow root (`querySelectorAll('*')`). */
  elements: number;
  /** `input`, `select`, `textarea` and `button` elements among them. */
  controls: number;
  /** The shadow root's children. */
  blueprint: BlueprintNode[];
  /** The host's attributes (the baseline declares the same ones as r2wc props). */
  hostAttributes: Record<string, string>;
  /** The protocols the page and its own origin's files came over (`h2`, `http/1.1`). */
  protocols: string[];
}

/** Runs in the page: serialises the element's shadow root. */
const SERIALISE = `(tag) => {
  const host = document.querySelector(tag);
  const root = host.shadowRoot;
  const walk = (node) => {
    if (node.nodeType === Node.TEXT_NODE) return node.data;
    if (node.nodeType !== Node.ELEMENT_NODE) return null;
    const attributes = {};
    for (const a of node.attributes) attributes[a.name] = a.value;
    return [node.localName, attributes, [...node.childNodes].map(walk).filter((n) => n !== null)];
  };
  return {
    elements: root.querySelectorAll('*').length,
    controls: root.querySelectorAll('input, select, textarea, button').length,
    blueprint: [...root.childNodes].map(walk).filter((n) => n !== null),
    hostAttributes: Object.fromEntries(
      host.getAttributeNames().filter((name) => name !== 'data-theme').map((name) => [name, host.getAttribute(name)]),
    ),
    protocols: [...new Set([...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
      .filter((entry) => new URL(entry.name).origin === location.origin)
      .map((entry) => entry.nextHopProtocol))].sort(),
  };
}`;

/** Runs in the page: resolves once `main` is rendered and enabled in the element's shadow root. */
export const MAIN_READY = `([tag, main]) => new Promise((resolve) => {
  const check = () => {
    const control = document.querySelector(tag)?.shadowRoot?.querySelector(main);
    if (control && !control.disabled) resolve(true);
    else setTimeout(check, 50);
  };
  check();
})`;

/** Open the element's page unthrottled, let it settle, and read its first view. */
export async function captureFirstView(
  browser: Browser,
  origin: string,
  element: BenchElement,
): Promise<FirstView> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${element.page}`, { waitUntil: 'networkidle' });
    await page.evaluate(`(${MAIN_READY})(${JSON.stringify([element.tag, element.main])})`);
    // Anything the view still fetches after its control shows (e.g. who is signed in).
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    return (await page.evaluate(`(${SERIALISE})(${JSON.stringify(element.tag)})`)) as FirstView;
  } finally {
    await context.close();
  }
}
