/**
 * Newsletter subscription types. JIF, CHF, EEF and FFA are the festival newsletters the
 * festival-pass form offers (product-rules §6.4); NEWS is the cinema's own.
 */

/** A newsletter a visitor or member can subscribe to. */
export interface SubscriptionType {
  typeId: string;
  name: string;
}

/** Every subscription type, in display order. */
export const subscriptionTypes: readonly SubscriptionType[] = [
  { typeId: 'NEWS', name: 'Cinema news and offers' },
  { typeId: 'JIF', name: 'Japanese Film Festival' },
  { typeId: 'CHF', name: 'Chinese Film Festival' },
  { typeId: 'EEF', name: 'European Film Festival' },
  { typeId: 'FFA', name: 'French Film Festival' },
];

/** True when `typeId` names a known subscription type. */
export const isSubscriptionType = (typeId: string): boolean =>
  subscriptionTypes.some((type) => type.typeId === typeId);
