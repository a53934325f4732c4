import { readCardinalJwt } from '../answerThreeDSecure';
import { BANK_ANSWER_TYPE, decodeBase64Url, encodeBase64Url, isBankAnswer } from './bankAnswer';
import type { BankAnswer } from './bankAnswer';
import {
  CARDINAL_BAD_CONFIG,
  CARDINAL_NO_MERCHANT_JWT,
  challengeTemplate,
  createCardinal,
  fakeCardinalJwt,
} from './createCardinal';
import type { CardinalStandIn, CardinalWindow, InlineSetupDetails } from './createCardinal';

const SHOP = 'https://shop.example';
const BANK = 'http://127.0.0.1:4321';
const ACS_URL = `${BANK}/demo/3ds/bank.html`;
const PAYLOAD = encodeBase64Url(JSON.stringify({ transactionId: 'tx-1', amount: '12.50' }));

/**
 * A window for the stand-in: the shop's origin, messages dispatched by the test, and real timers
 * whose uncaught errors (what a browser would report) are collected in `errors`.
 */
function fakeWindow() {
  const target = new EventTarget();
  const errors: unknown[] = [];
  const host = Object.assign(target, {
    location: { origin: SHOP },
    setTimeout: (callback: () => void, delay?: number) =>
      setTimeout(() => {
        try {
          callback();
        } catch (error) {
          errors.push(error);
        }
      }, delay),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
  }) as unknown as CardinalWindow;
  /** A `message` event from `origin`, as the bank's frame would post it. */
  const post = (data: unknown, origin = BANK) =>
    target.dispatchEvent(new MessageEvent('message', { data, origin }));
  return { host, post, errors };
}

/** Let the stand-in's asynchronous events fire. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

/** The stand-in set up the way braintree-web 3.102.0's inline-iframe framework does it. */
async function setUp(cardinal: CardinalStandIn, framework: unknown = 'inline') {
  const setupComplete = vi.fn();
  const validated = vi.fn();
  const inlineSetup = vi.fn();
  cardinal.on('payments.setupComplete', setupComplete);
  cardinal.on('ui.inline.setup', inlineSetup);
  cardinal.configure({ payment: { framework } });
  cardinal.setup('init', { jwt: 'fake-cardinal-authentication-jwt' });
  cardinal.on('payments.validated', validated);
  await settle();
  return { setupComplete, validated, inlineSetup };
}

const challenge = (cardinal: CardinalStandIn, transactionId = 'tx-1', acsUrl = ACS_URL) =>
  cardinal.continue(
    'cca',
    { AcsUrl: acsUrl, Payload: PAYLOAD },
    { OrderDetails: { TransactionId: transactionId } },
  );

const answer = (transactionId: string, approved: boolean): BankAnswer => ({
  type: BANK_ANSWER_TYPE,
  transactionId,
  approved,
});

