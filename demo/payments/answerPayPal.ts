/**
 * The PayPal endpoints paypal-checkout calls through the client: create a payment resource (its
 * `redirectUrl` carries the EC token that `createPayment` hands to the PayPal buttons as the order
 * id) and tokenize the approved account into a nonce.
 */
import { gatewayError, ok, validationError } from './clientApiAnswer';
import type { ClientApiAnswer } from './clientApiAnswer';
import { fakeNonce, outcomeNamedIn } from './fakeNonce';

let resources = 0;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** `paypal_hermes/create_payment_resource` (checkout flow). */
function createPaymentResource(body: Record<string, unknown>): ClientApiAnswer {
  const amount = body.amount;
  const currency = body.currencyIsoCode;
  const errors = [];
  if (typeof amount !== 'string' && typeof amount !== 'number') {
    errors.push({ field: 'amount', code: '82901', message: 'Amount is required.' });
  } else if (!/^\d+(\.\d{1,2})?$/.test(String(amount)) || Number(amount) <= 0) {
    errors.push({ field: 'amount', code: '82902', message: 'Amount must be greater than zero.' });
  }
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) {
    errors.push({ field: 'currencyIsoCode', code: '82903', message: 'Currency is required.' });
  }
  if (errors.length > 0) return validationError('paymentResource', errors);
  resources += 1;
  const token = `EC-FAKE${String(resources).padStart(13, '0')}`;
  return ok(
    {
      paymentResource: {
        paymentToken: token,
        intent: body.intent ?? 'authorize',
        redirectUrl: `https://www.sandbox.paypal.com/checkoutnow?token=${token}`,
        authenticateUrl: null,
      },
    },
    201,
  );
}

/** `paypal_hermes/setup_billing_agreement` (vault flow). */
function setupBillingAgreement(): ClientApiAnswer {
  resources += 1;
  const token = `BA-FAKE${String(resources).padStart(13, '0')}`;
  return ok(
    {
      agreementSetup: {
        tokenId: token,
        approvalUrl: `https://www.sandbox.paypal.com/agreements/approve?ba_token=${token}`,
      },
    },
    201,
  );
}

/** `payment_methods/paypal_accounts`: an approved order becomes a nonce. */
function tokenizePayPalAccount(body: Record<string, unknown>): ClientApiAnswer {
  const account = record(body.paypalAccount);
  const paymentToken = account.paymentToken ?? account.billingAgreementToken;
  if (typeof paymentToken !== 'string' || paymentToken === '') {
    return validationError('paypalAccount', [
      { field: 'paymentToken', code: '82905', message: 'Payment token is required.' },
    ]);
  }
  const payerId = typeof account.payerId === 'string' ? account.payerId : 'FAKEPAYER01';
  return ok(
    {
      paypalAccounts: [
        {
          type: 'PayPalAccount',
          nonce: fakeNonce('paypal', outcomeNamedIn(payerId, paymentToken)),
          description: 'PayPal',
          consumed: false,
          details: {
            email: 'buyer@example.com',
            correlationId: account.correlationId ?? paymentToken,
            payerInfo: {
              email: 'buyer@example.com',
              firstName: 'Pat',
              lastName: 'Buyer',
              payerId,
              countryCode: 'AU',
            },
          },
        },
      ],
    },
    201,
  );
}

/** Answer a PayPal client API endpoint, or undefined when `endpoint` is not one. */
export function answerPayPal(endpoint: string, body: unknown): ClientApiAnswer | undefined {
  switch (endpoint) {
    case 'paypal_hermes/create_payment_resource':
      return createPaymentResource(record(body));
    case 'paypal_hermes/setup_billing_agreement':
      return setupBillingAgreement();
    case 'paypal_hermes/patch_payment_resource':
      return ok({}, 200);
    case 'payment_methods/paypal_accounts':
      return tokenizePayPalAccount(record(body));
    default:
      return endpoint.startsWith('paypal_hermes/')
        ? gatewayError(404, `Unknown PayPal endpoint ${endpoint}.`)
        : undefined;
  }
}
