import { useAtomValue } from 'jotai/react';
import { useEffect, useRef, useState } from 'react';
import type { PaymentAmount, WalletHandle } from '../../provider/PaymentProvider';
import { useHost } from '../useHost';
import { isTornDown } from './isTornDown';
import { usePaymentAmount } from './usePaymentAmount';
import { usePaymentPage } from './usePaymentPage';
import { useWalletCallbacks } from './useWalletCallbacks';

/** A provider-rendered wallet button: Google Pay or PayPal. */
export type ButtonWallet = 'googlePay' | 'payPal';

/** Where the button is: being mounted, shown, or failed to load. */
export type WalletButtonStatus = 'loading' | 'ready' | 'failed';

/**
 * Have the provider mount a wallet button into a light-DOM container with `slot` (it loads the
 * wallet's module and script only now, when the row is offered). When the provider says the
 * wallet cannot pay here (null), `onUnavailable` runs so the row can go. A new amount mounts a
 * new button; unmount tears it down.
 */
export function useWalletButton(
  wallet: ButtonWallet,
  slot: string,
  onUnavailable: () => void,
): WalletButtonStatus {
  const { atoms, provider } = usePaymentPage();
  const details = useAtomValue(atoms.paymentDetailsAtom);
  const host = useHost();
  const callbacks = useWalletCallbacks(wallet);
  const amount = usePaymentAmount(wallet === 'payPal' ? 'payPal' : 'balance');
  const googleMerchantId = details?.googleMerchantId ?? '';
  const environment = details?.environment ?? 'sandbox';
  const [settled, setSettled] = useState<{ amount: PaymentAmount; ok: boolean } | null>(null);
  const unavailable = useRef(onUnavailable);
  useEffect(() => {
    unavailable.current = onUnavailable;
  }, [onUnavailable]);

  useEffect(() => {
    if (!amount) return;
    const controller = new AbortController();
    const { signal } = controller;
    let handle: WalletHandle | null = null;
    const mounting =
      wallet === 'googlePay'
        ? provider.mountGooglePay(host, {
            slot,
            googleMerchantId,
            environment,
            amount,
            callbacks,
            signal,
          })
        : provider.mountPayPal(host, { slot, amount, callbacks, signal });
    mounting.then(
      (mounted) => {
        if (signal.aborted) {
          void mounted?.teardown().catch(() => undefined);
          return;
        }
        if (!mounted) {
          unavailable.current();
          return;
        }
        handle = mounted;
        setSettled({ amount, ok: true });
      },
      (error: unknown) => {
        if (signal.aborted || isTornDown(error)) return;
        setSettled({ amount, ok: false });
      },
    );
    return () => {
      controller.abort();
      void handle?.teardown().catch(() => undefined);
    };
  }, [wallet, slot, provider, host, googleMerchantId, environment, amount, callbacks]);

  if (!amount || settled?.amount !== amount) return 'loading';
  return settled.ok ? 'ready' : 'failed';
}
