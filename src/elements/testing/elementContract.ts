/**
 * What every element promises as a custom element, tested the same way for each tag: its
 * side-effect module registers it, its typed properties mirror its attributes, and with an
 * attribute missing it says so in its open shadow root (no request needed), emits `cinema-error`
 * once and tells the page's admin once in the console. Each element's own test adds what only it
 * does.
 */
import { act } from 'react';

/** The element under test. */
export interface ElementUnderTest {
  tag: string;
  ctor: CustomElementConstructor;
  /** The element's lazy tree, transformed before the tests that wait for it. */
  loadTree: () => Promise<unknown>;
  /** Each property with the attribute it mirrors and a value to set. */
  properties: ReadonlyArray<[property: string, attribute: string, value: string]>;
  /** An attribute whose absence the element must name. */
  required: string;
  /** The console warning that absence gives the page's admin (product-rules §2.7), word for word. */
  adminLine: string;
}

/** The shared tests for `element`; call inside the element's own test file. */
export function describeElement(element: ElementUnderTest): void {
  // Transforming a lazy tree the first time can take seconds on a busy runner: vitest's work,
  // not the element's, so it is done before the test that waits.
  beforeAll(async () => {
    await element.loadTree();
    // The admin's lines too: a line from an earlier test must not arrive during a later one.
    await import('../../config/adminMessages');
  }, 30_000);

  afterEach(async () => {
    await act(async () => document.body.replaceChildren());
  });

  describe(`<${element.tag}> as a custom element`, () => {
    it('is registered by its side-effect module', () => {
      expect(customElements.get(element.tag)).toBe(element.ctor);
      expect(document.createElement(element.tag)).toBeInstanceOf(element.ctor);
    });

    it('mirrors its properties to its attributes, and forgets a property set to undefined', () => {
      const node = document.createElement(element.tag) as HTMLElement & Record<string, unknown>;
      for (const [property, attribute, value] of element.properties) {
        node[property] = value;
        expect(node.getAttribute(attribute), property).toBe(value);
        node[property] = undefined;
        expect(node.hasAttribute(attribute), property).toBe(false);
      }
    });

    it('names a missing attribute in its shadow root and emits cinema-error once', async () => {
      const node = document.createElement(element.tag);
      for (const [, attribute, value] of element.properties)
        if (attribute !== element.required) node.setAttribute(attribute, value);
      const errors: string[] = [];
      node.addEventListener('cinema-error', (event) =>
        errors.push((event as CustomEvent<{ message: string }>).detail.message),
      );
      await act(async () => document.body.append(node));
      await vi.waitFor(
        () => {
          const text = node.shadowRoot?.textContent ?? '';
          expect(text).toContain(`<${element.tag}> is not set up correctly.`);
          expect(text).toContain(element.required);
        },
        { timeout: 5_000 },
      );
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain(element.required);
    });

    it('tells the admin once in the console, not again when the same element is re-added', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const node = document.createElement(element.tag);
      for (const [, attribute, value] of element.properties)
        if (attribute !== element.required) node.setAttribute(attribute, value);
      let shown = 0;
      node.addEventListener('cinema-error', () => (shown += 1));
      await act(async () => document.body.append(node));
      await vi.waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 5_000 });
      await act(async () => node.remove());
      await act(async () => document.body.append(node));
      // The message is shown again (its cinema-error with it), but the console has heard it.
      await vi.waitFor(() => expect(shown).toBe(2), { timeout: 5_000 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(warn.mock.calls).toEqual([[element.adminLine]]);
    });
  });
}

/** An element whose API never answers (nothing listens on the port), and what it must say. */
export interface UnreachableApi {
  tag: string;
  /** Its attributes, `api-base` pointing where nothing answers. */
  attributes: Record<string, string>;
  /** What the element shows, e.g. 'Error loading products'. */
  shown: string;
  /** The console error its admin gets (product-rules §2.7), word for word. */
  adminLine: string;
}

/** Nothing listens here: a request fails at once, as when the API is down. */
export const UNREACHABLE_API = 'http://127.0.0.1:9/api/';

/**
 * The element says that its API did not answer in its shadow root, and once in the console, even
 * after it is removed and added again (when it asks, and fails, again).
 */
export function describeUnreachableApi(element: UnreachableApi): void {
  describe(`<${element.tag}> without its API`, () => {
    beforeAll(() => import('../../config/adminMessages'));

    afterEach(async () => {
      await act(async () => document.body.replaceChildren());
    });

    it('shows the failure, and tells the admin once in the console how the API answered', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const node = document.createElement(element.tag);
      for (const [name, value] of Object.entries(element.attributes))
        node.setAttribute(name, value);
      let shown = 0;
      node.addEventListener('cinema-error', () => (shown += 1));
      const mount = async (times: number) => {
        await act(async () => document.body.append(node));
        // The client tries a failed read twice more before it gives up.
        await vi.waitFor(() => expect(shown).toBe(times), { timeout: 10_000 });
        expect(node.shadowRoot?.textContent).toContain(element.shown);
      };
      await mount(1);
      await act(async () => node.remove());
      await mount(2);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(
        error.mock.calls.filter(([line]) => String(line).startsWith(`${element.tag}:`)),
      ).toEqual([[element.adminLine]]);
    }, 30_000);
  });
}
