import { contrastRatio, parseColor, relativeLuminance } from './contrast';

describe('contrast', () => {
  it('gives the WCAG extremes for black and white', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
  });

  it('matches known reference ratios', () => {
    // #767676 is the lightest grey that passes AA on white (4.54:1); #777777 fails (4.48:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('is order-independent', () => {
    expect(contrastRatio('#1f3a68', '#ffffff')).toBe(contrastRatio('#ffffff', '#1f3a68'));
  });

  it('reads the colours a computed style gives: rgb(), rgba(), space syntax and color(srgb)', () => {
    expect(parseColor('rgb(118, 118, 118)')).toEqual([118, 118, 118, 1]);
    expect(parseColor('rgba(0, 0, 0, 0.5)')).toEqual([0, 0, 0, 0.5]);
    expect(parseColor('rgb(255 0 0 / 50%)')).toEqual([255, 0, 0, 0.5]);
    expect(parseColor('color(srgb 1 0.5 0)')).toEqual([255, 127.5, 0, 1]);
    expect(parseColor('color(srgb 0 0 0 / 0.25)')).toEqual([0, 0, 0, 0.25]);
    expect(parseColor('#11223380')).toEqual([17, 34, 51, 128 / 255]);
    expect(contrastRatio('rgb(118, 118, 118)', 'color(srgb 1 1 1)')).toBeCloseTo(4.54, 2);
  });

  it('paints a translucent colour over its background, a translucent background over white', () => {
    // Half-transparent black on white is mid grey, #808080 or so.
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', '#ffffff')).toBeCloseTo(
      contrastRatio('#808080', '#ffffff'),
      1,
    );
    expect(contrastRatio('#000000', 'rgba(0, 0, 0, 0)')).toBeCloseTo(21, 5);
  });

  it('rejects what it cannot measure: a name, another colour space', () => {
    expect(() => relativeLuminance('rebeccapurple')).toThrow(/Not a colour/);
    expect(() => parseColor('color(display-p3 1 0 0)')).toThrow(/Not a colour/);
    expect(() => parseColor('oklch(0.5 0.1 200)')).toThrow(/Not a colour/);
  });
});
