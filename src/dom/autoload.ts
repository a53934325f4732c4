/**
 * The CDN loader's watch for elements (product-rules §2.1): the script tag defines nothing and
 * downloads nothing more until a page holds a `cinema-*` element, in its markup or added later by
 * a single-page app. On the first one it imports the element runtime (React, r2wc, every tag's
 * definition) and, for each tag it sees, prefetches that tag's own chunks at the same time, so the
 * runtime and the element's code download in parallel, and starts the element's first request
 * too (src/dom/prefetch.ts); it keeps watching until it has seen every tag. A page with no element
 * loads nothing else.
 */
import { knownTags, prefetchElementChunks } from './elementChunks';
import { prefetchFor } from './prefetch';
import { reserveSpace } from './reserveSpace';

/** The element runtime's module (it exports nothing: it defines every tag). */
export type Runtime = object;

/** Shown on each waiting element when the runtime cannot be fetched (with `cinema-error`). */
export const RUNTIME_LOAD_ERROR_MESSAGE =
  "This part of the page couldn't be loaded. Check your connection and try again.";

/** Methods a host may call on an element before its definition, by tag. */
export type LoaderEarlyMethods = Readonly<Record<string, readonly string[]>>;

/**
 * Methods a host may call on an element, which fail clearly until the element is defined: baked
 * in at build time from the elements' descriptors (`earlyMethods`, src/elements/elementDefines.ts).
 */
const EARLY_METHODS: LoaderEarlyMethods = JSON.parse(__CINEMA_EARLY_METHODS__);

/**
 * Marks what the loader puts on an element that is not defined yet; the element class drops it
 * once defined (src/elements/cinemaElement.ts). A registered symbol, so the loader and the runtime
 * share no module (which would cost every first view a file).
 */
const EARLY = Symbol.for('cinema-elements.early');

let runtime: Promise<Runtime> | null = null;
let observer: MutationObserver | null = null;
const seen = new Set<string>();

/**
 * The element runtime, imported once (again after a failure). `importRuntime` is the build's
 * `import()` of it; tests hand in their own.
 */
export function loadRuntime(importRuntime: () => Promise<Runtime>): Promise<Runtime> {
  runtime ??= importRuntime().catch((error: unknown) => {
    runtime = null;
    throw error;
  });
  return runtime;
}

/** A call on an element before its definition: a clear rejection, never a silent nothing. */
function earlyCall(tag: string, method: string) {
  const call = () =>
    Promise.reject(
      new Error(
        `<${tag}> is not defined yet: await customElements.whenDefined('${tag}') before calling ${method}().`,
      ),
    );
  return Object.assign(call, { [EARLY]: true });
}

/** Give an element that is not defined yet its early-call methods. */
function markEarly(element: Element): void {
  if (customElements.get(element.localName)) return;
  for (const method of EARLY_METHODS[element.localName] ?? []) {
    if (!Object.prototype.hasOwnProperty.call(element, method))
      Object.defineProperty(element, method, {
        value: earlyCall(element.localName, method),
        configurable: true,
        writable: true,
      });
  }
}

/** Start the watch: call once the chunk table is registered. Never throws. */
export function startAutoload(importRuntime: () => Promise<Runtime>): void {
  if (typeof document === 'undefined' || typeof customElements === 'undefined') return;
  const tags = knownTags();
  if (tags.length === 0) return;
  // Before any element is found: its space is kept from the first paint the loader precedes.
  reserveSpace(document);
  const selector = tags.join(',');

  const found = (elements: Iterable<Element>) => {
    let any = false;
    for (const element of elements) {
      any = true;
      markEarly(element);
      // Only before the runtime is here: once it is, the element asks for its data itself.
      if (!customElements.get(element.localName)) prefetchFor(element);
      if (seen.has(element.localName)) continue;
      seen.add(element.localName);
      prefetchElementChunks(element.localName);
    }
    // Every tag seen: each one's chunks are asked for, and the runtime defines them all.
    if (seen.size === tags.length) {
      observer?.disconnect();
      observer = null;
    }
    if (!any) return;
    loadRuntime(importRuntime).catch(() => {
      for (const element of elements) {
        element.dispatchEvent(
          new CustomEvent('cinema-error', {
            detail: { message: RUNTIME_LOAD_ERROR_MESSAGE },
            bubbles: true,
            composed: true,
          }),
        );
      }
    });
  };

  const inTree = (root: ParentNode): Element[] => [...root.querySelectorAll(selector)];
  found(inTree(document));
  if (seen.size === tags.length) return;
  observer = new MutationObserver((records) => {
    const added: Element[] = [];
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(selector)) added.push(node);
        added.push(...inTree(node));
      }
    }
    if (added.length > 0) found(added);
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
}

/** For tests: forget what was seen and loaded. */
export function resetAutoload(): void {
  observer?.disconnect();
  observer = null;
  runtime = null;
  seen.clear();
}
