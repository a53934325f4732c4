/**
 * The provider's seam for third-party scripts (pay.js, the PayPal SDK), over the product's one
 * script loader: one tag per URL for the page's life; a load that errors or times out rejects
 * with a PaymentError (never a hang) and removes its tag, so a later call can try again.
 */
import {
  DEFAULT_SCRIPT_TIMEOUT_MS,
  loadScript as loadPageScript,
  ScriptLoadError,
} from '../../dom/loadScript';
import { PaymentError } from '../../errors/errors';
import { PAYMENT_FAILED_MESSAGE, ProviderErrorCode } from '../providerErrors';

/** How long a wallet script may take before we give up, in milliseconds. */
export const SCRIPT_TIMEOUT_MS = DEFAULT_SCRIPT_TIMEOUT_MS;

/** Load `src` once per page; resolves on `load`, rejects with PaymentError on error or timeout. */
export async function loadScript(
  src: string,
  timeoutMs: number = SCRIPT_TIMEOUT_MS,
): Promise<void> {
  try {
    await loadPageScript(src, { timeoutMs });
  } catch (cause) {
    const code =
      cause instanceof ScriptLoadError && cause.reason === 'timeout'
        ? ProviderErrorCode.SCRIPT_LOAD_TIMEOUT
        : ProviderErrorCode.SCRIPT_LOAD_FAILED;
    throw new PaymentError(PAYMENT_FAILED_MESSAGE, code, { cause });
  }
}
