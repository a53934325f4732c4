/** A colour's 0–255 channels and its alpha, 0–1. */
type Rgba = [number, number, number, number];

/**
 * Parse a colour as a token or a computed style gives it: `#rgb`, `#rrggbb`, `#rrggbbaa`,
 * `rgb()`/`rgba()` (commas or spaces, `/ alpha`) or `color(srgb r g b / a)`; throws on
 * anything else (a named colour or another space: {@link contrastFailures} skips those).
 */
export function parseColor(text: string): Rgba {
  const value = text.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value)?.[1];
  if (hex) {
    const digits = hex.length === 3 ? [...hex].map((d) => d + d).join('') : hex;
    const [r = 0, g = 0, b = 0, a = 255] = [0, 2, 4, 6].map((i) =>
      digits.length > i ? parseInt(digits.slice(i, i + 2), 16) : 255,
    );
    return [r, g, b, a / 255];
  }
  const fn = /^(rgba?|color)\((.*)\)$/.exec(value);
  const srgb = fn?.[1] === 'color';
  const body = fn?.[2] ?? '';
  if (fn && (!srgb || body.startsWith('srgb '))) {
    const [channels = '', slashAlpha] = (srgb ? body.slice(5) : body).split('/');
    const numbers = channels.split(/[\s,]+/).filter(Boolean);
    const channel = (part: string) =>
      parseFloat(part) * (part.endsWith('%') ? 2.55 : srgb ? 255 : 1);
    const alpha = (part: string) => parseFloat(part) / (part.endsWith('%') ? 100 : 1);
    const rgba = [...numbers.slice(0, 3).map(channel), alpha(slashAlpha ?? numbers[3] ?? '1')];
    if (numbers.length >= 3 && rgba.every(Number.isFinite)) return rgba as Rgba;
  }
  throw new Error(`Not a colour: ${text}`);
}

/** WCAG 2.x relative luminance of a colour, 0 (black) to 1 (white); alpha is ignored. */
export function relativeLuminance(color: string | Rgba): number {
  const [r, g, b] = (typeof color === 'string' ? parseColor(color) : color).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** `top` painted over `bottom` (both opaque after this). */
const over = (top: Rgba, bottom: Rgba): Rgba =>
  [0, 1, 2].map((i) => top[i]! * top[3] + bottom[i]! * (1 - top[3])).concat(1) as Rgba;

/**
 * WCAG contrast ratio of two colours, 1 to 21, order-independent. A translucent background is
 * taken over white, a translucent foreground over its background.
 */
export function contrastRatio(a: string, b: string): number {
  const back = over(parseColor(b), [255, 255, 255, 1]);
  const la = relativeLuminance(over(parseColor(a), back));
  const lb = relativeLuminance(back);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
