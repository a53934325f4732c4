/**
 * The fake provider's rendered wallet buttons (Google Pay, PayPal), as the braintree adapter makes
 * them: a button in a light-DOM container with the caller's slot, removed on teardown. A click
 * starts a run the test then drives; Google Pay's handle verifies cards as the card fields do
 * (fakeChallenge.ts), and refuses once torn down.
 */
import type {
  GooglePayHandle,
  GooglePayOptions,
  PayPalOptions,
  WalletHandle,
} from '../PaymentProvider';
import type { FakeWallet, FakeWalletRun } from './fakeProviderTypes';
import type { fakeVerification } from './fakeChallenge';

/** What a fake button needs of its provider. */
export interface FakeButtonParts {
  /** Adds `<div slot=...>` to a host, as the adapter does. */
  container(host: HTMLElement, slot: string): HTMLElement;
  /** A click records its run here. */
  runs: Map<FakeWallet, FakeWalletRun>;
  /** The provider's live resources: the handle leaves them on teardown. */
  resources: Set<{ teardown(): Promise<void> }>;
  verification: ReturnType<typeof fakeVerification>;
}

/** Mount a fake wallet button in `host`; Google Pay's handle can also verify. */
export function fakeWalletButton(
  parts: FakeButtonParts,
  host: HTMLElement,
  wallet: 'googlePay' | 'payPal',
  options: GooglePayOptions | PayPalOptions,
): WalletHandle | GooglePayHandle {
  const div = parts.container(host, options.slot);
  const button = host.ownerDocument.createElement('button');
  button.type = 'button';
  button.textContent = wallet === 'googlePay' ? 'Buy with G Pay' : 'PayPal';
  button.addEventListener('click', () => {
    parts.runs.set(wallet, { amount: options.amount, callbacks: options.callbacks });
    options.callbacks.onStart?.();
  });
  div.append(button);
  let torn = false;
  const handle: WalletHandle = {
    teardown: async () => {
      torn = true;
      div.remove();
      parts.resources.delete(handle);
    },
  };
  if (wallet === 'payPal') return handle;
  return Object.assign(handle, {
    verify: (tokenized, verifyOptions) =>
      parts.verification.verify(host, tokenized, verifyOptions, torn),
  } satisfies Pick<GooglePayHandle, 'verify'>);
}
