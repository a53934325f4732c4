import { sheetFor } from '../../styles/adoptStyles';
import { paymentCss } from './paymentCss';
import { prepareTypography } from './prepareTypography';

/** An element with a shadow root styled by one sheet of its own, as the elements are. */
function element(theme?: string) {
  const host = document.createElement('div');
  if (theme) host.setAttribute('data-theme', theme);
  const root = host.attachShadow({ mode: 'open' });
  const own = new CSSStyleSheet();
  root.adoptedStyleSheets = [own];
  root.append(document.createElement('form'));
  document.body.append(host);
  onTestFinished(() => host.remove());
  return { host, root, own };
}

/** What the probe held when it was laid out (its size read), or null if it never was. */
function watchLayout() {
  let seen: { probe: HTMLElement; root: ShadowRoot; sheets: CSSStyleSheet[]; text: string } | null =
    null;
  const read = vi
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockImplementation(function (this: HTMLElement) {
      const root = this.shadowRoot;
      if (root) {
        seen = {
          probe: this,
          root,
          sheets: [...root.adoptedStyleSheets],
          text: [...root.querySelectorAll('h3, span, strong')]
            .map((node) => `${node.parentElement?.className}>${node.localName}.${node.className}`)
            .join(' '),
        };
      }
      return new DOMRect();
    });
  onTestFinished(() => read.mockRestore());
  return () => seen;
}

describe('prepareTypography', () => {
  it("lays the page's type out in a hidden probe with the element's sheets and the page's, then removes it", () => {
    const { host, root, own } = element('ritz');
    const seen = watchLayout();
    prepareTypography(host);
    const probe = seen();
    expect(probe).not.toBeNull();
    expect(probe?.sheets).toEqual([own, sheetFor(paymentCss)]);
    expect(probe?.probe.getAttribute('data-theme')).toBe('ritz');
    expect(probe?.probe.getAttribute('aria-hidden')).toBe('true');
    expect(probe?.probe.style.visibility).toBe('hidden');
    expect(probe?.text).toContain('trust__brands>span.brand brand--visa');
    expect(probe?.text).toContain('amount-due>strong.');
    expect(probe?.text).toContain('terms>h3.');
    // Gone in the same task: the element's tree and sheets are as they were.
    expect(probe?.probe.isConnected).toBe(false);
    expect([...root.children].map((child) => child.localName)).toEqual(['form']);
    expect(root.adoptedStyleSheets).toEqual([own]);
  });

  it('does nothing to an element without a shadow root, and never throws', () => {
    const host = document.createElement('div');
    const seen = watchLayout();
    expect(() => prepareTypography(host)).not.toThrow();
    expect(seen()).toBeNull();
    const { host: styled, root } = element();
    vi.spyOn(HTMLElement.prototype, 'attachShadow').mockImplementationOnce(() => {
      throw new Error('not here');
    });
    expect(() => prepareTypography(styled)).not.toThrow();
    expect([...root.children].map((child) => child.localName)).toEqual(['form']);
  });
});
