/**
 * An order reference as a buyer reads it aloud at the box office or over the phone
 * (product-rules §5.6): its letters and digits in upper case, in groups of four separated by
 * spaces, e.g. `3f2a9c1e-7b4d` → `3F2A 9C1E 7B4D`. A reference with no letter or digit is shown as
 * it is. The raw reference stays the data: this is only how it is shown.
 */
export function formatReference(reference: string): string {
  const groups = reference
    .replace(/[^0-9a-z]/gi, '')
    .toUpperCase()
    .match(/.{1,4}/g);
  return groups ? groups.join(' ') : reference;
}
