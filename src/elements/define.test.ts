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
});
