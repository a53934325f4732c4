/**
 * The one way the product injects a third-party `<script>` (reCAPTCHA, Google Pay's pay.js, the
 * PayPal SDK): one tag per URL for the page's life, shared by every caller; a caller may stop
 * waiting (abort); a load that fails or takes too long removes its tag, so the next call tries
 * afresh. The address goes through the `cinema-elements` Trusted Types policy
 * (docs/product-rules.md §2.1), which lets those three through and refuses any other. Errors are
 * {@link ScriptLoadError}s; each layer turns them into its own error class.
 */
import { trustedScriptUrl } from './trustedScriptUrl';
import type { ScriptSource } from './trustedScriptUrl';

/** Why a script did not load; `refused`: not a script the elements load. */
export type ScriptLoadFailure = 'failed' | 'timeout' | 'aborted' | 'refused';

const VERBS: Readonly<Record<ScriptLoadFailure, string>> = {
  failed: 'Could not load',
  timeout: 'Timed out loading',
  aborted: 'Stopped loading',
  refused: 'Refused to load',
};

/** A script that did not load, with why. */
export class ScriptLoadError extends Error {
  override readonly name = 'ScriptLoadError';
  constructor(
    readonly src: string,
    readonly reason: ScriptLoadFailure,
    options?: ErrorOptions,
  ) {
    super(`${VERBS[reason]} ${src}`, options);
  }
}

/** Options for {@link loadScript}. */
export interface LoadScriptOptions {
  /** This caller stops waiting; the tag goes too when nobody else waits for it. */
  signal?: AbortSignal | undefined;
  /** Give up after this many milliseconds (the first caller's value counts). Default 15 s. */
  timeoutMs?: number | undefined;
}

/** How long a script may take by default, in milliseconds. */
export const DEFAULT_SCRIPT_TIMEOUT_MS = 15_000;

interface Load {
  promise: Promise<void>;
  waiters: number;
  drop(reason: ScriptLoadFailure): void;
}

const loads = new Map<string, Load>();

function inject(src: string, source: ScriptSource, timeoutMs: number): Load {
  const script = document.createElement('script');
  let settle: (error?: ScriptLoadError) => void = () => undefined;
  const promise = new Promise<void>((resolve, reject) => {
    settle = (error) => (error ? reject(error) : resolve());
  });
  // Nobody may be waiting when it fails (every caller aborted): that is not an unhandled error.
  promise.catch(() => undefined);
  const timer = setTimeout(() => load.drop('timeout'), timeoutMs);
  let loaded = false;
  const load: Load = {
    promise,
    waiters: 0,
    drop(reason) {
      // A script that has run stays: it is the page's now.
      if (loaded) return;
      clearTimeout(timer);
      script.remove();
      if (loads.get(src) === load) loads.delete(src);
      settle(new ScriptLoadError(src, reason));
    },
  };
  script.async = true;
  // A TrustedScriptURL where the browser has Trusted Types: the DOM typings know only strings.
  script.src = source as string;
  script.addEventListener('load', () => {
    loaded = true;
    clearTimeout(timer);
    settle();
  });
  script.addEventListener('error', () => load.drop('failed'));
  (document.head ?? document.documentElement).append(script);
  return load;
}

/** Load `src` once per page; resolves when it has run, rejects with {@link ScriptLoadError}. */
export function loadScript(src: string, options: LoadScriptOptions = {}): Promise<void> {
  const { signal, timeoutMs = DEFAULT_SCRIPT_TIMEOUT_MS } = options;
  if (signal?.aborted) return Promise.reject(new ScriptLoadError(src, 'aborted'));
  let load = loads.get(src);
  if (!load) {
    let source: ScriptSource;
    try {
      source = trustedScriptUrl(src);
    } catch (cause) {
      return Promise.reject(new ScriptLoadError(src, 'refused', { cause }));
    }
    load = inject(src, source, timeoutMs);
    loads.set(src, load);
  }
  const current = load;
  current.waiters += 1;
  if (!signal) return current.promise.finally(() => (current.waiters -= 1));
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => {
      current.waiters -= 1;
      // The last one waiting for an unfinished load: take the tag away, a later call retries.
      if (current.waiters === 0 && loads.get(src) === current) current.drop('aborted');
      reject(new ScriptLoadError(src, 'aborted'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    current.promise.then(
      () => {
        signal.removeEventListener('abort', onAbort);
        current.waiters -= 1;
        resolve();
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        current.waiters -= 1;
        reject(error);
      },
    );
  });
}
