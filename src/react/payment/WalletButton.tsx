import { LoadingStatus } from './LoadingStatus';
import { PAYMENT_OPTION_TITLES } from './offeredPaymentOptions';
import { useWalletButton } from './useWalletButton';
import type { ButtonWallet } from './useWalletButton';
import { walletLoadFailedMessage } from './useWalletMount';

/** The slot each provider-rendered wallet button is projected through. */
export const WALLET_SLOTS: Readonly<Record<ButtonWallet, string>> = {
  googlePay: 'google-pay',
  payPal: 'paypal-button',
};

/** Props of {@link WalletButton}. */
export interface WalletButtonProps {
  wallet: ButtonWallet;
  /** Whether the row is open: opening a row whose wallet failed tries again. */
  open: boolean;
  /** The provider cannot offer this wallet here; the row should go. */
  onUnavailable(): void;
  /** The open card row is still loading: a closed row waits (see `useWalletMount`). */
  waiting?: boolean;
}

/**
 * The Google Pay or PayPal row's content: a `<slot>` that shows the provider's button, mounted in
 * light DOM, plus its loading and failure states (a failed row tries again when opened again),
 * and 'Verify your card' while a bank checks a Google Pay card (product-rules §7.9).
 */
export function WalletButton({ wallet, open, onUnavailable, waiting }: WalletButtonProps) {
  const slot = WALLET_SLOTS[wallet];
  const { status, dialog } = useWalletButton(wallet, slot, open, onUnavailable, waiting);
  const title = PAYMENT_OPTION_TITLES[wallet];
  return (
    <>
      {dialog}
      {status === 'loading' && <LoadingStatus label={`Loading ${title}`} />}
      {status === 'failed' && (
        <p part="error" role="alert">
          {walletLoadFailedMessage(wallet)}
        </p>
      )}
      <div className="wallet-slot" hidden={status !== 'ready'}>
        <slot name={slot} />
      </div>
    </>
  );
}
