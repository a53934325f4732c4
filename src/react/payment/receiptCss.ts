/**
 * CSS of the thanks pages' receipt, on top of the base CSS; only `--cinema-*` properties on
 * screen, so every theme applies. The thanks page keeps a reading width (prices stay near their
 * labels at 1280 px). In print, only the heading and the receipt show, black on white, with no
 * buttons.
 */
export const receiptCss = `
.thanks { max-width: 40rem; }
.receipt { margin: var(--cinema-space) 0; padding: var(--cinema-space); border: 1px solid var(--cinema-color-border); border-radius: var(--cinema-radius); background: var(--cinema-color-surface); container: receipt / inline-size; }
.receipt h3 { margin: 0 0 0.5em; }
.receipt__reference { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25em 0.75em; margin-bottom: 0.75em; padding-bottom: 0.75em; border-bottom: 1px solid var(--cinema-color-border); }
.receipt__reference p { margin: 0; }
.receipt__label { display: block; color: var(--cinema-color-muted); font-size: 0.9em; }
.receipt__code { font-family: ui-monospace, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace; font-size: 1.15em; font-weight: 700; letter-spacing: 0.04em; word-spacing: 0.15em; }
.receipt__copy { padding: 0.25em 1em; }
.receipt__copied { color: var(--cinema-color-muted); font-size: 0.9em; }
.receipt table { width: 100%; border-collapse: collapse; }
.receipt th, .receipt td { padding: 0.35em 0; text-align: left; vertical-align: top; }
.receipt td:last-child, .receipt th:last-child { text-align: right; white-space: nowrap; padding-left: 1em; }
.receipt tfoot th, .receipt tfoot td { border-top: 1px solid var(--cinema-color-border); font-weight: 700; }
.receipt dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 0.35em 1em; margin: var(--cinema-space) 0 0; }
.receipt dt { color: var(--cinema-color-muted); }
.receipt__address span { display: block; }
@container receipt (max-width: 28rem) {
  .receipt dl { grid-template-columns: minmax(0, 1fr); row-gap: 0; }
  .receipt dd + dt { margin-top: 0.6em; }
}
.receipt__note { display: block; color: var(--cinema-color-muted); font-size: 0.9em; overflow-wrap: anywhere; }
.receipt__actions { margin-top: var(--cinema-space); }
@media print {
  :host { --cinema-color-bg: #fff; --cinema-color-surface: #fff; --cinema-color-text: #000; --cinema-color-muted: #000; --cinema-color-border: #000; }
  .base { min-height: 0; box-shadow: none; background: #fff; color: #000; }
  .thanks > :not(.receipt):not(h2), .membership-thanks > :not(.receipt):not(h2), .receipt__actions, .receipt__copied, button { display: none !important; }
  .thanks, .membership-thanks { max-width: none; border: 0; box-shadow: none; padding: 0; }
  .receipt { border: 0; padding: 0; break-inside: avoid; }
}
`;
