/**
 * The payment page's type, prepared ahead (docs/speed.md, "Where the payment step's time goes").
 * The first layout that uses a new face or size makes the browser find the font, read its file
 * and shape its words: on the payment page that was about half of the commit's layout (five
 * sizes and faces the details form does not use: the page's headings, the card brands, the amount
 * due, the terms' heading). Laid out ahead of the press, one line per idle moment, in a probe nobody
 * sees, they are ready when the page renders. Keep {@link SPECIMEN} in step with paymentCss.ts.
 */
import { sheetFor } from '../../styles/adoptStyles';
import { whenIdle } from '../../dom/whenIdle';
import { paymentCss } from './paymentCss';

/** One line of the page's type, as the page nests it: its parent's class, its tag and class, sample words. */
type Specimen = readonly [parentClass: string, tag: string, className: string, text: string];

/** The payment page's text styles that the details forms do not use (paymentCss.ts, baseCss.ts). */
const SPECIMEN: readonly Specimen[] = [
  ['', 'h3', '', 'Order Summary Payment Options'],
  ['trust__brands', 'span', 'brand brand--visa', 'VISA'],
  ['trust__brands', 'span', 'brand', 'AMEX Discover JCB UnionPay Mastercard'],
  ['amount-due', 'strong', '', '$0123456789.,'],
  ['terms', 'h3', '', 'Ticket terms'],
];

/**
 * Where the probe sits between its steps: out of sight, out of the flow, of no size and contained,
 * so nothing of it is drawn and nothing on the page moves.
 */
const PROBE_STYLE =
  'position:fixed;top:0;left:0;width:0;height:0;overflow:hidden;visibility:hidden;contain:strict;pointer-events:none';

/**
 * Lay the payment page's type out in `host`'s shadow root, with the element's own sheets and
 * theme plus the page's, so its fonts are found and shaped before the page needs them: one line
 * of {@link SPECIMEN} per step, each step in its own idle moment (`later`), so that a key or tap
 * that lands in one waits for one line's fonts, not for all of them (docs/speed.md,
 * "Interactions"). The probe is out of sight and out of the flow between steps, and gone after
 * the last. Never throws: a browser that cannot (no shadow root, no constructable sheets) simply
 * lays them out with the page.
 */
export function prepareTypography(
  host: HTMLElement,
  later: (step: () => void) => void = whenIdle,
): void {
  const root = host.shadowRoot;
  if (!root) return;
  let probe: HTMLElement;
  let inner: ShadowRoot;
  try {
    probe = document.createElement('div');
    probe.setAttribute('aria-hidden', 'true');
    probe.style.cssText = PROBE_STYLE;
    const theme = host.getAttribute('data-theme');
    if (theme !== null) probe.setAttribute('data-theme', theme);
    inner = probe.attachShadow({ mode: 'open' });
    inner.adoptedStyleSheets = [...root.adoptedStyleSheets, sheetFor(paymentCss)];
  } catch {
    // Preparing is only ever a head start.
    return;
  }
  const step = (index: number) => {
    try {
      const specimen = SPECIMEN[index];
      if (!specimen || !host.isConnected) {
        probe.remove();
        return;
      }
      const [parentClass, tag, className, text] = specimen;
      const parent = document.createElement('div');
      parent.className = parentClass;
      const line = document.createElement(tag);
      line.className = className;
      line.textContent = text;
      parent.append(line);
      inner.append(parent);
      if (!probe.isConnected) root.append(probe);
      // Reading its size lays the new line out now.
      probe.getBoundingClientRect();
      later(() => step(index + 1));
    } catch {
      probe.remove();
    }
  };
  step(0);
}
