/**
 * Styles for the inputs inside the provider's card frames. The frames are separate documents, so
 * the theme's `--cinema-*` properties do not reach them: read the element's resolved text colour
 * and font once, at mount, and hand them to the SDK (otherwise a dark theme shows black digits on
 * its dark field).
 */
export function cardFieldStyle(host: HTMLElement): Record<string, Record<string, string>> {
  const computed = getComputedStyle(host);
  const read = (name: string) => computed.getPropertyValue(name).trim();
  const input: Record<string, string> = {};
  const color = read('--cinema-color-text');
  const font = read('--cinema-font-family');
  if (color) input['color'] = color;
  if (font) input['font-family'] = font;
  return { input };
}
