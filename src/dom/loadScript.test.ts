import { loadScript, ScriptLoadError } from './loadScript';
import { captureScripts } from './testing/captureScripts';

let url = 0;
const nextUrl = () => `https://third-party.example/sdk-${(url += 1)}.js`;
const reasonOf = (error: unknown) => (error instanceof ScriptLoadError ? error.reason : error);

afterEach(() => vi.useRealTimers());

describe('loadScript', () => {
  it('puts one async tag per URL in the head, shared by every caller, for the page’s life', async () => {
    const scripts = captureScripts();
    const src = nextUrl();
    const first = loadScript(src);
    const second = loadScript(src);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.async).toBe(true);
    expect(scripts[0]?.parentNode).toBe(document.head);
    scripts[0]?.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
    await loadScript(src);
    expect(scripts).toHaveLength(1);
  });

  it('removes the tag of a failed load, and a later call tries again', async () => {
    const scripts = captureScripts();
    const src = nextUrl();
    const failing = loadScript(src).catch(reasonOf);
    scripts[0]?.dispatchEvent(new Event('error'));
    expect(await failing).toBe('failed');
    expect(scripts[0]?.isConnected).toBe(false);
    const retry = loadScript(src);
    expect(scripts).toHaveLength(2);
    scripts[1]?.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBeUndefined();
  });

  it('gives up after the timeout, removing the tag', async () => {
    vi.useFakeTimers();
    const scripts = captureScripts();
    const loading = loadScript(nextUrl(), { timeoutMs: 500 }).catch(reasonOf);
    await vi.advanceTimersByTimeAsync(500);
    expect(await loading).toBe('timeout');
    expect(scripts[0]?.isConnected).toBe(false);
  });

  it('lets a caller stop waiting; the tag goes only when nobody else waits', async () => {
    const scripts = captureScripts();
    const src = nextUrl();
    const a = new AbortController();
    const b = new AbortController();
    const first = loadScript(src, { signal: a.signal }).catch(reasonOf);
    const second = loadScript(src, { signal: b.signal }).catch(reasonOf);
    a.abort();
    expect(await first).toBe('aborted');
    expect(scripts[0]?.isConnected).toBe(true);
    b.abort();
    expect(await second).toBe('aborted');
    expect(scripts[0]?.isConnected).toBe(false);
  });

  it('adds nothing for a signal that is already aborted', async () => {
    const scripts = captureScripts();
    const controller = new AbortController();
    controller.abort();
    expect(await loadScript(nextUrl(), { signal: controller.signal }).catch(reasonOf)).toBe(
      'aborted',
    );
    expect(scripts).toHaveLength(0);
  });

  it('keeps a script that has run even if its caller then aborts', async () => {
    const scripts = captureScripts();
    const src = nextUrl();
    const controller = new AbortController();
    const loading = loadScript(src, { signal: controller.signal });
    scripts[0]?.dispatchEvent(new Event('load'));
    controller.abort();
    await loading.catch(() => undefined);
    expect(scripts[0]?.isConnected).toBe(true);
    await loadScript(src);
    expect(scripts).toHaveLength(1);
  });
});
