import { loadScript, ScriptLoadError } from './loadScript';
import { captureScripts } from './testing/captureScripts';
import { forgetPagePolicy, stubTrustedTypes } from './testing/fakeTrustedTypes';

let url = 0;
/** A fresh address the `cinema-elements` policy allows (the SDK, its query varied). */
const nextUrl = () => `https://www.paypal.com/sdk/js?client-id=test-${(url += 1)}`;
const reasonOf = (error: unknown) => (error instanceof ScriptLoadError ? error.reason : error);

afterEach(() => {
  vi.useRealTimers();
  forgetPagePolicy();
});

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

  it('sets the address through the cinema-elements policy where the browser has Trusted Types', async () => {
    const trustedTypes = stubTrustedTypes();
    const scripts = captureScripts();
    const src = nextUrl();
    const assigned: unknown[] = [];
    const setSrc = vi.spyOn(HTMLScriptElement.prototype, 'src', 'set');
    setSrc.mockImplementation(function (this: HTMLScriptElement, value: unknown) {
      assigned.push(value);
      this.setAttribute('src', String(value));
    });
    const loading = loadScript(src);
    scripts[0]?.dispatchEvent(new Event('load'));
    await loading;
    expect(trustedTypes.created).toEqual(['cinema-elements']);
    expect(assigned).toHaveLength(1);
    expect(typeof assigned[0]).toBe('object');
    expect(String(assigned[0])).toBe(src);
    expect(scripts[0]?.getAttribute('src')).toBe(src);
  });

  it('refuses a script the elements do not load, adding no tag, with or without Trusted Types', async () => {
    const scripts = captureScripts();
    const refused = 'https://evil.example/x.js';
    expect(await loadScript(refused).catch(reasonOf)).toBe('refused');
    stubTrustedTypes();
    expect(await loadScript(refused).catch(reasonOf)).toBe('refused');
    expect(scripts).toHaveLength(0);
  });
});
