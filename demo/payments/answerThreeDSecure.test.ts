import {
  BANK_PAGE_PATH,
  behaviourOf,
  FAILED_MARK,
  readCardinalJwt,
  THREE_DS_CARDS,
  VERIFIED_MARK,
} from './answerThreeDSecure';
import { handleGatewayRequest } from './gateway';
import type { GatewayOptions, GatewayResponse } from './gateway';
import { CARDINAL_AUTHENTICATION_JWT } from './gatewayConfiguration';

const SERVER = 'http://127.0.0.1:4321';
const API = `${SERVER}/braintree/merchants/demo/client_api/v1`;
const WITH_3DS: GatewayOptions = { mode: 'offline', origin: SERVER, threeDSecure: true };
const WITHOUT_3DS: GatewayOptions = { mode: 'offline', origin: SERVER };
const FINGERPRINT = 'abc123|merchant_id=demo';
const NEXT_YEAR = String(new Date().getFullYear() + 1);

function post(path: string, body: Record<string, unknown>, options = WITH_3DS): GatewayResponse {
  const response = handleGatewayRequest(
    {
      method: 'POST',
      url: new URL(`${API}/${path}`),
      headers: { origin: SERVER },
      body: JSON.stringify({ authorizationFingerprint: FINGERPRINT, ...body }),
    },
    options,
  );
  if (!response) throw new Error(`not a gateway request: ${path}`);
  return response;
}

/** The parts of the gateway's answers these tests read. */
interface Answer {
  creditCards: { nonce: string }[];
  lookup: { acsUrl?: string; pareq?: string; transactionId: string };
  paymentMethod: { nonce: string; threeDSecureInfo: { status: string } };
  threeDSecureInfo: { liabilityShifted: boolean; liabilityShiftPossible: boolean };
  threeDSecureEnabled?: boolean;
}

const json = (response: GatewayResponse) => JSON.parse(response.body) as Answer;

/** Tokenize `number` as the hosted fields would and return its nonce. */
function nonceFor(number: string): string {
  const response = post('payment_methods/credit_cards', {
    creditCard: { number, expirationDate: `12/${NEXT_YEAR}`, cvv: '123', cardholderName: 'Pat' },
  });
  expect(response.status).toBe(201);
  return json(response).creditCards[0]?.nonce ?? '';
}

const lookup = (nonce: string, body: Record<string, unknown> = {}, options = WITH_3DS) =>
  post(
    `payment_methods/${encodeURIComponent(nonce)}/three_d_secure/lookup`,
    { amount: '125.00', bin: '400000', dfReferenceId: 'fake-session-1', ...body },
    options,
  );

const jwtFor = (ActionCode: string, TransactionId: string) =>
  `fake-cardinal.${Buffer.from(JSON.stringify({ ActionCode, TransactionId })).toString('base64url')}`;

