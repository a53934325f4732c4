import { isBotCheckError } from '../errors/errors';
import type { Grecaptcha } from './grecaptcha';

vi.mock('../dom/loadScript', () => ({ loadScript: vi.fn() }));

const LOAD_MESSAGE =
  "We couldn't load the security check. Please check your connection and try again.";
const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=site-key';

/** A full reCAPTCHA v3 stand-in handing out numbered tokens, like the real one never repeating. */
function fakeGrecaptcha(): Grecaptcha & { execute: ReturnType<typeof vi.fn> } {
  let issued = 0;
  return {
    ready: (callback) => queueMicrotask(callback),
    execute: vi.fn((_key: string, { action }: { action: string }) =>
      Promise.resolve(`${action}-token-${++issued}`),
    ),
  };
}

/**
 * Load the module fresh (its page-wide script promise is module state) with `loadScript`
 * replaced by `behaviour`. The fake also adds a tag to <head>, as the real seam does, so a test
 * can count tags.
 */
async function setup(behaviour: (src: string, signal: AbortSignal | undefined) => Promise<void>) {
  vi.resetModules();
  const { loadScript } = await import('../dom/loadScript');
  const load = vi.mocked(loadScript);
  load.mockImplementation((src, options = {}) => {
    const tag = document.createElement('template');
    tag.dataset.src = src;
    document.head.append(tag);
    return behaviour(src, options.signal);
  });
  const module = await import('./getBotCheckToken');
  return { ...module, load };
}

/** What Google's api.js does: define `ready` at once, `execute` when the second script arrives. */
function installApiJs(full: Grecaptcha): Promise<void> {
  const queued: Array<() => void> = [];
  window.grecaptcha = { ready: (callback) => queued.push(callback) };
  setTimeout(() => {
    window.grecaptcha = full;
    for (const callback of queued) callback();
  }, 5);
  return Promise.resolve();
}

function neverSettles(_src: string, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((_resolve, reject) =>
    signal?.addEventListener('abort', () => reject(new Error('aborted'))),
  );
}

const scriptTags = () => document.head.querySelectorAll('template[data-src]');

afterEach(() => {
  delete window.grecaptcha;
  for (const tag of scriptTags()) tag.remove();
  vi.useRealTimers();
});

