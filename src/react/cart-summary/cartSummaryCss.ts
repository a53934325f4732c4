/** The cart summary: a compact pill for a page header. */
export const cartSummaryCss = `
:host { vertical-align: middle; }
.base { background: transparent; }
.cart-summary {
  display: inline-flex; align-items: center; gap: 0.5em;
  min-height: 44px; padding: 0.35em 0.9em;
  border: 1px solid var(--cinema-color-border); border-radius: 999px;
  background: var(--cinema-color-surface); color: var(--cinema-color-text);
  font: inherit; font-weight: 600; text-decoration: none; cursor: pointer;
}
a.cart-summary:hover, button.cart-summary:hover { border-color: var(--cinema-color-accent); }
a.cart-summary:focus-visible, button.cart-summary:focus-visible {
  outline: 3px solid var(--cinema-color-focus); outline-offset: 2px;
}
p.cart-summary { margin: 0; cursor: default; }
.cart-summary__icon { width: 1.25em; height: 1.25em; flex: none; }
.cart-summary__count {
  min-width: 1.6em; padding: 0 0.4em; border-radius: 999px; text-align: center;
  background: var(--cinema-color-accent); color: var(--cinema-color-accent-text);
  font-variant-numeric: tabular-nums;
}
.cart-summary__total { font-variant-numeric: tabular-nums; }
.cart-summary__time {
  padding-left: 0.5em; border-left: 1px solid var(--cinema-color-border);
  color: var(--cinema-color-muted); font-weight: 500; font-variant-numeric: tabular-nums;
  white-space: nowrap; text-transform: none; letter-spacing: normal;
}
`;
