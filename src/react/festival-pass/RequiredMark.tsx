/**
 * The visible mark of a required field. Hidden from assistive technology, which hears
 * `aria-required` on the control instead; the form's hint explains the mark.
 */
export function RequiredMark() {
  return (
    <span className="required-mark" aria-hidden="true">
      {' *'}
    </span>
  );
}
