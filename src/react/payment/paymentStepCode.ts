/**
 * The payment step's code, as one chunk: the shared payment page and the provider side of a
 * checkout session. A purchase's session runs it ahead of the press (CheckoutSession.ts) and
 * makes its provider side from it; the payment step renders the page from it (PaymentStep.tsx).
 */
export { PaymentPage } from './PaymentPage';
export { SessionProvider } from './SessionProvider';