describe('the Songbird stand-in (braintree-web 3.102.0, product-rules §7.9)', () => {
  it('completes setup later, with a session id, so listeners added after setup() hear it', async () => {
    const { host } = fakeWindow();
    const cardinal = createCardinal(host);
    const early = vi.fn();
    cardinal.on('payments.setupComplete', early);
    cardinal.setup('init', { jwt: 'jwt' });
    const late = vi.fn();
    cardinal.on('payments.setupComplete', late);
    expect(early).not.toHaveBeenCalled();

    await settle();
    const data = {
      sessionId: 'fake-cardinal-session-1',
      modules: [{ module: 'CCA', loaded: true }],
    };
    expect(early).toHaveBeenCalledExactlyOnceWith(data);
    expect(late).toHaveBeenCalledExactlyOnceWith(data);
  });

  it('answers bin.process with { Status: true } and refuses other triggers', async () => {
    const cardinal = createCardinal(fakeWindow().host);
    await expect(cardinal.trigger('bin.process', '400000')).resolves.toEqual({ Status: true });
    await expect(cardinal.trigger('accountNumber.update', '4000')).rejects.toThrow(
      "no trigger('accountNumber.update')",
    );
  });

  it('accepts repeated setups: each is a new session, and a superseded one never completes', async () => {
    const cardinal = createCardinal(fakeWindow().host);
    const first = await setUp(cardinal);
    expect(first.setupComplete).toHaveBeenCalledWith(
      expect.objectContaining({ sessionId: 'fake-cardinal-session-1' }),
    );

    // braintree-web's teardown and new setup after a verifyCard (songbird.js _reloadThreeDSecure).
    for (const name of ['payments.setupComplete', 'ui.inline.setup', 'payments.validated']) {
      cardinal.off(name);
    }
    const second = await setUp(cardinal);
    expect(first.setupComplete).toHaveBeenCalledOnce();
    expect(second.setupComplete).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ sessionId: 'fake-cardinal-session-2' }),
    );

    const complete = vi.fn();
    cardinal.on('payments.setupComplete', complete);
    cardinal.setup('init', { jwt: 'jwt' });
    cardinal.setup('init', { jwt: 'jwt' });
    await settle();
    expect(complete).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ sessionId: 'fake-cardinal-session-4' }),
    );
  });

  it('off(name) drops every listener of that name and no other', async () => {
    const cardinal = createCardinal(fakeWindow().host);
    const [a, b, other] = [vi.fn(), vi.fn(), vi.fn()];
    cardinal.on('payments.setupComplete', a);
    cardinal.on('payments.setupComplete', b);
    cardinal.on('payments.validated', other);
    cardinal.off('payments.setupComplete');
    cardinal.setup('init', { jwt: 'jwt' });
    cardinal.continue('cca', {}, {});
    await settle();
    expect(a).not.toHaveBeenCalled();
    expect(b).not.toHaveBeenCalled();
    expect(other).toHaveBeenCalledOnce();
  });

  it('hands ui.inline.setup the bank frame, the details inline-iframe.js checks, and resolve/reject', async () => {
    const cardinal = createCardinal(fakeWindow().host);
    const { inlineSetup, validated } = await setUp(cardinal);
    challenge(cardinal, 'tx-1');

    expect(inlineSetup).toHaveBeenCalledOnce();
    const [html, details, resolve, reject] = inlineSetup.mock.calls[0] as [
      string,
      InlineSetupDetails,
      unknown,
      unknown,
    ];
    expect(details).toEqual({ paymentType: 'CCA', data: { mode: 'static' } });
    expect(typeof resolve).toBe('function');
    expect(typeof reject).toBe('function');
    const container = document.createElement('div');
    container.innerHTML = html;
    const frame = container.querySelector('iframe');
    expect(container.children).toHaveLength(1);
    expect(frame?.getAttribute('title')).toBe('Your bank’s card check');
    expect(frame?.hasAttribute('style')).toBe(false);
    const src = new URL(frame?.getAttribute('src') ?? '');
    expect(`${src.origin}${src.pathname}`).toBe(ACS_URL);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      transactionId: 'tx-1',
      payload: PAYLOAD,
      parentOrigin: SHOP,
    });

    (resolve as () => void)();
    await settle();
    expect(validated).not.toHaveBeenCalled();
  });

  it('hears only the bank’s origin and the open transaction, then validates with a JWT the gateway reads', async () => {
    const { host, post } = fakeWindow();
    const cardinal = createCardinal(host);
    const { validated } = await setUp(cardinal);
    challenge(cardinal, 'tx-1');

    post(answer('tx-1', true), SHOP);
    post(answer('tx-1', true), 'http://127.0.0.1:9999');
    post(answer('tx-2', true));
    post({ type: BANK_ANSWER_TYPE, transactionId: 'tx-1', approved: 'yes' });
    post('approve');
    expect(validated).not.toHaveBeenCalled();

    post(answer('tx-1', true));
    expect(validated).toHaveBeenCalledOnce();
    const [data, jwt] = validated.mock.calls[0] as [unknown, string];
    expect(data).toEqual({
      Validated: true,
      ActionCode: 'SUCCESS',
      ErrorNumber: 0,
      ErrorDescription: 'Success',
      Payment: {
        Type: 'CCA',
        ProcessorTransactionId: 'tx-1',
        ExtendedData: {
          Enrolled: 'Y',
          PAResStatus: 'Y',
          SignatureVerification: 'Y',
          ECIFlag: '05',
          ThreeDSVersion: '2.2.0',
        },
      },
    });
    expect(readCardinalJwt(jwt)).toEqual({ actionCode: 'SUCCESS', transactionId: 'tx-1' });

    // The challenge is over: a second answer is not heard.
    post(answer('tx-1', false));
    expect(validated).toHaveBeenCalledOnce();
  });

  it('turns Decline into a FAILURE action, without a ChallengeCancel (that would be a cancel)', async () => {
    const { host, post } = fakeWindow();
    const cardinal = createCardinal(host);
    const { validated } = await setUp(cardinal);
    challenge(cardinal, 'tx-7');
    post(answer('tx-7', false));

    const [data, jwt] = validated.mock.calls[0] as [
      { ActionCode: string; Payment: { ExtendedData: Record<string, string> } },
      string,
    ];
    expect(data.ActionCode).toBe('FAILURE');
    expect(data.Payment.ExtendedData).toMatchObject({ PAResStatus: 'N' });
    expect(data.Payment.ExtendedData).not.toHaveProperty('ChallengeCancel');
    expect(readCardinalJwt(jwt)).toEqual({ actionCode: 'FAILURE', transactionId: 'tx-7' });
  });

  it('drops an open challenge on a new setup or a new challenge, so a late answer is not heard', async () => {
    const { host, post } = fakeWindow();
    const cardinal = createCardinal(host);
    const { validated } = await setUp(cardinal);
    challenge(cardinal, 'tx-old');
    challenge(cardinal, 'tx-new');
    post(answer('tx-old', true));
    expect(validated).not.toHaveBeenCalled();

    cardinal.setup('init', { jwt: 'jwt' });
    post(answer('tx-new', true));
    await settle();
    expect(validated).not.toHaveBeenCalled();
  });

  it('reports what it cannot do as an ERROR action, so verifyCard never hangs', async () => {
    const errorOf = async (act: (cardinal: CardinalStandIn) => void, framework = 'inline') => {
      const cardinal = createCardinal(fakeWindow().host);
      const { validated } = await setUp(cardinal, framework);
      act(cardinal);
      await settle();
      expect(validated).toHaveBeenCalledOnce();
      const [data, jwt] = validated.mock.calls[0] as [
        { ActionCode: string; ErrorNumber: number },
        string,
      ];
      expect(data.ActionCode).toBe('ERROR');
      expect(jwt).toBe('');
      return data.ErrorNumber;
    };

    expect(await errorOf((cardinal) => challenge(cardinal), 'cardinal-modal')).toBe(
      CARDINAL_BAD_CONFIG,
    );
    expect(await errorOf((cardinal) => challenge(cardinal, 'tx-1', 'javascript:alert(1)'))).toBe(
      CARDINAL_BAD_CONFIG,
    );
    expect(await errorOf((cardinal) => challenge(cardinal, ''))).toBe(CARDINAL_BAD_CONFIG);
    expect(
      await errorOf((cardinal) => {
        cardinal.off('ui.inline.setup');
        challenge(cardinal);
      }),
    ).toBe(CARDINAL_BAD_CONFIG);
    expect(
      await errorOf((cardinal) => {
        cardinal.off('ui.inline.setup');
        cardinal.on('ui.inline.setup', (...args: never[]) => {
          const reject = args[3] as unknown as (error: Error) => void;
          reject(new Error('THREEDS_INLINE_IFRAME_DETAILS_INCORRECT'));
        });
        challenge(cardinal);
      }),
    ).toBe(CARDINAL_BAD_CONFIG);
    expect(
      await errorOf((cardinal) => cardinal.continue('paypal', { AcsUrl: ACS_URL, Payload: 'p' })),
    ).toBe(CARDINAL_BAD_CONFIG);
    expect(await errorOf((cardinal) => cardinal.setup('init', {}))).toBe(CARDINAL_NO_MERCHANT_JWT);
  });

  it('keeps calling listeners when one throws, and reports the error', async () => {
    const { host, post, errors } = fakeWindow();
    const cardinal = createCardinal(host);
    const { validated } = await setUp(cardinal);
    const thrown = new Error('listener failed');
    cardinal.off('payments.validated');
    cardinal.on('payments.validated', () => {
      throw thrown;
    });
    cardinal.on('payments.validated', validated);
    challenge(cardinal, 'tx-1');
    post(answer('tx-1', true));
    expect(validated).toHaveBeenCalledOnce();
    await settle();
    expect(errors).toEqual([thrown]);
  });
});

