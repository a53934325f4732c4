import { useAtomValue } from 'jotai/react';
import { useMemo } from 'react';
import type { WalletHandle } from '../../provider/PaymentProvider';
import { useHost } from '../useHost';
import { usePaymentAmount } from './usePaymentAmount';
import { usePaymentPage } from './usePaymentPage';
import { useWalletCallbacks } from './useWalletCallbacks';
import { useWalletMount } from './useWalletMount';
import type { WalletStatus } from './useWalletMount';

/** A provider-rendered wallet button: Google Pay or PayPal. */
export type ButtonWallet = 'googlePay' | 'payPal';

/**
 * Have the provider mount a wallet button into a light-DOM container with `slot` (it loads the
 * wallet's module and script only now, when the row is offered), through {@link useWalletMount}:
 * a timeout, `cinema-error` and a retry on reopening, as every wallet. When the provider says the
 * wallet cannot pay here (null), `onUnavailable` runs so the row can go. A new amount mounts a
 * new button; unmount tears it down.
 */
export function useWalletButton(
  wallet: ButtonWallet,
  slot: string,
  open: boolean,
  onUnavailable: () => void,
  waiting = false,
): WalletStatus {
  const { atoms, provider } = usePaymentPage();
  const details = useAtomValue(atoms.paymentDetailsAtom);
  const host = useHost();
  const callbacks = useWalletCallbacks(wallet);
  const amount = usePaymentAmount(wallet === 'payPal' ? 'payPal' : 'balance');
  const googleMerchantId = details?.googleMerchantId ?? '';
  const environment = details?.environment ?? 'sandbox';

  const mount = useMemo(
    () =>
      amount
        ? (signal: AbortSignal): Promise<WalletHandle | null> =>
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
  return useWalletMount(wallet, open, mount, onUnavailable, waiting).status;
}
