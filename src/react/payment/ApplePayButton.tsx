import { useEffect, useState } from 'react';
import type { ApplePayStarter } from '../../provider/PaymentProvider';
import { isTornDown } from './isTornDown';
import { usePaymentAmount } from './usePaymentAmount';
import { usePaymentPage } from './usePaymentPage';
import { useWalletCallbacks } from './useWalletCallbacks';

/** The Apple Pay button's accessible name. */
export const APPLE_PAY_LABEL = 'Pay with Apple Pay';

/**
 * Apple Pay (spec 4): the apple-pay instance is prepared when the row is offered, because Safari
 * only lets a payment session start synchronously inside the click; the click then calls
 * `start()` at once. Styled as Apple's black 'Pay' button, and Safari's own where it has one.
 */
export function ApplePayButton() {
  const { provider, busy } = usePaymentPage();
  const callbacks = useWalletCallbacks('applePay');
  const amount = usePaymentAmount('balance');
  const [starter, setStarter] = useState<ApplePayStarter | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    let prepared: ApplePayStarter | null = null;
    provider.prepareApplePay({ signal: controller.signal }).then(
      (ready) => {
        if (controller.signal.aborted) {
          void ready.teardown().catch(() => undefined);
          return;
        }
        prepared = ready;
        setStarter(ready);
      },
      (error: unknown) => {
        if (!controller.signal.aborted && !isTornDown(error)) setFailed(true);
      },
    );
    return () => {
      controller.abort();
      void prepared?.teardown().catch(() => undefined);
    };
  }, [provider]);

  if (failed)
    return <p role="alert">Apple Pay could not be loaded. Please choose another payment option.</p>;
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
