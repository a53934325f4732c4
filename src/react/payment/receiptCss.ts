/**
 * CSS of the receipt, on top of the base CSS; only `--cinema-*` properties on screen, so every
 * theme applies. In print, only the receipt shows, black on white, with no buttons.
 */
export const receiptCss = `
.receipt { margin: var(--cinema-space) 0; padding: var(--cinema-space); border: 1px solid var(--cinema-color-border); border-radius: var(--cinema-radius); background: var(--cinema-color-surface); container: receipt / inline-size; }
.receipt h3 { margin-top: 0; }
.receipt table { width: 100%; border-collapse: collapse; }
.receipt th, .receipt td { padding: 0.35em 0; text-align: left; vertical-align: top; }
.receipt td:last-child, .receipt th:last-child { text-align: right; white-space: nowrap; padding-left: 1em; }
.receipt tfoot th, .receipt tfoot td { border-top: 1px solid var(--cinema-color-border); font-weight: 700; }
.receipt dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 0.35em 1em; margin: var(--cinema-space) 0 0; }
.receipt dt { color: var(--cinema-color-muted); }
/* Too narrow for two columns (the element's width, not the page's): each label above its value. */
@container receipt (max-width: 28rem) {
  .receipt dl { grid-template-columns: minmax(0, 1fr); row-gap: 0; }
  .receipt dd + dt { margin-top: 0.6em; }
}
.receipt__note { display: block; color: var(--cinema-color-muted); font-size: 0.9em; overflow-wrap: anywhere; }
.receipt__actions { margin-top: var(--cinema-space); }
@media print {
  :host { --cinema-color-bg: #fff; --cinema-color-surface: #fff; --cinema-color-text: #000; --cinema-color-muted: #000; --cinema-color-border: #000; }
  .base { min-height: 0; box-shadow: none; background: #fff; color: #000; }
  .thanks > :not(.receipt):not(h2), .receipt__actions, button { display: none !important; }
  .receipt { border: 0; padding: 0; }
}
`;
