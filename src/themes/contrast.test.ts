import { contrastRatio, relativeLuminance } from './contrast';

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

  it('rejects something that is not a hex colour', () => {
    expect(() => relativeLuminance('rebeccapurple')).toThrow(/Not a hex colour/);
  });
});
