/**
 * Is every form control legible as the engine actually painted it? Computed styles are not
 * enough: WebKit paints a native select's face light whatever the CSS colours say, and computed
 * styles then equal Chromium's. So this reads the screenshot. For each control that shows text
 * (a value, a chosen option, a placeholder or a date's fields), the most common colour inside its
 * box is the background painted behind the text, and the pixel that differs most from it is the
 * text's ink. Their WCAG contrast must reach the bar.
 */
import { PNG } from 'pngjs';
import type { Session } from './engine';

/** A control's box and what it is, as the page reports it (CSS pixels). */
export interface ControlBox {
  label: string;
  /** `text`: where a control paints its text; `mark`: a checkbox or radio itself. */
  kind?: 'text' | 'mark';
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A background, an ink and their contrast. */
export type Measured = Pick<Legibility, 'background' | 'ink' | 'contrast'>;

/** What was measured for one control. */
export interface Legibility {
  label: string;
  /** The bar this measurement must reach. */
  required: number;
  background: string;
  ink: string;
  contrast: number;
}

/**
 * The lowest contrast accepted between a control's ink and its background. WCAG's 4.5:1 is for
 * the text colour itself; the darkest pixel of anti-aliased 16 px text reaches nearly that colour
 * (a readable control measures 11–15 here), while the WebKit fault this guards against —
 * Lido's light text on the light face WebKit painted for a select — measured about 1.1.
 */
export const MIN_CONTRAST = 4.5;

/** The lowest contrast accepted between a checkbox or radio and what surrounds it. */
export const MIN_MARK_CONTRAST = 3;

const hex = ([r, g, b]: readonly number[]) =>
  `#${[r, g, b].map((c) => (c ?? 0).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: readonly number[]): number {
  const [lr, lg, lb] = [r, g, b].map((c) => {
    const s = (c ?? 0) / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/** WCAG contrast of two sRGB colours. */
export function contrast(a: readonly number[], b: readonly number[]): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** A rectangle of a screenshot, in device pixels, clipped to it. */
interface PixelRect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function toPixels(png: PNG, box: Omit<ControlBox, 'label' | 'kind'>, scale: number): PixelRect {
  return {
    left: Math.max(0, Math.floor(box.x * scale)),
    top: Math.max(0, Math.floor(box.y * scale)),
    right: Math.min(png.width, Math.ceil((box.x + box.width) * scale)),
    bottom: Math.min(png.height, Math.ceil((box.y + box.height) * scale)),
  };
}

/** How often each colour (0xrrggbb) occurs in `rect`, leaving out `hole`. */
function histogram(png: PNG, rect: PixelRect, hole?: PixelRect): Map<number, number> {
  const counts = new Map<number, number>();
  for (let y = rect.top; y < rect.bottom; y += 1) {
    for (let x = rect.left; x < rect.right; x += 1) {
      if (hole && x >= hole.left && x < hole.right && y >= hole.top && y < hole.bottom) continue;
      const i = (y * png.width + x) * 4;
      const key =
        ((png.data[i] ?? 0) << 16) | ((png.data[i + 1] ?? 0) << 8) | (png.data[i + 2] ?? 0);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}

const rgb = (key: number) => [(key >> 16) & 255, (key >> 8) & 255, key & 255];

/** The most common colour of a histogram. */
function commonest(counts: Map<number, number>): number[] {
  let found = 0;
  let most = -1;
  for (const [key, count] of counts) {
    if (count > most) {
      most = count;
      found = key;
    }
  }
  return rgb(found);
}

/** The colour of `counts` furthest from `background`, and how far. */
function furthest(counts: Map<number, number>, background: number[]): Measured {
  let ink = background;
  let best = 1;
  for (const key of counts.keys()) {
    const ratio = contrast(rgb(key), background);
    if (ratio > best) {
      best = ratio;
      ink = rgb(key);
    }
  }
  return { background: hex(background), ink: hex(ink), contrast: Math.round(best * 100) / 100 };
}

/** Text: the commonest colour of the text's run is its background, the furthest its ink. */
export function measureBox(png: PNG, box: ControlBox, scale: number): Measured {
  const counts = histogram(png, toPixels(png, box, scale));
  return furthest(counts, commonest(counts));
}

/**
 * A checkbox or radio: it must stand out from what surrounds it (WCAG 1.4.11, 3:1). The
 * commonest colour of a ring just outside it is the background; the colour inside it furthest
 * from that is its edge or face.
 */
export function measureMark(png: PNG, box: ControlBox, scale: number): Measured {
  const inside = toPixels(png, box, scale);
  const gap = Math.round(3 * scale);
  const ring = toPixels(
    png,
    { x: box.x - 6, y: box.y - 6, width: box.width + 12, height: box.height + 12 },
    scale,
  );
  const near = {
    left: inside.left - gap,
    top: inside.top - gap,
    right: inside.right + gap,
    bottom: inside.bottom + gap,
  };
  return furthest(histogram(png, inside), commonest(histogram(png, ring, near)));
}

/**
 * Where each visible control of the element `host` paints its text: text fields with a value or
 * placeholder, selects (their chosen option), date inputs. Only the text's own run inside the
 * content box is measured (its width from the control's font), so an arrow or icon the engine
 * draws beside it cannot pass for the text's ink. Checkboxes and radios are measured whole.
 */
const CONTROL_BOXES = String.raw`
var host = document.querySelector(arguments[0]);
if (!host || !host.shadowRoot) return { boxes: [], width: innerWidth };
var roots = [host.shadowRoot];
for (var i = 0; i < roots.length; i += 1) {
  roots[i].querySelectorAll('*').forEach(function (el) { if (el.shadowRoot) roots.push(el.shadowRoot); });
}
var canvas = document.createElement('canvas').getContext('2d');
var boxes = [];
roots.forEach(function (root) {
  root.querySelectorAll('input, select, textarea').forEach(function (el) {
    if (el.type === 'hidden') return;
    var name = window.__cinemaQuery ? window.__cinemaQuery.nameOf(el) : el.id;
    if (el.type === 'checkbox' || el.type === 'radio') {
      var box = el.getBoundingClientRect();
      if (box.width === 0 || box.top < 8 || box.bottom > innerHeight - 8) return;
      boxes.push({ label: el.type + ' "' + name + '"' + (el.checked ? ' (ticked)' : ''), kind: 'mark', x: box.left, y: box.top, width: box.width, height: box.height });
      return;
    }
    var text = el.tagName === 'SELECT'
      ? (el.selectedIndex >= 0 ? el.options[el.selectedIndex].text : '')
      : (el.value || el.placeholder || '');
    if (!text && el.type !== 'date') return;
    var rect = el.getBoundingClientRect();
    if (rect.width < 20 || rect.height < 16) return;
    if (rect.top < 0 || rect.bottom > innerHeight || rect.left < 0 || rect.right > innerWidth) return;
    var style = getComputedStyle(el);
    var px = function (name) { return parseFloat(style.getPropertyValue(name)) || 0; };
    var left = rect.left + px('border-left-width') + px('padding-left');
    var right = rect.right - px('border-right-width') - px('padding-right');
    var top = rect.top + px('border-top-width') + 2;
    var bottom = rect.bottom - px('border-bottom-width') - 2;
    canvas.font = [style.fontStyle, style.fontWeight, style.fontSize, style.fontFamily].join(' ');
    // A date input shows its fields (dd/mm/yyyy or the value) in the engine's own order.
    var width = el.type === 'date' ? (right - left) * 0.4 : canvas.measureText(el.type === 'password' ? '••••••' : text).width;
    width = Math.max(8, Math.min(width, right - left));
    boxes.push({ label: el.tagName.toLowerCase() + ' "' + name + '"', kind: 'text', x: left, y: top, width: width, height: bottom - top });
  });
});
return { boxes: boxes, width: innerWidth };
`;

/**
 * Measure every text-bearing control of `host` in view. Resolves with the measurements and the
 * screenshot they were read from (kept for the report).
 */
export async function measureControls(
  session: Session,
  host: string,
): Promise<{ results: Legibility[]; screenshot: Buffer }> {
  const { boxes, width } = await session.script<{ boxes: ControlBox[]; width: number }>(
    CONTROL_BOXES,
    host,
  );
  const screenshot = await session.driver.screenshot();
  const png = PNG.sync.read(screenshot);
  // Device pixels per CSS pixel, as this screenshot has them.
  const scale = png.width / width;
  const results = boxes.map((box) =>
    box.kind === 'mark'
      ? { label: box.label, required: MIN_MARK_CONTRAST, ...measureMark(png, box, scale) }
      : { label: box.label, required: MIN_CONTRAST, ...measureBox(png, box, scale) },
  );
  return { results, screenshot };
}