describe('getBotCheckToken', () => {
  it("uses the page's own grecaptcha and loads nothing", async () => {
    const grecaptcha = fakeGrecaptcha();
    window.grecaptcha = grecaptcha;
    const { getBotCheckToken, load } = await setup(() => Promise.resolve());

    await expect(getBotCheckToken('site-key', 'payment')).resolves.toBe('payment-token-1');
    expect(grecaptcha.execute).toHaveBeenCalledWith('site-key', { action: 'payment' });
    expect(load).not.toHaveBeenCalled();
  });

  it('executes anew for every call, so no token is reused', async () => {
    window.grecaptcha = fakeGrecaptcha();
    const { getBotCheckToken } = await setup(() => Promise.resolve());

    const first = await getBotCheckToken('site-key', 'payment');
    const second = await getBotCheckToken('site-key', 'payment');
    const third = await getBotCheckToken('site-key', 'giftCard');
    expect(new Set([first, second, third]).size).toBe(3);
    expect(third).toBe('giftCard-token-3');
  });

  it('loads the reCAPTCHA script with the site key when the page has none', async () => {
    const grecaptcha = fakeGrecaptcha();
    const { getBotCheckToken, load } = await setup(() => installApiJs(grecaptcha));

    await expect(getBotCheckToken('site-key', 'giftCard')).resolves.toBe('giftCard-token-1');
    expect(load).toHaveBeenCalledWith(
      SCRIPT_URL,
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });

  it('adds one script tag for concurrent calls from several elements', async () => {
    const grecaptcha = fakeGrecaptcha();
    const { getBotCheckToken, load } = await setup(() => installApiJs(grecaptcha));

    const tokens = await Promise.all([
      getBotCheckToken('site-key', 'payment'),
      getBotCheckToken('site-key', 'giftCard'),
      getBotCheckToken('site-key', 'payment'),
    ]);
    expect(new Set(tokens).size).toBe(3);
    expect(load).toHaveBeenCalledTimes(1);
    expect(scriptTags()).toHaveLength(1);

    await getBotCheckToken('site-key', 'payment');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for a grecaptcha the page is still loading instead of adding another script', async () => {
    const grecaptcha = fakeGrecaptcha();
    const { getBotCheckToken, load } = await setup(() => Promise.resolve());
    await installApiJs(grecaptcha);

    await expect(getBotCheckToken('site-key', 'payment')).resolves.toBe('payment-token-1');
    expect(load).not.toHaveBeenCalled();
  });

  it('rejects with the load message when the script fails, and tries again on the next call', async () => {
    const grecaptcha = fakeGrecaptcha();
    let attempt = 0;
    const { getBotCheckToken, load } = await setup(() =>
      ++attempt === 1 ? Promise.reject(new Error('Failed to load')) : installApiJs(grecaptcha),
    );

    const failure = await getBotCheckToken('site-key', 'payment').catch((error: unknown) => error);
    expect(isBotCheckError(failure)).toBe(true);
    expect((failure as Error).message).toBe(LOAD_MESSAGE);

    await expect(getBotCheckToken('site-key', 'payment')).resolves.toBe('payment-token-1');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('rejects when the script loads but defines no grecaptcha', async () => {
    const { getBotCheckToken } = await setup(() => Promise.resolve());
    await expect(getBotCheckToken('site-key', 'payment')).rejects.toThrow(LOAD_MESSAGE);
  });

  it('gives up after 10 s by default, removes the stuck script, and loads again next time', async () => {
    vi.useFakeTimers();
    const signals: Array<AbortSignal | undefined> = [];
    const { getBotCheckToken, load } = await setup((src, signal) => {
      signals.push(signal);
      return neverSettles(src, signal);
    });

    const outcome = getBotCheckToken('site-key', 'payment').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(signals[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const failure = await outcome;
    expect(isBotCheckError(failure)).toBe(true);
    expect((failure as Error).message).toBe(LOAD_MESSAGE);
    expect(signals[0]?.aborted).toBe(true);

    const again = getBotCheckToken('site-key', 'payment').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(isBotCheckError(await again)).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('honours a shorter timeout', async () => {
    vi.useFakeTimers();
    const { getBotCheckToken } = await setup(neverSettles);
    const outcome = getBotCheckToken('site-key', 'payment', { timeoutMs: 500 }).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(500);
    expect((await outcome) as Error).toMatchObject({
      name: 'BotCheckError',
      message: LOAD_MESSAGE,
    });
  });

  it('never hangs when execute never answers', async () => {
    vi.useFakeTimers();
    window.grecaptcha = {
      ready: (callback) => callback(),
      execute: () => new Promise<string>(() => {}),
    };
    const { getBotCheckToken } = await setup(() => Promise.resolve());
    const outcome = getBotCheckToken('site-key', 'payment').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(isBotCheckError(await outcome)).toBe(true);
  });

  it('treats an empty token as a failure', async () => {
    window.grecaptcha = { ready: (callback) => callback(), execute: () => Promise.resolve('') };
    const { getBotCheckToken, BOT_CHECK_FAILED_MESSAGE } = await setup(() => Promise.resolve());
    await expect(getBotCheckToken('site-key', 'payment')).rejects.toThrow(BOT_CHECK_FAILED_MESSAGE);
  });

  it('turns an execute error into a BotCheckError', async () => {
    window.grecaptcha = {
      ready: (callback) => callback(),
      execute: () => {
        throw new Error('Invalid site key or not loaded in api.js');
      },
    };
    const { getBotCheckToken } = await setup(() => Promise.resolve());
    const failure = await getBotCheckToken('site-key', 'payment').catch((error: unknown) => error);
    expect(isBotCheckError(failure)).toBe(true);
    expect((failure as Error).cause).toBeInstanceOf(Error);
  });

  it('refuses a missing site key or a malformed action without loading anything', async () => {
    const { getBotCheckToken, load } = await setup(() => Promise.resolve());
    await expect(getBotCheckToken('  ', 'payment')).rejects.toThrow(/site key is missing/);
    await expect(getBotCheckToken('site-key', 'pay ment')).rejects.toThrow(/invalid action/);
    expect(load).not.toHaveBeenCalled();
  });
});
