/**
 * What every element promises as a custom element, tested the same way for each tag: its
 * side-effect module registers it, its typed properties mirror its attributes, and with an
 * attribute missing it says so in its open shadow root (no request needed) and emits
 * `cinema-error` once. Each element's own test adds what only it does.
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
}

/** The shared tests for `element`; call inside the element's own test file. */
export function describeElement(element: ElementUnderTest): void {
  // Transforming a lazy tree the first time can take seconds on a busy runner: vitest's work,
  // not the element's, so it is done before the test that waits.
  beforeAll(async () => {
    await element.loadTree();
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
  });
}
