import { useAtomValue } from 'jotai/react';
import { useEffect, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import type { GooglePayHandle, WalletHandle } from '../../provider/PaymentProvider';
import { PAYMENT_ERROR_MESSAGE } from '../../atoms/checkout/checkoutMessages';
import { useHost } from '../useHost';
import { useCardVerification } from './useCardVerification';
import type { CardVerifier } from './useCardVerification';
import { usePaymentAmount } from './usePaymentAmount';
import { usePaymentPage } from './usePaymentPage';
import { useWalletCallbacks } from './useWalletCallbacks';
import { useWalletMount } from './useWalletMount';
import type { WalletStatus } from './useWalletMount';

/** A provider-rendered wallet button: Google Pay or PayPal. */
export type ButtonWallet = 'googlePay' | 'payPal';

/** A mounted button: Google Pay's also verifies the cards it hands over. */
type ButtonHandle = WalletHandle & Partial<Pick<GooglePayHandle, 'verify'>>;

/** What {@link useWalletButton} gives its row. */
export interface WalletButtonState {
  status: WalletStatus;
  /** 'Verify your card' while a bank's challenge for this wallet's card shows, else null. */
  dialog: ReactNode;
}

/**
 * Have the provider mount a wallet button into a light-DOM container with `slot` (it loads the
 * wallet's module and script only now, when the row is offered), through {@link useWalletMount}:
 * a timeout, `cinema-error` and a retry on reopening, as every wallet. When the provider says the
 * wallet cannot pay here (null), `onUnavailable` runs so the row can go. A new amount mounts a
 * new button; unmount tears it down. A Google Pay card that is not network-tokenized is verified
 * with 3D Secure by the button that gave it before its completion, as the card form verifies a
 * typed card (`useCardVerification`, product-rules §7.9).
 */
export function useWalletButton(
  wallet: ButtonWallet,
  slot: string,
  open: boolean,
  onUnavailable: () => void,
  waiting = false,
): WalletButtonState {
  const { atoms, provider } = usePaymentPage();
  const details = useAtomValue(atoms.paymentDetailsAtom);
  const host = useHost();
  const verification = useCardVerification(wallet);
  /** The button mounted now: the one whose card is being paid for. */
  const button = useRef<ButtonHandle | null>(null);
  const verify: CardVerifier = (tokenized, options) =>
    button.current?.verify?.(tokenized, options) ??
    Promise.reject(new Error(PAYMENT_ERROR_MESSAGE));
  const callbacks = useWalletCallbacks(wallet, (tokenized) =>
    verification.payVerified(tokenized, verify),
  );
  const amount = usePaymentAmount(wallet === 'payPal' ? 'payPal' : 'balance');
  const googleMerchantId = details?.googleMerchantId ?? '';
  const environment = details?.environment ?? 'sandbox';

  const mount = useMemo(
    () =>
      amount
        ? (signal: AbortSignal): Promise<ButtonHandle | null> =>
            wallet === 'googlePay'
              ? provider.mountGooglePay(host, {
                  slot,
                  googleMerchantId,
                  environment,
                  amount,
                  callbacks,
                  signal,
                })
              : provider.mountPayPal(host, { slot, amount, callbacks, signal })
        : null,
    [wallet, slot, provider, host, googleMerchantId, environment, amount, callbacks],
  );
  const { status, mounted } = useWalletMount(wallet, open, mount, onUnavailable, waiting);
  useEffect(() => {
    button.current = mounted;
  }, [mounted]);
  return { status, dialog: verification.dialog };
}
