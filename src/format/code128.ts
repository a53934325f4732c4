/**
 * Code 128 barcodes (ISO/IEC 15417), for the member area's vouchers. The demo's voucher numbers
 * are 13 digits whose last digit is not an EAN-13 check digit, so EAN-13 would print codes a
 * scanner rejects; Code 128 carries any digits (two per symbol in code set C), with its own
 * check symbol, and every retail scanner reads it.
 */

/**
 * Bar and space widths (in modules) of each symbol value 0–105, bar first; each adds up to 11.
 * The stop pattern (value 106) is separate: it has a seventh element, the final 2-module bar.
 */
// prettier-ignore
const PATTERNS = [
  '212222',
  '222122',
  '222221',
  '121223',
  '121322',
  '131222',
  '122213',
  '122312',
  '132212',
  '221213',
  '221312',
  '231212',
  '112232',
  '122132',
  '122231',
  '113222',
  '123122',
  '123221',
  '223211',
  '221132',
  '221231',
  '213212',
  '223112',
  '312131',
  '311222',
  '321122',
  '321221',
  '312212',
  '322112',
  '322211',
  '212123',
  '212321',
  '232121',
  '111323',
  '131123',
  '131321',
  '112313',
  '132113',
  '132311',
  '211313',
  '231113',
  '231311',
  '112133',
  '112331',
  '132131',
  '113123',
  '113321',
  '133121',
  '313121',
  '211331',
  '231131',
  '213113',
  '213311',
  '213131',
  '311123',
  '311321',
  '331121',
  '312113',
  '312311',
  '332111',
  '314111',
  '221411',
  '431111',
  '111224',
  '111422',
  '121124',
  '121421',
  '141122',
  '141221',
  '112214',
  '112412',
  '122114',
  '122411',
  '142112',
  '142211',
  '241211',
  '221114',
  '413111',
  '241112',
  '134111',
  '111242',
  '121142',
  '121241',
  '114212',
  '124112',
  '124211',
  '411212',
  '421112',
  '421211',
  '212141',
  '214121',
  '412121',
  '111143',
  '111341',
  '131141',
  '114113',
  '114311',
  '411113',
  '411311',
  '113141',
  '114131',
  '311141',
  '411131',
  '211412',
  '211214',
  '211232',
] as const;
const STOP = '2331112';

const START_B = 104;
const START_C = 105;
const CODE_B = 100;
const CODE_C = 99;

/** Printable ASCII (space to `~`) is what code set B carries. */
const PRINTABLE = /^[\x20-\x7e]*$/;

/** Code set B value of a printable character. */
const valueB = (character: string): number => character.charCodeAt(0) - 32;

/**
 * The symbol values for `text`, start and check symbol included, stop excluded: code set C for
 * runs of four or more digits (two digits a symbol), code set B for the rest. Throws a RangeError
 * for an empty text or a character outside printable ASCII.
 */
export function code128Values(text: string): number[] {
  if (text === '' || !PRINTABLE.test(text))
    throw new RangeError('Code 128 takes 1 or more printable ASCII characters.');
  const values: number[] = [];
  let set: 'B' | 'C' | null = null;
  let i = 0;
  const digitsFrom = (at: number): number => {
    let end = at;
    while (end < text.length && text[end]! >= '0' && text[end]! <= '9') end += 1;
    return end - at;
  };
  while (i < text.length) {
    const run = digitsFrom(i);
    // A run of digits goes into set C when it is long enough to save symbols (or is the whole text).
    const useC = run >= 4 || (run === text.length && run % 2 === 0 && run >= 2);
    if (useC) {
      const pairs = Math.floor(run / 2) * 2;
      if (set !== 'C') {
        values.push(set === null ? START_C : CODE_C);
        set = 'C';
      }
      for (const end = i + pairs; i < end; i += 2) values.push(Number(text.slice(i, i + 2)));
      continue;
    }
    if (set !== 'B') {
      values.push(set === null ? START_B : CODE_B);
      set = 'B';
    }
    values.push(valueB(text[i]!));
    i += 1;
  }
  const check = values.reduce((sum, value, index) => sum + value * Math.max(index, 1), 0) % 103;
  return [...values, check];
}

/** The bars and spaces of `text`, as widths in modules (bar first), stop included. */
export function code128Widths(text: string): number[] {
  const pattern =
    code128Values(text)
      .map((value) => PATTERNS[value]!)
      .join('') + STOP;
  return [...pattern].map(Number);
}

/** `text` as modules, `1` for bar and `0` for space, quiet zones excluded. */
export function code128Modules(text: string): string {
  return code128Widths(text)
    .map((width, index) => (index % 2 === 0 ? '1' : '0').repeat(width))
    .join('');
}

/** Options for {@link code128Path}. */
export interface Code128PathOptions {
  /** Width of one module, in SVG user units (default 2). */
  moduleWidth?: number;
  /** Bar height, in user units (default 60). */
  height?: number;
  /** Quiet zone on each side, in modules (default 10, the standard's minimum). */
  quietZone?: number;
}

/** An SVG drawing of a barcode: the whole box (quiet zones included) and the bars' path. */
export interface Code128Path {
  width: number;
  height: number;
  /** One `M x 0 h w v h h -w z` rectangle per bar. */
  d: string;
}

/**
 * `text` as SVG path data: one rectangle per bar, offset by the quiet zone, so an `<svg
 * viewBox="0 0 width height">` on a white ground scales to its box without losing a bar.
 */
export function code128Path(text: string, options: Code128PathOptions = {}): Code128Path {
  const { moduleWidth = 2, height = 60, quietZone = 10 } = options;
  let x = quietZone;
  const bars: string[] = [];
  code128Widths(text).forEach((width, index) => {
    if (index % 2 === 0)
      bars.push(`M${x * moduleWidth} 0h${width * moduleWidth}v${height}h-${width * moduleWidth}z`);
    x += width;
  });
  return { width: (x + quietZone) * moduleWidth, height, d: bars.join('') };
}
