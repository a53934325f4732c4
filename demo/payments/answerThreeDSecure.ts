/**
 * The two 3D Secure 2 endpoints braintree-web 3.102.0's `threeDSecure.verifyCard` calls through the
 * client (product-rules §7.9; three-d-secure/external/frameworks/base.js and songbird.js):
 *
 * - `POST payment_methods/{nonce}/three_d_secure/lookup` with the amount, the card's bin and
 *   Cardinal's `dfReferenceId`: answers `{ lookup, paymentMethod, threeDSecureInfo }`. A `lookup.acsUrl`
 *   asks for a challenge (the bank's page, here the demo's stand-in); without one the card is
 *   verified at once (frictionless) and `paymentMethod.nonce` is the verified nonce.
 * - `POST payment_methods/{lookupNonce}/three_d_secure/authenticate_from_jwt` with `{ jwt,
 *   paymentMethodNonce }` after a challenge: the JWT the Songbird stand-in signs for the bank's
 *   answer decides (`ActionCode` SUCCESS: verified, liability shifted; FAILURE: authentication
 *   failed, nothing shifted).
 *
 * Which card does what is written into its nonce when it is tokenized (tokenizeCard.ts), so the
 * fake gateway stays stateless: `4000 0000 0000 1000` verifies without a challenge, `…1091` asks for
 * one, `…1109` fails its lookup, `…1018` answers without a challenge that the bank did not
 * authenticate the buyer (`liabilityShifted: false, liabilityShiftPossible: true`, a nonce the
 * reference server refuses as a failed verification); any other card is not enrolled (verified,
 * no liability shift). A Google Pay nonce carries the same marks when the wallet stubs are told
 * to (demo/public/wallet-stubs.js, `googlePayCard`).
 */
import { gatewayError, ok, validationError } from './clientApiAnswer';
import type { ClientApiAnswer } from './clientApiAnswer';

/**
 * What 3D Secure does with a test card, by number (product-rules §7.9); `not-authenticated` is
 * frictionless too, but the bank did not authenticate the buyer.
 */
export type ThreeDSecureBehaviour =
  'frictionless' | 'challenge' | 'lookup-error' | 'not-authenticated';

/** Every behaviour, as its mark is looked for in a nonce (no mark contains another). */
const BEHAVIOURS: readonly ThreeDSecureBehaviour[] = [
  'frictionless',
  'challenge',
  'lookup-error',
  'not-authenticated',
];

/** The test cards with a 3D Secure behaviour of their own. */
export const THREE_DS_CARDS: Readonly<Record<string, ThreeDSecureBehaviour>> = {
  '4000000000001000': 'frictionless',
  '4000000000001091': 'challenge',
  '4000000000001109': 'lookup-error',
  '4000000000001018': 'not-authenticated',
};

/** The mark tokenizeCard.ts writes into a card nonce for its 3D Secure behaviour. */
export const threeDSecureMark = (behaviour: ThreeDSecureBehaviour): string => `3ds-${behaviour}`;

/** The word every verified nonce carries; the reference server's completion looks for it. */
export const VERIFIED_MARK = '3ds-verified';

/** The word the nonce of a declined challenge carries. */
export const FAILED_MARK = '3ds-failed';

/** The path of the demo's stand-in bank page, below the reference server's origin. */
export const BANK_PAGE_PATH = '/demo/3ds/bank.html';

/** Where the lookup's challenge is served. */
export interface ThreeDSecureOptions {
  /** The origin the bank page is on (the reference server's, or a host a test answers). */
  origin: string;
}

const LOOKUP = /^payment_methods\/([^/]+)\/three_d_secure\/lookup$/;
const AUTHENTICATE = /^payment_methods\/([^/]+)\/three_d_secure\/authenticate_from_jwt$/;

let issued = 0;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** The 3D Secure behaviour a nonce's mark says, or `not-enrolled` without one. */
export function behaviourOf(nonce: string): ThreeDSecureBehaviour | 'not-enrolled' {
  return (
    BEHAVIOURS.find((behaviour) => nonce.includes(threeDSecureMark(behaviour))) ?? 'not-enrolled'
  );
}

/** A fresh nonce for the 3D Secure step `step` of the card behind `nonce`. */
function stepNonce(step: 'verified' | 'pending' | 'failed'): string {
  issued += 1;
  return `fake-3ds-${step}-nonce-${issued}`;
}

const info = (status: string, liabilityShifted: boolean, liabilityShiftPossible: boolean) => ({
  status,
  liabilityShifted,
  liabilityShiftPossible,
  enrolled: status === 'lookup_not_enrolled' ? 'N' : 'Y',
  threeDSecureVersion: '2.2.0',
});

/** A payment method as the gateway returns it after a 3D Secure step. */
function paymentMethod(nonce: string, threeDSecureInfo: ReturnType<typeof info>) {
  return {
    type: 'CreditCard',
    nonce,
    description: 'ending in 00',
    consumed: false,
    details: { cardType: 'Visa', lastTwo: '00' },
    binData: {},
    threeDSecureInfo,
  };
}

