import { code128Modules, code128Path, code128Values } from './code128';

/**
 * Known encodings: module strings (1 bar, 0 space) from an independent Code 128 encoder, given the
 * same code sets (the voucher number: start C, six digit pairs, Code B, '1').
 */
const KNOWN: Record<string, string> = {
  '9300000000011':
    '110100111001010001111011011001100110110011001101100110011011001100110011011001011110111010011100110110010001001100011101011',
  PJJ123C:
    '1101001000011101110110101101110001011011100010011100110110011100101100101110010001000110111010001101100011101011',
  '1234': '110100111001011001110010001011000100100111101100011101011',
};

describe('Code 128', () => {
  it.each(Object.entries(KNOWN))('encodes %s as a scanner expects', (text, modules) => {
    expect(code128Modules(text)).toBe(modules);
  });

  it('packs a 13-digit voucher number into set C, then set B for the odd digit, with its check symbol', () => {
    // Start C, six pairs, Code B, '1', check.
    // Check: (105 + 93·1 + 0·2 + 0·3 + 0·4 + 0·5 + 1·6 + 100·7 + 17·8) mod 103 = 1040 mod 103 = 10.
    expect(code128Values('9300000000011')).toEqual([105, 93, 0, 0, 0, 0, 1, 100, 17, 10]);
  });

  it('uses set B for text and short digit runs, set C for long ones', () => {
    expect(code128Values('AB')[0]).toBe(104);
    expect(code128Values('AB12')).toEqual([104, 33, 34, 17, 18, expect.any(Number)]);
    expect(code128Values('AB123456').slice(0, 6)).toEqual([104, 33, 34, 99, 12, 34]);
  });

  it('every symbol is 11 modules and the stop 13, so the width is 11·n + 13', () => {
    for (const text of ['9300000000011', 'PJJ123C', 'x']) {
      expect(code128Modules(text)).toHaveLength(11 * code128Values(text).length + 13);
    }
  });

  it('refuses what Code 128 set B and C cannot carry', () => {
    expect(() => code128Values('')).toThrow(RangeError);
    expect(() => code128Values('café')).toThrow(RangeError);
  });

  it('draws bars as path rectangles with quiet zones of 10 modules', () => {
    const path = code128Path('1234', { moduleWidth: 1, height: 40 });
    expect(path.height).toBe(40);
    expect(path.width).toBe(code128Modules('1234').length + 20);
    // The first bar starts after the quiet zone and is 2 modules wide (start C: 2-1-1-2-3-2).
    expect(path.d.startsWith('M10 0h2v40h-2z')).toBe(true);
    expect(path.d.match(/z/g)).toHaveLength(code128Modules('1234').match(/1+/g)?.length ?? 0);
  });
});
