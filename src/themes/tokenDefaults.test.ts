import { readToken, setsColourTokens, themeDefault, withTokenDefaults } from './tokenDefaults';

describe('tokenDefaults', () => {
  it("names a token's private theme default", () => {
    expect(themeDefault('--cinema-color-bg')).toBe('--cinema-theme-color-bg');
  });

  it("makes every plain token read fall back to the theme's default", () => {
    expect(
      withTokenDefaults('a{color:var(--cinema-color-link);padding:calc(var(--cinema-space) * 2)}'),
    ).toBe(
      'a{color:var(--cinema-color-link,var(--cinema-theme-color-link));padding:calc(var(--cinema-space,var(--cinema-theme-space)) * 2)}',
    );
  });

  it('leaves reads that have their own fallback, and other properties, alone', () => {
    const css = '.x{min-height:var(--cinema-member-min-height, 24rem);color:var(--other)}';
    expect(withTokenDefaults(css)).toBe(css);
  });

  // Inherited from an ancestor too, in a browser: test/e2e/theming.spec.ts.
  it("reads the page's value of a token before the theme's", () => {
    const parent = document.createElement('div');
    const host = document.createElement('div');
    parent.append(host);
    document.body.append(parent);
    host.style.setProperty('--cinema-theme-color-accent', '#1f3a68');
    host.style.setProperty('--cinema-theme-color-text', '#1b2430');
    host.style.setProperty('--cinema-color-accent', '#0b6e4f');
    expect(readToken(host, '--cinema-color-accent')).toBe('#0b6e4f');
    expect(readToken(host, '--cinema-color-text')).toBe('#1b2430');
    expect(readToken(host, '--cinema-color-muted')).toBe('');
    parent.remove();
  });
});

describe('setsColourTokens', () => {
  it('is false while only the theme sets colours, true once the page sets one that is checked', () => {
    const host = document.createElement('div');
    document.body.append(host);
    host.style.setProperty('--cinema-theme-color-text', '#1b2430');
    host.style.setProperty('--cinema-color-success', '#1e7a3d');
    expect(setsColourTokens(host)).toBe(false);
    host.style.setProperty('--cinema-color-accent', '#ffdd00');
    expect(setsColourTokens(host)).toBe(true);
    host.remove();
  });
});
