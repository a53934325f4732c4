/**
 * What a field's label says of its need: the visible mark of a required field, hidden from
 * assistive technology, which hears `aria-required` on the control instead (the form's hint
 * explains the mark); or, for one that may be left empty, '(optional)'.
 */
export function RequiredMark({ required = true }: { required?: boolean }) {
  if (!required) return <span className="muted"> (optional)</span>;
  return (
    <span className="required-mark" aria-hidden="true">
      {' *'}
    </span>
  );
}

/** The line that explains {@link RequiredMark}, at the top of every form that uses it. */
export function RequiredFieldsHint() {
  return (
    <p className="muted form-hint">
      Fields marked <span aria-hidden="true">*</span>
      <span className="visually-hidden">with an asterisk</span> are required.
    </p>
  );
}
