/**
 * CSS of the error summary (./ErrorSummary.tsx), adopted when a form with one first renders: the
 * summary shows only after a press, so no element's first view carries it.
 */
export const errorSummaryCss = `
.error-summary { margin: 0 0 var(--cinema-space); padding: var(--cinema-space); border: 3px solid var(--cinema-color-error); border-radius: var(--cinema-radius); }
.error-summary h3 { margin: 0 0 0.5em; font-size: 1.1em; }
.error-summary ul { margin: 0; padding-left: 1.25em; }
.error-summary a { color: var(--cinema-color-error); font-weight: 600; }
`;
