/** CSS of the newsletter sign-up, on top of the shared base CSS; only `--cinema-*` properties. */
export const newsletterCss = `
:host(cinema-newsletter) { --cinema-theme-min-height: 0; }
.newsletter { max-width: 36rem; }
.newsletter h2 { margin-bottom: 0.25em; }
.field-row { display: grid; gap: 0 var(--cinema-space); }
@media (min-width: 480px) { .field-row { grid-template-columns: 1fr 1fr; } }
.spinner--small { width: 1em; height: 1em; border-width: 2px; }
[aria-invalid="true"], input[aria-invalid="true"] {
  border-color: var(--cinema-color-error); box-shadow: inset 0 0 0 1px var(--cinema-color-error);
}
.field:has(.field-error) { padding-left: 0.75em; border-left: 4px solid var(--cinema-color-error); }
.field-error { display: flex; gap: 0.4em; font-weight: 600; }
.field-error::before {
  content: "!"; content: "!" / ""; flex: none; width: 1.3em; height: 1.3em; border-radius: 50%;
  background: var(--cinema-color-error); color: var(--cinema-color-bg);
  font-weight: 700; line-height: 1.3em; text-align: center;
}
`;
