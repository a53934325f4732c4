import { stepPrefetched } from './stepPrefetched';

const PREFETCHER = Symbol.for('cinema-elements.chunks');
type Global = { [PREFETCHER]?: unknown };

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
  const before = global[PREFETCHER];
  global[PREFETCHER] = preload;
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  onTestFinished(() => {
    global[PREFETCHER] = before;
    vi.unstubAllGlobals();
    FakeObserver.live.clear();
  });
  return preload;
}

describe('stepPrefetched', () => {
  it('asks the loader for the step ahead of need and resolves once every chunk has arrived', async () => {
    const preload = withLoader([
      'https://cdn.example/chunks/A.js',
      'https://cdn.example/chunks/B.js',
    ]);
    let done = false;
    void stepPrefetched('payment')?.then(() => (done = true));
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
    await expect(stepPrefetched('payment')).resolves.toBeUndefined();
  });

  it('has no answer without a loader on the page (an npm build)', () => {
    const global = globalThis as Global;
    const before = global[PREFETCHER];
    delete global[PREFETCHER];
    onTestFinished(() => void (global[PREFETCHER] = before));
    expect(stepPrefetched('payment')).toBeNull();
  });
});
