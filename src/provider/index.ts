/** The payment provider: the interface React codes against, and the braintree-web implementation. */
export type {
  ApplePayStarter,
  CardFieldName,
  CardFields,
  CardFieldsOptions,
  CardFieldsState,
  CardFieldState,
  CardFieldText,
  GooglePayOptions,
  PaymentAmount,
  PaymentProvider,
  ProviderClient,
  PayPalOptions,
  TokenizeResult,
  WalletCallbacks,
  WalletHandle,
} from './PaymentProvider';
export { CARD_DETAILS_MESSAGE, PAYMENT_FAILED_MESSAGE, ProviderErrorCode } from './providerErrors';
export {
  createBraintreeProvider,
  type BraintreeProviderOptions,
} from './braintree/createBraintreeProvider';
export type { ProviderSeams } from './seams/ProviderSeams';
