import { stepFetched } from './stepFetched';

const PRELOADER = Symbol.for('cinema-elements.preload');
type Global = { [PRELOADER]?: unknown };

/** A PerformanceObserver stand-in: the test reports resource entries to the live observers. */
class FakeObserver {
  static live = new Set<FakeObserver>();
  readonly callback: (list: { getEntries(): { name: string }[] }) => void;
  options: unknown;
  constructor(callback: FakeObserver['callback']) {
    this.callback = callback;
  }
  observe(options: unknown) {
    this.options = options;
    FakeObserver.live.add(this);
  }
  disconnect() {
    FakeObserver.live.delete(this);
  }
  static arrive(...names: string[]) {
    for (const observer of [...FakeObserver.live]) {
      observer.callback({ getEntries: () => names.map((name) => ({ name })) });
    }
  }
}

function withLoader(urls: readonly string[] | undefined) {
  const preload = vi.fn(() => urls);
  const global = globalThis as Global;
  const before = global[PRELOADER];
  global[PRELOADER] = preload;
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  onTestFinished(() => {
    global[PRELOADER] = before;
    vi.unstubAllGlobals();
    FakeObserver.live.clear();
  });
  return preload;
}

describe('stepFetched', () => {
  it('asks the loader for the step ahead of need and resolves once every chunk has arrived', async () => {
    const preload = withLoader([
      'https://cdn.example/chunks/A.js',
      'https://cdn.example/chunks/B.js',
    ]);
    let done = false;
    void stepFetched('payment')?.then(() => (done = true));
    expect(preload).toHaveBeenCalledWith('payment', true);
    // What arrived before the question is reported too.
    expect([...FakeObserver.live][0]?.options).toEqual({ type: 'resource', buffered: true });
    FakeObserver.arrive('https://cdn.example/chunks/A.js', 'https://api.example/cart');
    await Promise.resolve();
    expect(done).toBe(false);
    FakeObserver.arrive('https://cdn.example/chunks/B.js');
    await vi.waitFor(() => expect(done).toBe(true));
    expect(FakeObserver.live.size).toBe(0);
  });

  it('resolves at once for a step the loader does not know', async () => {
    withLoader(undefined);
    await expect(stepFetched('payment')).resolves.toBeUndefined();
  });

  it('has no answer without a loader on the page (an npm build)', () => {
    const global = globalThis as Global;
    const before = global[PRELOADER];
    delete global[PRELOADER];
    onTestFinished(() => void (global[PRELOADER] = before));
    expect(stepFetched('payment')).toBeNull();
  });
});
