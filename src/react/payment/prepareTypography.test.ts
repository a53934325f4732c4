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

/** What the probe held each time it was laid out (its size read). */
function watchLayout() {
  const seen: Array<{ probe: HTMLElement; sheets: CSSStyleSheet[]; lines: string[] }> = [];
  const read = vi
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockImplementation(function (this: HTMLElement) {
      const root = this.shadowRoot;
      if (root) {
        seen.push({
          probe: this,
          sheets: [...root.adoptedStyleSheets],
          lines: [...root.querySelectorAll('h3, span, strong')].map(
            (node) => `${node.parentElement?.className}>${node.localName}.${node.className}`,
          ),
        });
      }
      return new DOMRect();
    });
  onTestFinished(() => read.mockRestore());
  return seen;
}

/** A `later` that keeps each step until the test runs it. */
function steps() {
  const waiting: Array<() => void> = [];
  return {
    later: (step: () => void) => void waiting.push(step),
    next: () => waiting.shift()?.(),
    get count() {
      return waiting.length;
    },
  };
}

describe('prepareTypography', () => {
  it("lays the page's type out one line per idle step, in a hidden probe with the element's sheets and the page's, then removes it", () => {
    const { host, root, own } = element('ritz');
    const seen = watchLayout();
    const idle = steps();
    prepareTypography(host, idle.later);
    // The first line at once (the caller is already in an idle moment), the next one waiting.
    expect(seen).toHaveLength(1);
    expect(seen[0]?.lines).toEqual(['>h3.']);
    expect(idle.count).toBe(1);
    const probe = seen[0]!.probe;
    expect(probe.isConnected).toBe(true);
    expect(seen[0]?.sheets).toEqual([own, sheetFor(paymentCss)]);
    expect(probe.getAttribute('data-theme')).toBe('ritz');
    expect(probe.getAttribute('aria-hidden')).toBe('true');
    expect(probe.style.visibility).toBe('hidden');
    expect(probe.style.position).toBe('fixed');
    while (idle.count > 0) idle.next();
    // One more line per layout, every one of the page's faces and sizes laid out.
    expect(seen.map(({ lines }) => lines.length)).toEqual([1, 2, 3, 4, 5]);
    expect(seen.at(-1)?.lines).toEqual([
      '>h3.',
      'trust__brands>span.brand brand--visa',
      'trust__brands>span.brand',
      'amount-due>strong.',
      'terms>h3.',
    ]);
    // Gone after the last: the element's tree and sheets are as they were.
    expect(probe.isConnected).toBe(false);
    expect([...root.children].map((child) => child.localName)).toEqual(['form']);
    expect(root.adoptedStyleSheets).toEqual([own]);
  });

  it('stops, and takes the probe away, when the element leaves the page between steps', () => {
    const { host } = element();
    const seen = watchLayout();
    const idle = steps();
    prepareTypography(host, idle.later);
    const probe = seen[0]!.probe;
    host.remove();
    idle.next();
    expect(seen).toHaveLength(1);
    expect(probe.parentNode).toBeNull();
    expect(idle.count).toBe(0);
  });

  it('does nothing to an element without a shadow root, and never throws', () => {
    const host = document.createElement('div');
    const seen = watchLayout();
    expect(() => prepareTypography(host, steps().later)).not.toThrow();
    expect(seen).toHaveLength(0);
    const { host: styled, root } = element();
    vi.spyOn(HTMLElement.prototype, 'attachShadow').mockImplementationOnce(() => {
      throw new Error('not here');
    });
    expect(() => prepareTypography(styled, steps().later)).not.toThrow();
    expect([...root.children].map((child) => child.localName)).toEqual(['form']);
  });
});
