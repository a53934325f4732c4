import { cardFieldStyle } from './cardFieldStyle';

/** A host in the page with `style` (custom properties and plain ones) set on it. */
function host(style: Record<string, string>): HTMLElement {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(style)) element.style.setProperty(name, value);
  document.body.append(element);
  return element;
}

afterEach(() => document.body.replaceChildren());

describe('cardFieldStyle', () => {
  it("gives the card frames the element's computed text colour, font, size, placeholder and invalid colours", () => {
    const element = host({
      color: 'rgb(245, 233, 208)',
      'font-family': 'Georgia, serif',
      'font-size': '18px',
      '--cinema-theme-color-muted': '#6e4f63',
      '--cinema-color-error': '#b3261e',
    });
    expect(cardFieldStyle(element)).toEqual({
      input: { color: 'rgb(245, 233, 208)', 'font-family': 'Georgia, serif', 'font-size': '18px' },
      'input::placeholder': { color: '#6e4f63' },
      'input.invalid': { color: '#b3261e' },
    });
  });

  it('follows a token the page set over the theme default', () => {
    const element = host({
      '--cinema-theme-color-muted': '#6e4f63',
      '--cinema-color-muted': '#445566',
    });
    expect(cardFieldStyle(element)['input::placeholder']).toEqual({ color: '#445566' });
  });

  it('keeps the size at 16px at least, so iOS does not zoom in on focus', () => {
    expect(cardFieldStyle(host({ 'font-size': '14px' })).input?.['font-size']).toBe('16px');
  });

  it('leaves out a value braintree-web would refuse', () => {
    const style = cardFieldStyle(host({ 'font-family': 'Curlz, serif' }));
    expect(style.input?.['font-family']).toBeUndefined();
  });
});
