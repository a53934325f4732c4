/**
 * CSS of the festival-pass pages, on top of the shared base CSS; only `--cinema-*` properties, so
 * every theme applies.
 */
import { checkboxFieldCss } from '../form/checkboxFieldCss';
import { fieldErrorCss } from '../form/fieldErrorCss';

export const festivalPassCss = `
${checkboxFieldCss}
.field-hint { margin: 0.25em 0 0; font-size: 0.9em; }
.spinner--small { width: 1em; height: 1em; border-width: 2px; }
/* About the details form's height in every theme, so loading → form does not push the page down. */
.checkout-loading {
  display: flex; justify-content: center; padding-top: calc(var(--cinema-space) * 2);
  min-height: var(--cinema-checkout-min-height, 40rem);
}
.actions { display: flex; flex-wrap: wrap; gap: 0.75em; }
form { max-width: 40rem; }
${fieldErrorCss}
`;
