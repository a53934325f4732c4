import { useCallback } from 'react';
import type { ApplePayStarter } from '../../provider/PaymentProvider';
import { usePaymentAmount } from './usePaymentAmount';
import { usePaymentPage } from './usePaymentPage';
import { useWalletCallbacks } from './useWalletCallbacks';
import { useWalletMount, walletLoadFailedMessage } from './useWalletMount';

/** The Apple Pay button's accessible name. */
export const APPLE_PAY_LABEL = 'Pay with Apple Pay';

/** Props of {@link ApplePayButton}. */
export interface ApplePayButtonProps {
  /** Whether the row is open: opening it again after a failure tries again. */
  open: boolean;
  /** The open card row is still loading: a closed row waits (see `useWalletMount`). */
  waiting?: boolean;
}

/**
 * Apple Pay (product-rules §7.5): the apple-pay instance is prepared when the row is offered,
 * because Safari only lets a payment session start synchronously inside the click; the click then
 * calls `start()` at once. Styled as Apple's black 'Pay' button, and Safari's own where it has one.
 */
export function ApplePayButton({ open, waiting }: ApplePayButtonProps) {
  const { provider, busy } = usePaymentPage();
  const callbacks = useWalletCallbacks('applePay');
  const amount = usePaymentAmount('balance');
  const prepare = useCallback(
    (signal: AbortSignal) => provider.prepareApplePay({ signal }),
    [provider],
  );
  const { status, mounted: starter } = useWalletMount<ApplePayStarter>(
    'applePay',
    open,
    prepare,
    undefined,
    waiting,
  );

  if (status === 'failed')
    return (
      <p part="error" role="alert">
        {walletLoadFailedMessage('applePay')}
      </p>
    );
  return (
    <button
      type="button"
      className="apple-pay-button"
      aria-label={APPLE_PAY_LABEL}
      disabled={!starter || !amount}
      aria-disabled={busy ? true : undefined}
      onClick={() => {
        // Synchronously, inside the click: Safari refuses a session started any later.
        if (busy || !starter || !amount) return;
        starter.start(amount, callbacks);
      }}
    >
      <span>{APPLE_PAY_LABEL}</span>
    </button>
  );
}
