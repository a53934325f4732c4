import { cardFieldStyle } from './cardFieldStyle';

describe('cardFieldStyle', () => {
  it("passes the element's theme text colour and font to the card frames", () => {
    const host = document.createElement('div');
    host.style.setProperty('--cinema-color-text', '#f5e9d0');
    host.style.setProperty('--cinema-font-family', 'Georgia, serif');
    document.body.append(host);
    expect(cardFieldStyle(host)).toEqual({
      input: { color: '#f5e9d0', 'font-family': 'Georgia, serif' },
    });
    host.remove();
  });

  it('leaves the SDK defaults alone when the element has no theme yet', () => {
    const host = document.createElement('div');
    document.body.append(host);
    expect(cardFieldStyle(host)).toEqual({ input: {} });
    host.remove();
  });
});
