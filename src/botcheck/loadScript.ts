/** Options for {@link loadScript}. */
export interface LoadScriptOptions {
  /** Aborting removes the script tag and rejects, so a timed-out load leaves nothing behind. */
  signal?: AbortSignal;
}

/**
 * Inject a classic `<script async src>` into the document head and settle when it loads or fails.
 * This is the seam that tests replace: nothing else in the product adds script tags.
 */
export function loadScript(src: string, options: LoadScriptOptions = {}): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const { signal } = options;
    if (signal?.aborted) {
      reject(new Error(`Loading ${src} was aborted`));
      return;
    }
    const script = document.createElement('script');
    const settle = (error?: Error) => {
      script.removeEventListener('load', onLoad);
      script.removeEventListener('error', onError);
      signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve();
    };
    const onLoad = () => settle();
    const onError = () => {
      script.remove();
      settle(new Error(`Failed to load ${src}`));
    };
    const onAbort = () => {
      script.remove();
      settle(new Error(`Loading ${src} was aborted`));
    };
    script.addEventListener('load', onLoad);
    script.addEventListener('error', onError);
    signal?.addEventListener('abort', onAbort);
    script.async = true;
    script.src = src;
    (document.head ?? document.documentElement).appendChild(script);
  });
}
