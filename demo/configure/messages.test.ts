import { frameMessage, isFrom, pageMessage } from './messages';

/** A message as `source` on `origin` would send it. */
const message = (source: MessageEventSource | null, origin = window.location.origin) =>
  new MessageEvent('message', { data: { type: 'cinema-configure:ready' }, origin, source });

describe('isFrom', () => {
  /** The other side's window (the preview frame's, for the page). */
  const from = { postMessage: () => undefined } as unknown as MessageEventSource;

  it('hears the expected window on this page’s origin', () => {
    expect(isFrom(message(from), from)).toBe(true);
  });

  it('does not hear another window of the same origin, nor a message with no window', () => {
    expect(isFrom(message(window), from)).toBe(false);
    expect(isFrom(message(null), from)).toBe(false);
    expect(isFrom(message(null), null)).toBe(false);
    expect(isFrom(message(null), undefined)).toBe(false);
  });

  it('does not hear the expected window once it shows a page of another origin', () => {
    expect(isFrom(message(from, 'https://evil.example'), from)).toBe(false);
  });
});

describe('the messages', () => {
  it('reads only the page’s and the frame’s own shapes', () => {
    expect(frameMessage({ type: 'cinema-configure:ready' })).toEqual({
      type: 'cinema-configure:ready',
    });
    expect(
      frameMessage({ type: 'cinema-configure:says', tag: 'x', messages: [1] }),
    ).toBeUndefined();
    expect(pageMessage({ type: 'cinema-configure:theme', theme: 'ritz' })).toEqual({
      type: 'cinema-configure:theme',
      theme: 'ritz',
    });
    expect(
      pageMessage({
        type: 'cinema-configure:render',
        tag: 'cinema-newsletter',
        attributes: [['a', 'b'], ['c'], 'd'],
        theme: 'lido',
      }),
    ).toEqual({
      type: 'cinema-configure:render',
      tag: 'cinema-newsletter',
      attributes: [['a', 'b']],
      theme: 'lido',
    });
  });
});

describe("the Brand panel's message", () => {
  it('carries the CSS and the state to show; anything else is the form', () => {
    expect(
      pageMessage({ type: 'cinema-configure:brand', theme: 'ritz', css: 'x {}', state: 'errors' }),
    ).toEqual({ type: 'cinema-configure:brand', theme: 'ritz', css: 'x {}', state: 'errors' });
    expect(
      pageMessage({ type: 'cinema-configure:brand', theme: 'ritz', css: '', state: 'payment' }),
    ).toEqual({ type: 'cinema-configure:brand', theme: 'ritz', css: '', state: 'payment' });
    expect(
      pageMessage({ type: 'cinema-configure:brand', theme: 'ritz', css: '', state: 'thanks' }),
    ).toEqual({ type: 'cinema-configure:brand', theme: 'ritz', css: '', state: 'form' });
    expect(pageMessage({ type: 'cinema-configure:brand', theme: 'ritz', css: 1 })).toBeUndefined();
  });
});
