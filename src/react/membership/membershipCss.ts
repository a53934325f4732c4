/**
 * CSS of the membership sale (its own element, and inside the member area's Membership section),
 * on top of the shared base CSS; only `--cinema-*` properties, so every theme applies.
 */
import { checkboxFieldCss } from '../form/checkboxFieldCss';
import { fieldErrorCss } from '../form/fieldErrorCss';

export const membershipCss = `
.membership h2 { margin-bottom: 0.25em; }
.membership-intro { margin: 0 0 var(--cinema-space); }
.section-loading { display: flex; justify-content: center; padding: calc(var(--cinema-space) * 2) 0; }
.membership-options {
  display: grid; gap: var(--cinema-space); margin: 0; padding: 0; list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
}
.membership-option {
  display: flex; flex-direction: column; gap: 0.5em; padding: var(--cinema-space);
  background: var(--cinema-color-surface); border: 1px solid var(--cinema-color-border);
  border-top: 4px solid var(--cinema-color-accent);
  border-radius: var(--cinema-radius); box-shadow: var(--cinema-shadow);
}
.membership-option h3 { margin: 0; font-size: 1.1em; }
.membership-option__description { margin: 0; }
.membership-option__price {
  margin: auto 0 0; font-size: 1.5em; font-weight: 700; font-variant-numeric: tabular-nums;
}
.membership-option__period { font-size: 0.6em; font-weight: 600; color: var(--cinema-color-muted); }
.membership-option__tags { display: flex; flex-wrap: wrap; gap: 0.4em; margin: 0; }
.membership-option__kind, .membership-option__recommended {
  padding: 0.1em 0.6em; font-size: 0.8em; font-weight: 600;
  border: 1px solid var(--cinema-color-border); border-radius: 999px; color: var(--cinema-color-muted);
}
.membership-option__recommended {
  border-color: var(--cinema-color-accent); background: var(--cinema-color-accent);
  color: var(--cinema-color-accent-text); font-weight: 700;
}
.membership-option--recommended {
  border-color: var(--cinema-color-accent);
  box-shadow: 0 0 0 1px var(--cinema-color-accent), var(--cinema-shadow);
}
@media (forced-colors: active) { .membership-option--recommended { outline: 2px solid CanvasText; } }
.membership-option button { width: 100%; }
.membership-choice {
  display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center;
  gap: 0.5em var(--cinema-space); margin: 0 0 var(--cinema-space); padding: calc(var(--cinema-space) * 0.75);
  border: 1px solid var(--cinema-color-border); border-left: 4px solid var(--cinema-color-accent);
  border-radius: var(--cinema-radius); background: var(--cinema-color-surface);
}
.membership-choice p { margin: 0; }
.membership-choice__name { font-weight: 700; }
.membership-form { max-width: 40rem; }
.field-row { display: grid; gap: 0 var(--cinema-space); }
@media (min-width: 480px) { .field-row { grid-template-columns: 1fr 1fr; } }
${checkboxFieldCss}
.field-hint { margin: 0 0 0.35em; font-size: 0.9em; }
.spinner--small { width: 1em; height: 1em; border-width: 2px; }
.actions { display: flex; flex-wrap: wrap; gap: 0.75em; align-items: center; }
.membership-thanks {
  max-width: 40rem; padding: var(--cinema-space); background: var(--cinema-color-surface);
  border: 1px solid var(--cinema-color-border); border-top: 4px solid var(--cinema-color-success);
  border-radius: var(--cinema-radius); box-shadow: var(--cinema-shadow);
}
.membership-thanks h2 { margin-top: 0; }
${fieldErrorCss}
`;
