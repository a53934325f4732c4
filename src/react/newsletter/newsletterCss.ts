/** CSS of the newsletter sign-up, on top of the shared base CSS; only `--cinema-*` properties. */
import { fieldErrorCss } from '../form/fieldErrorCss';

export const newsletterCss = `
.newsletter { max-width: 36rem; }
.newsletter h2 { margin-bottom: 0.25em; }
.field-row { display: grid; gap: 0 var(--cinema-space); }
@media (min-width: 480px) { .field-row { grid-template-columns: 1fr 1fr; } }
.spinner--small { width: 1em; height: 1em; border-width: 2px; }
${fieldErrorCss}
`;
