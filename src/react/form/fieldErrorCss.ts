/**
 * A field at fault, in every form of every element (product-rules §8): a thicker border in the
 * error colour, a bar beside the field and a '!' before its message, so colour is never the only
 * sign. Each form's stylesheet ends with `${fieldErrorCss}`, which the build writes into it
 * (scripts/lib/minifyCssModules.mjs: each stylesheet ships whole, in its own chunk); only
 * `--cinema-*` properties, so every theme applies.
 * @cssInclude
 */
export const fieldErrorCss = `
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
