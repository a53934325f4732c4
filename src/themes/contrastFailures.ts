import { contrastRatio } from './contrast';

/** One token pair under its WCAG minimum: the two tokens and the ratio measured. */
export interface ContrastFailure {
  fg: string;
  bg: string;
  ratio: number;
  min: number;
}

/**
 * The pairs checked after the page's tokens apply (product-rules §1.3): text on background and on
 * surface (4.5:1), border and focus ring on background (3:1, WCAG 1.4.11), accent text on accent.
 */
const PAIRS: ReadonlyArray<[fg: string, bg: string, min: number]> = [
  ['text', 'bg', 4.5],
  ['text', 'surface', 4.5],
  ['border', 'bg', 3],
  ['focus', 'bg', 3],
  ['accent-text', 'accent', 4.5],
];

/**
 * The pairs of `host`'s colour tokens that fail contrast, as its shadow tree resolves them: the
 * page's token (on the element or an ancestor) or the theme's. Each colour is measured as the
 * engine computes it (a hidden probe in the shadow root), so any CSS colour the page writes is
 * measured the same; a pair whose colours cannot be read (another colour space) is skipped.
 */
export function contrastFailures(host: Element): ContrastFailure[] {
  const root = host.shadowRoot;
  if (!root || typeof getComputedStyle !== 'function') return [];
  const probe = host.ownerDocument.createElement('i');
  probe.hidden = true;
  root.append(probe);
  const colours = new Map<string, string>();
  const colour = (role: string) => {
    let value = colours.get(role);
    if (value === undefined) {
      probe.style.color = `var(--cinema-color-${role},var(--cinema-theme-color-${role}))`;
      value = getComputedStyle(probe).color;
      colours.set(role, value);
    }
    return value;
  };
  const failures: ContrastFailure[] = [];
  try {
    for (const [fg, bg, min] of PAIRS) {
      let ratio: number;
      try {
        ratio = contrastRatio(colour(fg), colour(bg));
      } catch {
        continue;
      }
      // Two decimals, as the line says it: 4.496 is not called 4.5.
      if (Math.floor(ratio * 100) / 100 < min)
        failures.push({ fg: `--cinema-color-${fg}`, bg: `--cinema-color-${bg}`, ratio, min });
    }
  } finally {
    probe.remove();
  }
  return failures;
}