/** The amount a lookup carries: dollars as a string, e.g. `"12.50"` (product-rules §7.9). */
function readAmount(body: Record<string, unknown>): string | undefined {
  const amount = body.amount;
  const text = typeof amount === 'number' ? String(amount) : amount;
  return typeof text === 'string' && /^\d+(\.\d{1,2})?$/.test(text.trim())
    ? text.trim()
    : undefined;
}

function lookup(nonce: string, body: Record<string, unknown>, options: ThreeDSecureOptions) {
  if (readAmount(body) === undefined) {
    return validationError('threeDSecure', [
      { field: 'amount', code: '81531', message: 'Amount must be a number greater than zero.' },
    ]);
  }
  const behaviour = behaviourOf(nonce);
  if (behaviour === 'lookup-error') {
    return validationError('threeDSecure', [
      { field: 'base', code: '94540', message: 'The card could not be looked up.' },
    ]);
  }
  issued += 1;
  const transactionId = `fake-3ds-transaction-${issued}`;
  if (behaviour === 'challenge') {
    const pending = info('challenge_required', false, true);
    const pareq = Buffer.from(JSON.stringify({ transactionId, amount: readAmount(body) })).toString(
      'base64url',
    );
    return ok({
      lookup: {
        acsUrl: `${options.origin}${BANK_PAGE_PATH}`,
        pareq,
        transactionId,
        threeDSecureVersion: '2.2.0',
      },
      paymentMethod: paymentMethod(stepNonce('pending'), pending),
      threeDSecureInfo: { liabilityShifted: false, liabilityShiftPossible: true },
    });
  }
  if (behaviour === 'not-authenticated') {
    // Frictionless, and failed: the bank could have authenticated the buyer and did not. The
    // nonce is no verified one (the reference server refuses it, as after a declined challenge).
    const failed = info('authenticate_frictionless_failed', false, true);
    return ok({
      lookup: { transactionId, threeDSecureVersion: '2.2.0' },
      paymentMethod: paymentMethod(stepNonce('failed'), failed),
      threeDSecureInfo: { liabilityShifted: false, liabilityShiftPossible: true },
    });
  }
  const verified =
    behaviour === 'frictionless'
      ? info('authenticate_successful', true, true)
      : info('lookup_not_enrolled', false, false);
  return ok({
    lookup: { transactionId, threeDSecureVersion: '2.2.0' },
    paymentMethod: paymentMethod(`fake-${VERIFIED_MARK}-${behaviour}-nonce-${issued}`, verified),
    threeDSecureInfo: {
      liabilityShifted: verified.liabilityShifted,
      liabilityShiftPossible: verified.liabilityShiftPossible,
    },
  });
}

/**
 * The outcome a Songbird stand-in's JWT carries: `fake-cardinal.<base64url of { ActionCode,
 * TransactionId }>`, or undefined when it is not one.
 */
export function readCardinalJwt(
  jwt: unknown,
): { actionCode: string; transactionId: string } | undefined {
  if (typeof jwt !== 'string' || !jwt.startsWith('fake-cardinal.')) return undefined;
  try {
    const claims = record(
      JSON.parse(Buffer.from(jwt.slice('fake-cardinal.'.length), 'base64url').toString('utf8')),
    );
    const { ActionCode: actionCode, TransactionId: transactionId } = claims;
    if (typeof actionCode !== 'string' || typeof transactionId !== 'string') return undefined;
    return { actionCode, transactionId };
  } catch {
    return undefined;
  }
}

function authenticate(nonce: string, body: Record<string, unknown>) {
  if (body.paymentMethodNonce !== nonce) {
    return gatewayError(422, 'The payment method nonce does not match the lookup.');
  }
  const claims = readCardinalJwt(body.jwt);
  if (!claims) return gatewayError(422, 'The authentication JWT is not valid.');
  if (claims.actionCode === 'SUCCESS') {
    const verified = info('authenticate_successful', true, true);
    return ok({
      paymentMethod: paymentMethod(`fake-${VERIFIED_MARK}-challenge-nonce-${++issued}`, verified),
      threeDSecureInfo: { liabilityShifted: true, liabilityShiftPossible: true },
    });
  }
  const failed = info('authenticate_failed', false, true);
  return ok({
    paymentMethod: paymentMethod(stepNonce('failed'), failed),
    threeDSecureInfo: { liabilityShifted: false, liabilityShiftPossible: true },
  });
}

/**
 * Answer `endpoint` (below `client_api/v1/`) when it is one of the two 3D Secure endpoints, else
 * undefined. `enabled` is the merchant's `threeDSecureEnabled`: without it both refuse.
 */
export function answerThreeDSecure(
  endpoint: string,
  body: unknown,
  enabled: boolean,
  options: ThreeDSecureOptions,
): ClientApiAnswer | undefined {
  const lookupNonce = LOOKUP.exec(endpoint)?.[1];
  const authenticateNonce = AUTHENTICATE.exec(endpoint)?.[1];
  if (lookupNonce === undefined && authenticateNonce === undefined) return undefined;
  if (!enabled) return gatewayError(422, '3D Secure is not enabled for this merchant account.');
  if (lookupNonce !== undefined)
    return lookup(decodeURIComponent(lookupNonce), record(body), options);
  return authenticate(decodeURIComponent(authenticateNonce ?? ''), record(body));
}
