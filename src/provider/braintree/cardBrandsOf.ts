import type { BraintreeClient } from './sdkTypes';

/**
 * The card brands a client's merchant account accepts (product-rules §7.1): its configuration's
 * `creditCards.supportedCardTypes`, in the gateway's order, as buyers know them ('MasterCard' is
 * 'Mastercard', as braintree-web's own `getSupportedCardTypes()` says). Anything else is left out.
 */
export function cardBrandsOf(client: BraintreeClient): string[] {
  const types = client.getConfiguration().gatewayConfiguration.creditCards?.supportedCardTypes;
  if (!Array.isArray(types)) return [];
  const brands = types
    .filter((type): type is string => typeof type === 'string' && type !== '')
    .map((type) => (type === 'MasterCard' ? 'Mastercard' : type));
  return [...new Set(brands)];
}