describe('the stand-in’s shared pieces', () => {
  it('signs the JWT the fake gateway’s authenticate_from_jwt reads', () => {
    expect(readCardinalJwt(fakeCardinalJwt('SUCCESS', 'tx-é'))).toEqual({
      actionCode: 'SUCCESS',
      transactionId: 'tx-é',
    });
  });

  it('round-trips base64url and refuses what is not base64url', () => {
    const text = JSON.stringify({ amount: '12.50', note: 'é/+?' });
    expect(decodeBase64Url(encodeBase64Url(text))).toBe(text);
    expect(decodeBase64Url(Buffer.from(text).toString('base64url'))).toBe(text);
    expect(decodeBase64Url('not base64!')).toBeUndefined();
  });

  it('recognises only a complete bank answer', () => {
    expect(isBankAnswer(answer('tx-1', false))).toBe(true);
    expect(isBankAnswer({ ...answer('tx-1', true), type: 'other' })).toBe(false);
    expect(isBankAnswer({ ...answer('', true) })).toBe(false);
    expect(isBankAnswer(null)).toBe(false);
  });

  it('escapes the frame’s source in the template', () => {
    const container = document.createElement('div');
    container.innerHTML = challengeTemplate('https://bank.example/a?b="><script>x</script>&c');
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://bank.example/a?b="><script>x</script>&c',
    );
  });
});
