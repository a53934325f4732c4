import { contrastFailures } from './contrastFailures';

/** A host with a shadow root whose resolved colour tokens are `colours` (role → CSS colour). */
function host(colours: Record<string, string>): HTMLElement {
  const element = document.createElement('div');
  element.attachShadow({ mode: 'open' });
  document.body.append(element);
  // The engine resolves the probe's `var()` colour; here the test plays the engine.
  vi.spyOn(window, 'getComputedStyle').mockImplementation((probe) => {
    const role = /--cinema-color-([a-z-]+),/.exec((probe as HTMLElement).style.color)?.[1] ?? '';
    return { color: colours[role] ?? '' } as CSSStyleDeclaration;
  });
  return element;
}

const CLASSIC = {
  bg: 'rgb(255, 255, 255)',
  surface: 'rgb(245, 247, 250)',
  text: 'rgb(27, 36, 48)',
  border: 'rgb(117, 130, 143)',
  focus: 'rgb(43, 108, 212)',
  accent: 'rgb(31, 58, 104)',
  'accent-text': 'rgb(255, 255, 255)',
};

afterEach(() => document.body.replaceChildren());

describe('contrastFailures', () => {
  it('finds nothing wrong with a theme that meets every minimum', () => {
    expect(contrastFailures(host(CLASSIC))).toEqual([]);
  });

  it('names both tokens of each failing pair, its ratio and its minimum', () => {
    const failures = contrastFailures(
      host({ ...CLASSIC, accent: 'rgb(255, 221, 0)', border: 'color(srgb 0.9 0.9 0.9)' }),
    );
    expect(failures.map(({ fg, bg, min }) => [fg, bg, min])).toEqual([
      ['--cinema-color-border', '--cinema-color-bg', 3],
      ['--cinema-color-accent-text', '--cinema-color-accent', 4.5],
    ]);
    expect(failures[1]?.ratio).toBeCloseTo(1.35, 2);
  });

  it('skips a pair it cannot measure, and leaves no probe behind', () => {
    const element = host({ ...CLASSIC, text: 'oklch(0.3 0.02 250)' });
    expect(contrastFailures(element)).toEqual([]);
    expect(element.shadowRoot?.childNodes).toHaveLength(0);
  });

  it('checks nothing outside a shadow root', () => {
    expect(contrastFailures(document.createElement('div'))).toEqual([]);
  });
});