describe('3D Secure on the fake gateway (product-rules §7.9)', () => {
  it('says whether the merchant has 3D Secure in the configuration, with Cardinal’s JWT only then', () => {
    const configuration = (options: GatewayOptions) =>
      json(
        handleGatewayRequest(
          {
            method: 'GET',
            url: new URL(`${API}/configuration?authorizationFingerprint=${FINGERPRINT}`),
            headers: { origin: SERVER },
            body: '',
          },
          options,
        )!,
      );
    expect(configuration(WITH_3DS)).toMatchObject({
      threeDSecureEnabled: true,
      threeDSecure: { cardinalAuthenticationJWT: CARDINAL_AUTHENTICATION_JWT },
    });
    const without = configuration(WITHOUT_3DS);
    expect(without.threeDSecureEnabled).toBe(false);
    expect(without).not.toHaveProperty('threeDSecure');
  });

  it('verifies 4000 0000 0000 1000 without a challenge: a verified nonce, liability shifted', () => {
    const answer = lookup(nonceFor('4000000000001000'));
    expect(answer.status).toBe(200);
    const body = json(answer);
    expect(body.lookup.acsUrl).toBeUndefined();
    expect(body.lookup.transactionId).toEqual(expect.any(String));
    expect(body.paymentMethod.nonce).toContain(VERIFIED_MARK);
    expect(body.threeDSecureInfo).toEqual({ liabilityShifted: true, liabilityShiftPossible: true });
  });

  it('asks for a challenge on 4000 0000 0000 1091: the bank’s page, a transaction and a pending nonce', () => {
    const body = json(lookup(nonceFor('4000000000001091')));
    expect(body.lookup.acsUrl).toBe(`${SERVER}${BANK_PAGE_PATH}`);
    expect(body.lookup.pareq).toEqual(expect.any(String));
    expect(body.lookup.transactionId).toMatch(/^fake-3ds-transaction-/);
    expect(body.paymentMethod.nonce).not.toContain(VERIFIED_MARK);
    expect(body.threeDSecureInfo).toEqual({
      liabilityShifted: false,
      liabilityShiftPossible: true,
    });
  });

  it('fails the lookup of 4000 0000 0000 1109 with a 422, as braintree-web maps to a lookup error', () => {
    expect(lookup(nonceFor('4000000000001109')).status).toBe(422);
  });

  it('answers 4000 0000 0000 1018 without a challenge that the bank did not authenticate the buyer: no verified nonce', () => {
    const answer = lookup(nonceFor('4000000000001018'));
    expect(answer.status).toBe(200);
    const body = json(answer);
    expect(body.lookup.acsUrl).toBeUndefined();
    expect(body.lookup.transactionId).toEqual(expect.any(String));
    expect(body.paymentMethod.nonce).not.toContain(VERIFIED_MARK);
    expect(body.paymentMethod.nonce).toContain(FAILED_MARK);
    expect(body.paymentMethod.threeDSecureInfo.status).toBe('authenticate_frictionless_failed');
    expect(body.threeDSecureInfo).toEqual({
      liabilityShifted: false,
      liabilityShiftPossible: true,
    });
  });

  it('reads each test card’s behaviour back from its nonce, and no mark from another’s', () => {
    for (const [number, behaviour] of Object.entries(THREE_DS_CARDS)) {
      expect(behaviourOf(nonceFor(number))).toBe(behaviour);
    }
    expect(behaviourOf(nonceFor('4111111111111111'))).toBe('not-enrolled');
  });

  it('treats any other card as not enrolled: verified, nothing shifted', () => {
    const body = json(lookup(nonceFor('4111111111111111')));
    expect(body.paymentMethod.nonce).toContain(VERIFIED_MARK);
    expect(body.threeDSecureInfo).toEqual({
      liabilityShifted: false,
      liabilityShiftPossible: false,
    });
  });

  it('refuses a lookup without an amount, and both endpoints without 3D Secure on the account', () => {
    expect(lookup(nonceFor('4000000000001000'), { amount: undefined }).status).toBe(422);
    expect(lookup(nonceFor('4000000000001000'), { amount: 'twelve' }).status).toBe(422);
    expect(lookup(nonceFor('4000000000001000'), {}, WITHOUT_3DS).status).toBe(422);
  });

  describe('after a challenge', () => {
    function challenged() {
      const body = json(lookup(nonceFor('4000000000001091')));
      return {
        nonce: body.paymentMethod.nonce,
        transactionId: body.lookup.transactionId,
      };
    }
    const authenticate = (nonce: string, jwt: unknown, paymentMethodNonce: unknown = nonce) =>
      post(`payment_methods/${encodeURIComponent(nonce)}/three_d_secure/authenticate_from_jwt`, {
        jwt,
        paymentMethodNonce,
      });

    it('an approved challenge (SUCCESS) gives a verified nonce with liability shifted', () => {
      const { nonce, transactionId } = challenged();
      const body = json(authenticate(nonce, jwtFor('SUCCESS', transactionId)));
      expect(body.paymentMethod.nonce).toContain(VERIFIED_MARK);
      expect(body.threeDSecureInfo).toEqual({
        liabilityShifted: true,
        liabilityShiftPossible: true,
      });
    });

    it('a declined challenge (FAILURE) gives no verified nonce and no liability shift', () => {
      const { nonce, transactionId } = challenged();
      const body = json(authenticate(nonce, jwtFor('FAILURE', transactionId)));
      expect(body.paymentMethod.nonce).not.toContain(VERIFIED_MARK);
      expect(body.paymentMethod.threeDSecureInfo.status).toBe('authenticate_failed');
      expect(body.threeDSecureInfo.liabilityShifted).toBe(false);
    });

    it('refuses a JWT that is not the stand-in’s, and a nonce that is not the lookup’s', () => {
      const { nonce, transactionId } = challenged();
      expect(authenticate(nonce, 'eyJhbGciOi.not.ours').status).toBe(422);
      expect(authenticate(nonce, jwtFor('SUCCESS', transactionId), 'another-nonce').status).toBe(
        422,
      );
    });
  });

  it('reads the stand-in’s JWT, and nothing else', () => {
    expect(readCardinalJwt(jwtFor('SUCCESS', 't-1'))).toEqual({
      actionCode: 'SUCCESS',
      transactionId: 't-1',
    });
    expect(readCardinalJwt('fake-cardinal.%%%')).toBeUndefined();
    expect(readCardinalJwt(42)).toBeUndefined();
  });
});
