/**
 * The one place the provider injects a third-party `<script>`. Each URL is injected once per page;
 * a load that errors or takes longer than the timeout rejects with a PaymentError (never a hang)
 * and removes its tag, so a later call can try again.
 */
import { PaymentError } from '../../errors/errors';
import { PAYMENT_FAILED_MESSAGE, ProviderErrorCode } from '../providerErrors';

/** How long a wallet script may take before we give up, in milliseconds. */
export const SCRIPT_TIMEOUT_MS = 15_000;

const pending = new Map<string, Promise<void>>();

/** Load `src` once per page; resolves on `load`, rejects with PaymentError on error or timeout. */
export function loadScript(src: string, timeoutMs: number = SCRIPT_TIMEOUT_MS): Promise<void> {
  const known = pending.get(src);
  if (known) return known;

  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (code: ProviderErrorCode, detail: string) => {
      clearTimeout(timer);
      script.remove();
      pending.delete(src);
      reject(
        new PaymentError(PAYMENT_FAILED_MESSAGE, code, { cause: new Error(`${detail}: ${src}`) }),
      );
    };
    const timer = setTimeout(
      () => fail(ProviderErrorCode.SCRIPT_LOAD_TIMEOUT, `Timed out after ${timeoutMs} ms`),
      timeoutMs,
    );
    script.async = true;
    script.src = src;
    script.addEventListener('load', () => {
      clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () =>
      fail(ProviderErrorCode.SCRIPT_LOAD_FAILED, 'Could not load script'),
    );
    document.head.append(script);
  });
  pending.set(src, loading);
  return loading;
}
