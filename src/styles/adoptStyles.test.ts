import { adoptStyles, sheetFor, STYLE_ORDER } from './adoptStyles';

function shadowRoot(): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  return host.attachShadow({ mode: 'open' });
}

const css = (root: ShadowRoot) =>
  root.adoptedStyleSheets.map((sheet) => [...sheet.cssRules].map((r) => r.cssText).join(' '));

describe('adoptStyles', () => {
  it('makes one sheet per CSS text for the whole page and shares it between roots', () => {
    const a = shadowRoot();
    const b = shadowRoot();
    adoptStyles(a, '.x { color: red; }', STYLE_ORDER.base);
    adoptStyles(b, '.x { color: red; }', STYLE_ORDER.base);
    expect(a.adoptedStyleSheets[0]).toBe(b.adoptedStyleSheets[0]);
    expect(a.adoptedStyleSheets[0]).toBe(sheetFor('.x { color: red; }'));
    expect(a.querySelector('style')).toBeNull();
  });

  it('keeps the cascade order whatever order the sheets arrive in', () => {
    const root = shadowRoot();
    adoptStyles(root, '.page { color: blue; }', STYLE_ORDER.page);
    adoptStyles(root, '.element { color: green; }', STYLE_ORDER.element);
    adoptStyles(root, '.base { color: black; }', STYLE_ORDER.base);
    expect(css(root).map((text) => text.split(' ')[0])).toEqual(['.base', '.element', '.page']);
  });

  it('counts users: the sheet leaves only when the last one releases it', () => {
    const root = shadowRoot();
    const first = adoptStyles(root, '.shared { color: red; }', STYLE_ORDER.element);
    const second = adoptStyles(root, '.shared { color: red; }', STYLE_ORDER.element);
    expect(root.adoptedStyleSheets).toHaveLength(1);
    first();
    first();
    expect(root.adoptedStyleSheets).toHaveLength(1);
    second();
    expect(root.adoptedStyleSheets).toHaveLength(0);
  });

  it('leaves sheets the host page adopted itself, before ours', () => {
    const root = shadowRoot();
    const theirs = new CSSStyleSheet();
    theirs.replaceSync('.theirs { color: pink; }');
    root.adoptedStyleSheets = [theirs];
    const release = adoptStyles(root, '.ours { color: red; }', STYLE_ORDER.base);
    expect(root.adoptedStyleSheets[0]).toBe(theirs);
    expect(root.adoptedStyleSheets).toHaveLength(2);
    release();
    expect(root.adoptedStyleSheets).toEqual([theirs]);
  });
});
