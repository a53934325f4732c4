/**
 * CSS of the festival-pass pages, on top of the shared base CSS; only `--cinema-*` properties, so
 * every theme applies.
 */
import { fieldErrorCss } from '../form/fieldErrorCss';

export const festivalPassCss = `
.field--checkbox { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 0.25em; }
.field--checkbox .field-error { flex-basis: 100%; }
.field--checkbox input { flex: none; margin-top: 0.15em; }
.field--checkbox label { flex: 1; margin: 0; font-weight: 400; }
.field-hint { margin: 0.25em 0 0; font-size: 0.9em; }
.spinner--small { width: 1em; height: 1em; border-width: 2px; }
/* About the details form's height in every theme, so loading → form does not push the page down. */
.checkout-loading { min-height: var(--cinema-checkout-min-height, 40rem); }
.actions { display: flex; flex-wrap: wrap; gap: 0.75em; }
form { max-width: 40rem; }
${fieldErrorCss}
`;
