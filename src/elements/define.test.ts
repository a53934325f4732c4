import { UNSUPPORTED_BROWSER_MESSAGE, missingFeatures } from './browserSupport';
import { defineElement } from './define';

describe('defineElement', () => {
  it('registers a new tag', () => {
    class First extends HTMLElement {}
    defineElement('cinema-test-first', First);
    expect(customElements.get('cinema-test-first')).toBe(First);
  });

  it('is silent when the same constructor is defined again', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    class Again extends HTMLElement {}
    defineElement('cinema-test-again', Again);
    expect(() => defineElement('cinema-test-again', Again)).not.toThrow();
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps the first definition and warns when another constructor claims the tag', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    class Original extends HTMLElement {}
    class Other extends HTMLElement {}
    defineElement('cinema-test-clash', Original);
    expect(() => defineElement('cinema-test-clash', Other)).not.toThrow();
    expect(customElements.get('cinema-test-clash')).toBe(Original);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('<cinema-test-clash> is already defined'),
    );
  });

  it('warns instead of throwing when the browser refuses the definition', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    class Bad extends HTMLElement {}
    expect(() => defineElement('NoDashHere', Bad)).not.toThrow();
    expect(warn).toHaveBeenCalledWith('Could not define <NoDashHere>:', expect.anything());
  });

  it('does nothing where there is no custom element registry', () => {
    vi.stubGlobal('customElements', undefined);
    expect(() => defineElement('cinema-test-none', class extends HTMLElement {})).not.toThrow();
  });

  it('shows a message, never a blank box, in a browser without adopted stylesheets', () => {
    // Safari before 16.4 reads the code but cannot adopt a constructed stylesheet.
    const descriptor = Object.getOwnPropertyDescriptor(ShadowRoot.prototype, 'adoptedStyleSheets');
    expect(descriptor).toBeDefined();
    expect(missingFeatures()).toEqual([]);
    Reflect.deleteProperty(ShadowRoot.prototype, 'adoptedStyleSheets');
    try {
      expect(missingFeatures()).toEqual(['adoptedStyleSheets']);
      class Real extends HTMLElement {}
      defineElement('cinema-test-old-browser', Real);
      expect(customElements.get('cinema-test-old-browser')).not.toBe(Real);
      const errors: unknown[] = [];
      document.addEventListener('cinema-error', (event) =>
        errors.push((event as CustomEvent).detail),
      );
      const element = document.createElement('cinema-test-old-browser');
      document.body.append(element);
      const alert = element.shadowRoot?.querySelector('[role="alert"]');
      expect(alert?.textContent).toBe(UNSUPPORTED_BROWSER_MESSAGE);
      expect(errors).toEqual([
        { message: UNSUPPORTED_BROWSER_MESSAGE, missing: ['adoptedStyleSheets'] },
      ]);
      element.remove();
    } finally {
      if (descriptor) Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', descriptor);
    }
  });

  it('names every missing built-in', () => {
    const hasOwn = Object.hasOwn;
    let missing: string[];
    Reflect.set(Object, 'hasOwn', undefined);
    try {
      missing = missingFeatures();
    } finally {
      // Restored before asserting: the test runner's matchers call it.
      Reflect.set(Object, 'hasOwn', hasOwn);
    }
    expect(missing).toEqual(['Object.hasOwn']);
  });
});
