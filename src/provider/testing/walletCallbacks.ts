/** The page's wallet callbacks as spies, for the braintree adapter's wallet tests. */
import { vi } from 'vitest';
import type { PaymentError } from '../../errors/errors';
import type { WalletCallbacks } from '../PaymentProvider';

/**
 * Spy callbacks for a wallet; `errors` collects what onError was given. onAuthorize answers with
 * `authorize(nonce)`: by default the server took the payment.
 */
export function walletCallbacks(authorize: (nonce: string) => Promise<boolean> = async () => true) {
  const errors: PaymentError[] = [];
  const spies = {
    onAuthorize: vi.fn((result: { nonce: string }) => authorize(result.nonce)),
    onStart: vi.fn(),
    onCancel: vi.fn(),
    onError: vi.fn((error: PaymentError) => errors.push(error)),
  } satisfies WalletCallbacks;
  return { ...spies, errors };
}
