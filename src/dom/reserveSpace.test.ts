import { reserveSpace } from './reserveSpace';

afterEach(() => {
  document.adoptedStyleSheets = [];
});

const cssOf = (sheet: CSSStyleSheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('');

describe('reserveSpace', () => {
  it("adopts the elements' reserved space into the document once, before the page's own sheets", () => {
    const pages = new CSSStyleSheet();
    pages.replaceSync('main { color: red; }');
    document.adoptedStyleSheets = [pages];
    reserveSpace(document);
    reserveSpace(document);
    expect(document.adoptedStyleSheets).toHaveLength(2);
    expect(document.adoptedStyleSheets[1]).toBe(pages);
    expect(cssOf(document.adoptedStyleSheets[0]!)).toContain('cinema-festival-pass');
  });

  it('is adopted once whichever copy of the code adopts it (a registered mark)', () => {
    const another = Object.assign(new CSSStyleSheet(), {
      [Symbol.for('cinema-elements.reserved-space')]: true,
    });
    document.adoptedStyleSheets = [another];
    reserveSpace(document);
    expect(document.adoptedStyleSheets).toEqual([another]);
  });

  it('never throws into a page whose adoptedStyleSheets refuses it', () => {
    const frozen = Object.create(document) as Document;
    Object.defineProperty(frozen, 'adoptedStyleSheets', {
      get: () => [],
      set: () => {
        throw new TypeError('refused');
      },
    });
    expect(() => reserveSpace(frozen)).not.toThrow();
  });
});
