/**
 * The Apple Pay endpoints apple-pay calls through the client: merchant validation
 * (`apple_pay_web/sessions` returns the merchant session Apple would) and token exchange
 * (`payment_methods/apple_payment_tokens` returns `applePayCards[0]` with a nonce).
 */
import { ok, validationError } from './clientApiAnswer';
import type { ClientApiAnswer } from './clientApiAnswer';
import { fakeNonce, outcomeNamedIn } from './fakeNonce';

let sessions = 0;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** `apple_pay_web/sessions`: the merchant session `completeMerchantValidation` expects. */
function createMerchantSession(body: Record<string, unknown>, now: Date): ClientApiAnswer {
  const session = record(body.applePayWebSession);
  const errors = [];
  if (typeof session.validationUrl !== 'string' || session.validationUrl === '') {
    errors.push({ field: 'validationUrl', code: '83001', message: 'Validation URL is required.' });
  }
  if (typeof session.domainName !== 'string' || session.domainName === '') {
    errors.push({ field: 'domainName', code: '83002', message: 'Domain name is required.' });
  }
  if (errors.length > 0) return validationError('applePayWebSession', errors);
  sessions += 1;
  return ok({
    epochTimestamp: now.getTime(),
    expiresAt: now.getTime() + 60 * 60_000,
    merchantSessionIdentifier: `FAKE_SESSION_${sessions}`,
    nonce: `fake${sessions}`,
    merchantIdentifier: session.merchantIdentifier ?? 'merchant.com.example.cinema',
    domainName: session.domainName,
    displayName: session.displayName ?? 'Demo Cinema',
    signature: 'ZmFrZS1zaWduYXR1cmU=',
    operationalAnalyticsIdentifier: 'Demo Cinema:FAKE',
    retries: 0,
  });
}

/** Whether apple-pay's base64 `paymentData` decodes to Apple's encrypted payment object. */
function isPaymentData(base64: unknown): boolean {
  if (typeof base64 !== 'string' || base64 === '') return false;
  try {
    const data: unknown = JSON.parse(atob(base64));
    return (
      typeof data === 'object' &&
      data !== null &&
      typeof (data as { data?: unknown }).data === 'string'
    );
  } catch {
    return false;
  }
}

/** `payment_methods/apple_payment_tokens`: the payment token becomes a nonce. */
function tokenizeApplePayment(body: Record<string, unknown>): ClientApiAnswer {
  const token = record(body.applePaymentToken);
  if (!isPaymentData(token.paymentData)) {
    return validationError('applePaymentToken', [
      { field: 'paymentData', code: '83003', message: 'Payment data is missing or unreadable.' },
    ]);
  }
  const method = record(token.paymentMethod);
  const network = typeof method.network === 'string' ? method.network : 'Visa';
  const displayName =
    typeof method.displayName === 'string' ? method.displayName : `${network} 1111`;
  const lastFour = /(\d{4})\s*$/.exec(displayName)?.[1] ?? '1111';
  return ok(
    {
      applePayCards: [
        {
          type: 'ApplePayCard',
          nonce: fakeNonce(
            `apple-pay-${network.toLowerCase()}`,
            outcomeNamedIn(token.transactionIdentifier),
          ),
          description: `Apple Pay Card ending in ${lastFour.slice(-2)}`,
          consumed: false,
          details: {
            cardType: `Apple Pay - ${network}`,
            lastFour,
            lastTwo: lastFour.slice(-2),
            paymentInstrumentName: displayName,
          },
          binData: {},
        },
      ],
    },
    201,
  );
}

/** Answer an Apple Pay client API endpoint, or undefined when `endpoint` is not one. */
export function answerApplePay(
  endpoint: string,
  body: unknown,
  now: Date = new Date(),
): ClientApiAnswer | undefined {
  if (endpoint === 'apple_pay_web/sessions') return createMerchantSession(record(body), now);
  if (endpoint === 'payment_methods/apple_payment_tokens')
    return tokenizeApplePayment(record(body));
  return undefined;
}
