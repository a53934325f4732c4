/**
 * A labelled checkbox (`.field--checkbox`, CheckboxField's layout): the box beside its label, and
 * its message, when it has one, on a line of its own below. Each form with a checkbox includes it
 * (`${checkboxFieldCss}`, written into its stylesheet by the build: scripts/lib/minifyCssModules.mjs).
 * @cssInclude
 */
export const checkboxFieldCss = `
.field--checkbox { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 0.25em; }
.field--checkbox .field-error { flex-basis: 100%; }
.field--checkbox input { flex: none; margin-top: 0.15em; }
.field--checkbox label { flex: 1; margin: 0; font-weight: 400; }
`;
