/**
 * PayPal (product-rules §7.5): braintree-web paypal-checkout plus the PayPal JS SDK's Buttons,
 * checkout flow with capture intent, rendered into a light-DOM slot container.
 */
import type { PayPalOptions, WalletHandle } from '../PaymentProvider';
import { PAYMENT_FAILED_MESSAGE } from '../providerErrors';
import type { ProviderSeams } from '../seams/ProviderSeams';
import type { ClientSession } from './ClientSession';
import { createPayPalCheckout } from './createPayPalCheckout';
import { checkSlotHost, createSlotContainer } from './createSlotContainer';
import { checkAmount, formatAmount } from './formatAmount';
import { loadSdk } from './loadSdk';
import type { PayPalButtonsInstance, PayPalCheckoutInstance, PayPalSdk } from './sdkTypes';
import { toPaymentError } from './toPaymentError';
import { BraintreeWalletHandle } from './BraintreeWalletHandle';

/** PayPal orders are one-off checkouts captured at once (product-rules §7.5). */
export const PAYPAL_FLOW = { flow: 'checkout', intent: 'capture' } as const;

async function closeButtons(buttons: PayPalButtonsInstance): Promise<void> {
  try {
    await buttons.close?.();
  } catch {
    // Buttons that never rendered cannot close; removing the container is enough.
  }
}

function createButtons(
  paypal: PayPalSdk,
  instance: PayPalCheckoutInstance,
  options: PayPalOptions,
): PayPalButtonsInstance {
  const { amount, callbacks } = options;
  return paypal.Buttons({
    fundingSource: paypal.FUNDING.PAYPAL,
    createOrder: () =>
      instance.createPayment({
        ...PAYPAL_FLOW,
        amount: formatAmount(amount.amountInCents),
        currency: amount.currency,
      }),
    onClick: () => callbacks.onStart?.(),
    onApprove: async (data) => {
      try {
        const payload = await instance.tokenizePayment(data);
        await callbacks.onAuthorize({ nonce: payload.nonce });
      } catch (error) {
        callbacks.onError(toPaymentError(error));
      }
    },
    onCancel: () => callbacks.onCancel(),
    onError: (error) => callbacks.onError(toPaymentError(error)),
  });
}

/** Mount the PayPal button, or resolve null when PayPal says the funding source is not eligible. */
export async function mountPayPal(
  session: ClientSession,
  seams: ProviderSeams,
  host: HTMLElement,
  options: PayPalOptions,
): Promise<WalletHandle | null> {
  checkSlotHost('mountPayPal', host, [options?.slot]);
  checkAmount('mountPayPal', options.amount);
  const { signal } = options;
  let instance: PayPalCheckoutInstance | undefined;
  let buttons: PayPalButtonsInstance | undefined;
  let container: HTMLElement | undefined;
  try {
    const [client, sdk] = await Promise.all([session.client, loadSdk.paypalCheckout()]);
    session.ensureLive(signal);
    instance = await createPayPalCheckout(sdk, client);
    session.ensureLive(signal);
    const paypal = await seams.loadPayPalSdk(instance, {
      currency: options.amount.currency,
      intent: PAYPAL_FLOW.intent,
    });
    session.ensureLive(signal);
    buttons = createButtons(paypal, instance, options);
    if (buttons.isEligible && !buttons.isEligible()) {
      await instance.teardown().catch(() => undefined);
      return null;
    }
    container = createSlotContainer(host, options.slot, `cinema-${options.slot}`);
    await buttons.render(container);
    const rendered = buttons;
    const handle = new BraintreeWalletHandle(session, instance, container, () =>
      closeButtons(rendered),
    );
    instance = undefined; // the handle owns everything now
    return await session.adopt(handle, signal);
  } catch (error) {
    if (instance) {
      if (buttons) await closeButtons(buttons);
      container?.remove();
      // Not awaited: the buyer hears of the failure now, while braintree-web takes its time.
      void instance.teardown().catch(() => undefined);
    }
    throw toPaymentError(error, PAYMENT_FAILED_MESSAGE);
  }
}
