/**
 * Whether the device offers Apple Pay (product-rules §7.2, §7.5): asked by the payment page before
 * it lists the options, so it stays with the provider while the rest of Apple Pay
 * (prepareApplePay.ts) loads only for a device that offers it.
 */
import type { ProviderSeams } from '../seams/ProviderSeams';

/** Apple Pay session version 3 (product-rules §7.5). */
export const APPLE_PAY_VERSION = 3;

/**
 * True when the device offers Apple Pay: version 3 supported and a card can pay
 * (product-rules §7.2).
 */
export function canUseApplePay(seams: ProviderSeams): boolean {
  try {
    const Session = seams.applePaySession();
    return Boolean(Session?.supportsVersion(APPLE_PAY_VERSION) && Session.canMakePayments());
  } catch {
    return false;
  }
}
