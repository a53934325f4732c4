import { brandContrast, brandCss, brandValues } from './brand';

describe('the Brand panel', () => {
  it('copies CSS that sets the tokens the admin changed on every element, nothing else', () => {
    const css = brandCss(
      new Map([
        ['--cinema-color-accent', '#0b6e4f'],
        ['--cinema-radius', '0'],
      ]),
    );
    expect(css).toBe(
      'cinema-festival-pass,\ncinema-shop-cart,\ncinema-cart-summary,\ncinema-member-area,\ncinema-membership,\ncinema-newsletter {\n  --cinema-color-accent: #0b6e4f;\n  --cinema-radius: 0;\n}\n',
    );
    expect(brandCss(new Map())).toBe('');
  });

  it('writes no value that could end a declaration or a rule', () => {
    const css = brandCss(new Map([['--cinema-font-family', 'Georgia; } body { color: red']]));
    expect(css).toContain('  --cinema-font-family: Georgia  body  color: red;');
    expect(css.match(/[{}]/g)).toEqual(['{', '}']);
  });

  it("puts the brand on top of the theme's values", () => {
    const values = brandValues('ritz', new Map([['--cinema-color-accent', '#ffffff']]));
    expect(values['--cinema-color-accent']).toBe('#ffffff');
    expect(values['--cinema-color-bg']).toBe('#2a0a12');
  });

  it('reads out the contrast of each pair the elements check', () => {
    expect(brandContrast('classic', new Map()).every((pair) => pair.ok)).toBe(true);
    const yellow = brandContrast('classic', new Map([['--cinema-color-accent', '#ffdd00']]));
    expect(yellow.filter((pair) => !pair.ok)).toEqual([
      {
        fg: '--cinema-color-accent-text',
        bg: '--cinema-color-accent',
        ratio: expect.closeTo(1.35, 1),
        min: 4.5,
        ok: false,
      },
    ]);
  });
});
