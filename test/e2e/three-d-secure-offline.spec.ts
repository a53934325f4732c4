/**
 * Proof that the REAL braintree-web 3.102.0 three-d-secure module (npm package, unmodified,
 * version '2-inline-iframe') runs end to end with no network, against the reference server with
 * the merchant's 3D Secure on (`PUT /demo/settings { threeDSecure: true }`, product-rules §7.9):
 *
 * - Cardinal's Songbird script is loaded from its real URL and answered with the demo's stand-in
 *   (test/e2e/support/songbird.ts, demo/payments/threeDSecure/createCardinal.ts);
 * - the fake gateway answers the lookup and `authenticate_from_jwt` (answerThreeDSecure.ts);
 * - the challenge is the demo's stand-in bank page (/demo/3ds/bank.html) in the frame braintree-web
 *   hands out with `authentication-iframe-available` (three-d-secure/external/frameworks/
 *   inline-iframe.js), which the page appends where it likes.
 *
 * The test page (/demo/test/hosted-fields.html) offers `window.braintree.threeDSecure`; the card is
 * tokenized with `client.request` (the gateway's `payment_methods/credit_cards`), as the hosted
 * fields would. What braintree-web does with each answer is asserted as observed: a declined
 * challenge and a frictionless answer that did not authenticate the buyer RESOLVE (liability
 * possible, not shifted: the elements treat both as failed, product-rules §7.9); a failed lookup
 * REJECTS.
 */
import type { Page } from '@playwright/test';
import { readCardinalJwt } from '../../demo/payments/answerThreeDSecure';
import { createClientToken } from '../../demo/payments/createClientToken';
import { CARDINAL_SONGBIRD_URL } from '../../demo/payments/threeDSecure/songbirdStandIn';
import { expectNoAxeViolations } from './support/axe';
import { routeSongbird } from './support/songbird';
import type { SongbirdRoute } from './support/songbird';
import { expect, test } from './support/test';

const TEST_PAGE = '/demo/test/hosted-fields.html';

/** product-rules §7.9's test cards. */
const CARDS = {
  frictionless: '4000000000001000',
  challenge: '4000000000001091',
  lookupError: '4000000000001109',
  notAuthenticated: '4000000000001018',
} as const;

/** The parts of verifyCard's payload the tests read. */
interface VerifyPayload {
  nonce: string;
  liabilityShifted: boolean;
  liabilityShiftPossible: boolean;
  threeDSecureInfo: { status: string };
  rawCardinalSDKVerificationData?: { ActionCode: string; Payment: unknown };
}

/** What verifyCard settled with, as the page reports it. */
type Outcome =
  | { settled: 'resolved'; payload: VerifyPayload }
  | { settled: 'rejected'; code: string; message: string };

/** The test page's state, kept on `window.t3ds`. */
interface PageState {
  /** Events braintree-web emitted, in order. */
  events: string[];
  /** What each `onLookupComplete` saw. */
  lookups: { requiresUserAuthentication: boolean; transactionId: string }[];
  verification?: Promise<Outcome>;
}

/** One JSON request body the page sent to a 3D Secure endpoint. */
interface SentBody {
  endpoint: 'lookup' | 'authenticate_from_jwt';
  url: string;
  body: Record<string, unknown>;
}

/** Record the bodies of the 3D Secure calls the page makes. */
function recordThreeDSecureCalls(page: Page): SentBody[] {
  const sent: SentBody[] = [];
  page.on('request', (request) => {
    const match = /\/three_d_secure\/(lookup|authenticate_from_jwt)$/.exec(request.url());
    if (!match || request.method() !== 'POST') return;
    sent.push({
      endpoint: match[1] as SentBody['endpoint'],
      url: request.url(),
      body: request.postDataJSON() as Record<string, unknown>,
    });
  });
  return sent;
}

/**
 * `client.create` + `threeDSecure.create({ version: '2-inline-iframe' })` on the test page; the page
 * keeps `t3ds.create()` to make another instance on the same client.
 */
async function createThreeDSecure(page: Page, authorization: string): Promise<void> {
  await page.goto(TEST_PAGE);
  await page.evaluate(async (token) => {
    type Instance = {
      on(
        event: string,
        handler: (payload: { element: HTMLElement }, next: () => void) => void,
      ): void;
    };
    type Braintree = {
      client: { create(options: { authorization: string }): Promise<unknown> };
      threeDSecure: { create(options: { client: unknown; version: string }): Promise<Instance> };
    };
    const { braintree } = window as unknown as { braintree: Braintree };
    const client = await braintree.client.create({ authorization: token });
    // Where the product's 'Verify your card' dialog would hold the bank's frame.
    const challenge = document.createElement('section');
    challenge.id = 'challenge';
    challenge.setAttribute('aria-label', 'Verify your card');
    // As narrow as a phone's dialog: the bank page must fit (asserted in the Approve test).
    challenge.style.width = '320px';
    document.body.append(challenge);
    const t3ds: PageState & { client: unknown; threeDSecure?: Instance; create(): Promise<void> } =
      {
        events: [],
        lookups: [],
        client,
        async create() {
          const instance = await braintree.threeDSecure.create({
            client,
            version: '2-inline-iframe',
          });
          instance.on('authentication-iframe-available', (payload, next) => {
            t3ds.events.push('authentication-iframe-available');
            challenge.replaceChildren(payload.element);
            next();
          });
          instance.on('customer-canceled', () => t3ds.events.push('customer-canceled'));
          t3ds.threeDSecure = instance;
        },
      };
    await t3ds.create();
    Object.assign(window, { t3ds });
  }, authorization);
}

/**
 * Record every call braintree-web makes on `window.Cardinal` as `name firstArgument`, by wrapping
 * the stand-in's methods when the Songbird script assigns the global (an init script, so before
 * braintree-web's first call). braintree-web itself runs unmodified.
 */
async function recordCardinalCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: string[] = [];
    let cardinal: unknown;
    Object.defineProperty(window, 'cardinalCalls', { value: calls });
    Object.defineProperty(window, 'Cardinal', {
      configurable: true,
      get: () => cardinal,
      set(value: Record<string, unknown>) {
        cardinal = Object.fromEntries(
          Object.entries(value).map(([name, method]) => [
            name,
            (...args: unknown[]) => {
              const [first] = args;
              const detail =
                typeof first === 'string'
                  ? ` ${first}`
                  : name === 'configure'
                    ? ` ${JSON.stringify(first)}`
                    : '';
              calls.push(`${name}${detail}`);
              return (method as (...values: unknown[]) => unknown)(...args);
            },
          ]),
        );
      },
    });
  });
}

/** The calls on `window.Cardinal` so far (see {@link recordCardinalCalls}). */
const cardinalCalls = (page: Page): Promise<string[]> =>
  page.evaluate(() => [...(window as unknown as { cardinalCalls: string[] }).cardinalCalls]);

/**
 * The calls braintree-web makes to set Songbird up: its listeners, `configure` (inline framework,
 * no other option asked for) and `setup('init')`, then `payments.validated`'s listener
 * (three-d-secure/external/frameworks/songbird.js `_configureCardinalSdk`).
 */
const SETUP = [
  'on ui.close',
  'on ui.render',
  'on ui.renderHidden',
  'on ui.loading.close',
  'on ui.loading.render',
  'on payments.setupComplete',
  'on ui.inline.setup',
  'configure {"payment":{"framework":"inline"}}',
  'setup init',
  'on payments.validated',
];
/** Its teardown after every verifyCard (songbird.js `_removeSongbirdListeners`). */
const TEARDOWN = SETUP.filter((call) => call.startsWith('on ')).map((call) =>
  call.replace(/^on /, 'off '),
);

/**
 * Tokenize `number` through the gateway and start `verifyCard` on it for $12.50. With `renew`, the
 * instance is torn down as soon as verifyCard settles and a new one made for the next card, as the
 * product's provider does (src/provider/braintree/verifyThreeDSecure.ts).
 */
async function startVerification(page: Page, number: string, renew = false): Promise<void> {
  await page.evaluate(
    async ([cardNumber, renewAfter]) => {
      type Instance = {
        request(options: unknown): Promise<{ creditCards: { nonce: string }[] }>;
      };
      type ThreeDSecure = {
        teardown(): Promise<void>;
        verifyCard(options: {
          nonce: string;
          bin: string;
          amount: string;
          onLookupComplete(
            data: { requiresUserAuthentication: boolean; lookup: { transactionId: string } },
            next: () => void,
          ): void;
        }): Promise<VerifyPayload>;
      };
      const t3ds = (
        window as unknown as {
          t3ds: PageState & {
            client: Instance;
            threeDSecure: ThreeDSecure;
            create(): Promise<void>;
          };
        }
      ).t3ds;
      const instance = t3ds.threeDSecure;
      const tokenized = await t3ds.client.request({
        endpoint: 'payment_methods/credit_cards',
        method: 'post',
        data: {
          creditCard: {
            number: cardNumber,
            expirationDate: `12/${new Date().getFullYear() + 2}`,
            cvv: '123',
            cardholderName: 'Pat Buyer',
          },
        },
      });
      const nonce = tokenized.creditCards[0]?.nonce ?? '';
      t3ds.verification = instance
        .verifyCard({
          nonce,
          bin: cardNumber.slice(0, 6),
          amount: '12.50',
          onLookupComplete(data, next) {
            t3ds.lookups.push({
              requiresUserAuthentication: data.requiresUserAuthentication,
              transactionId: data.lookup.transactionId,
            });
            next();
          },
        })
        .then(
          (payload): Outcome => ({ settled: 'resolved', payload }),
          (error: { code: string; message: string }): Outcome => ({
            settled: 'rejected',
            code: error.code,
            message: error.message,
          }),
        )
        .then(async (settled) => {
          if (renewAfter) {
            instance.teardown().catch(() => undefined);
            await t3ds.create();
          }
          return settled;
        });
    },
    [number, renew] as const,
  );
}

/** Wait for the verification to settle and say how. */
const outcome = (page: Page): Promise<Outcome> =>
  page.evaluate(
    () => (window as unknown as { t3ds: PageState }).t3ds.verification as Promise<Outcome>,
  );

const pageState = (page: Page) =>
  page.evaluate(() => {
    const { events, lookups } = (window as unknown as { t3ds: PageState }).t3ds;
    return { events, lookups };
  });

/** An outcome in short: whether the liability shifted and the nonce is verified, or the error. */
const summary = (result: Outcome) =>
  result.settled === 'resolved'
    ? {
        liabilityShifted: result.payload.liabilityShifted,
        verified: result.payload.nonce.includes('3ds-verified'),
      }
    : { code: result.code };

/** The bank's frame braintree-web handed the page. */
const bank = (page: Page) => page.frameLocator('#challenge iframe');

let songbird: SongbirdRoute;
let sent: SentBody[];
let consoleErrors: string[];

test.beforeEach(async ({ page, request, baseURL }) => {
  const settings = await request.put('/demo/settings', { data: { threeDSecure: true } });
  expect(settings.ok()).toBe(true);
  songbird = await routeSongbird(page.context());
  sent = recordThreeDSecureCalls(page);
  await recordCardinalCalls(page);
  consoleErrors = [];
  page.on('console', (message) => {
    // Chromium logs every 4xx answer as a resource error, the failed lookup's 422 included.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      consoleErrors.push(message.text());
    }
  });
  await createThreeDSecure(
    page,
    createClientToken({ mode: 'offline', origin: baseURL ?? '', merchantId: 'demo' }),
  );
});

test.afterEach(({ blockedRequests }) => {
  expect(blockedRequests, 'outside requests').toEqual([]);
  expect(consoleErrors, 'console errors (a CSP refusal would be one)').toEqual([]);
});

test('frictionless: 4000 0000 0000 1000 resolves verified, with no challenge', async ({ page }) => {
  await startVerification(page, CARDS.frictionless);
  const result = await outcome(page);

  expect(result).toMatchObject({
    settled: 'resolved',
    payload: {
      nonce: expect.stringContaining('3ds-verified'),
      liabilityShifted: true,
      liabilityShiftPossible: true,
      threeDSecureInfo: { status: 'authenticate_successful' },
    },
  });
  expect(await pageState(page)).toMatchObject({
    events: [],
    lookups: [{ requiresUserAuthentication: false }],
  });
  await expect(page.locator('#challenge iframe')).toHaveCount(0);
  // After the verification braintree-web tears Songbird down and sets it up again.
  await expect
    .poll(() => cardinalCalls(page))
    .toEqual([...SETUP, 'trigger bin.process', ...TEARDOWN, ...SETUP]);

  // Songbird came from Cardinal's real URL, answered by the stand-in, and its setup's session id
  // and bin check reached the lookup (three-d-secure/external/frameworks/songbird.js prepareLookup).
  await expect(page.locator(`script[src="${CARDINAL_SONGBIRD_URL}"]`)).toHaveCount(1);
  expect(songbird.loads()).toBe(1);
  expect(sent.map((call) => call.endpoint)).toEqual(['lookup']);
  expect(sent[0]?.body).toMatchObject({
    amount: '12.50',
    bin: '400000',
    dfReferenceId: 'fake-cardinal-session-1',
    clientMetadata: { requestedThreeDSecureVersion: '2', issuerDeviceDataCollectionResult: true },
  });
});

test('frictionless, not authenticated: 4000 0000 0000 1018 RESOLVES without a challenge, liability possible and not shifted (the elements refuse it)', async ({
  page,
}) => {
  await startVerification(page, CARDS.notAuthenticated);
  const result = await outcome(page);

  expect(result).toMatchObject({
    settled: 'resolved',
    payload: {
      nonce: expect.stringMatching(/^fake-3ds-failed-nonce-\d+$/),
      liabilityShifted: false,
      liabilityShiftPossible: true,
      threeDSecureInfo: { status: 'authenticate_frictionless_failed' },
    },
  });
  expect(await pageState(page)).toMatchObject({
    events: [],
    lookups: [{ requiresUserAuthentication: false }],
  });
  await expect(page.locator('#challenge iframe')).toHaveCount(0);
  expect(sent.map((call) => call.endpoint)).toEqual(['lookup']);
});

test('challenge: 4000 0000 0000 1091 shows the bank, and Approve resolves verified', async ({
  page,
  baseURL,
}) => {
  await startVerification(page, CARDS.challenge);

  await expect(bank(page).getByRole('heading', { name: 'Demo Bank' })).toBeVisible();
  await expect(bank(page).getByText('Approve this payment of $12.50?')).toBeVisible();
  const frame = page.locator('#challenge iframe');
  await expect(frame).toHaveAttribute('title', 'Your bank’s card check');
  const src = new URL((await frame.getAttribute('src')) ?? '');
  expect(`${src.origin}${src.pathname}`).toBe(`${baseURL}/demo/3ds/bank.html`);
  expect(src.searchParams.get('parentOrigin')).toBe(baseURL);
  const { events, lookups } = await pageState(page);
  expect(events).toEqual(['authentication-iframe-available']);
  expect(lookups).toEqual([
    { requiresUserAuthentication: true, transactionId: expect.any(String) },
  ]);
  expect(src.searchParams.get('transactionId')).toBe(lookups[0]?.transactionId);
  const bankFrame = page.frame({ url: /\/demo\/3ds\/bank\.html/ });
  const size = await bankFrame?.evaluate(() => ({
    width: document.documentElement.clientWidth,
    scrollWidth: document.documentElement.scrollWidth,
  }));
  expect(size?.width).toBeLessThanOrEqual(320);
  expect(size?.scrollWidth, 'the bank page scrolls sideways in a 320 px frame').toBe(size?.width);
  await expectNoAxeViolations(page, { include: ['#challenge'] });

  await bank(page).getByRole('button', { name: 'Approve' }).click();
  const result = await outcome(page);

  expect(result).toMatchObject({
    settled: 'resolved',
    payload: {
      nonce: expect.stringContaining('3ds-verified'),
      liabilityShifted: true,
      liabilityShiftPossible: true,
      threeDSecureInfo: { status: 'authenticate_successful' },
      rawCardinalSDKVerificationData: {
        ActionCode: 'SUCCESS',
        Payment: { ExtendedData: { PAResStatus: 'Y' } },
      },
    },
  });
  await expect
    .poll(() => cardinalCalls(page))
    .toEqual([...SETUP, 'trigger bin.process', 'continue cca', ...TEARDOWN, ...SETUP]);
  await expect(bank(page).getByRole('status')).toHaveText('Approved. Taking you back to the shop…');
  await expect(bank(page).getByRole('button', { name: 'Approve' })).toBeDisabled();

  // braintree-web upgraded the lookup's nonce with the stand-in's JWT for this transaction.
  const lookup = sent.find((call) => call.endpoint === 'lookup');
  const authenticate = sent.find((call) => call.endpoint === 'authenticate_from_jwt');
  expect(lookup?.body).toMatchObject({ amount: '12.50', bin: '400000' });
  expect(authenticate?.url).toMatch(/\/payment_methods\/fake-3ds-pending-nonce-\d+\//);
  expect(authenticate?.body.paymentMethodNonce).toMatch(/^fake-3ds-pending-nonce-\d+$/);
  expect(readCardinalJwt(authenticate?.body.jwt)).toEqual({
    actionCode: 'SUCCESS',
    transactionId: lookups[0]?.transactionId,
  });
});

test('challenge: Decline resolves (not rejects) with the liability not shifted and no verified nonce', async ({
  page,
}) => {
  await startVerification(page, CARDS.challenge);
  await bank(page).getByRole('button', { name: 'Decline' }).click();
  const result = await outcome(page);

  expect(result).toMatchObject({
    settled: 'resolved',
    payload: {
      nonce: expect.stringMatching(/^fake-3ds-failed-nonce-\d+$/),
      liabilityShifted: false,
      liabilityShiftPossible: true,
      threeDSecureInfo: { status: 'authenticate_failed' },
      rawCardinalSDKVerificationData: {
        ActionCode: 'FAILURE',
        Payment: { ExtendedData: { PAResStatus: 'N' } },
      },
    },
  });
  await expect(bank(page).getByRole('status')).toHaveText('Declined. Taking you back to the shop…');
  const authenticate = sent.find((call) => call.endpoint === 'authenticate_from_jwt');
  expect(readCardinalJwt(authenticate?.body.jwt)?.actionCode).toBe('FAILURE');
  expect((await pageState(page)).events).toEqual(['authentication-iframe-available']);
});

test('the bank page’s buttons wait for its script: a click before it has run is not lost', async ({
  page,
}) => {
  // Hold the bank page's deferred script until its served buttons have been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/demo/3ds/bank.js', async (route) => {
    await held;
    await route.continue();
  });
  await startVerification(page, CARDS.challenge);
  await expect(bank(page).getByRole('button', { name: 'Decline' })).toBeDisabled();
  await expect(bank(page).getByRole('button', { name: 'Approve' })).toBeDisabled();

  const click = bank(page).getByRole('button', { name: 'Decline' }).click();
  release();
  await click;
  expect(summary(await outcome(page))).toEqual({ liabilityShifted: false, verified: false });
});

test('lookup failure: 4000 0000 0000 1109 rejects with THREEDS_LOOKUP_VALIDATION_ERROR', async ({
  page,
}) => {
  await startVerification(page, CARDS.lookupError);
  const result = await outcome(page);

  expect(result).toMatchObject({ settled: 'rejected', code: 'THREEDS_LOOKUP_VALIDATION_ERROR' });
  expect(sent.map((call) => call.endpoint)).toEqual(['lookup']);
  expect(await pageState(page)).toEqual({ events: [], lookups: [] });
  await expect(page.locator('#challenge iframe')).toHaveCount(0);
});

test('one instance verifies card after card: braintree-web sets Songbird up again each time', async ({
  page,
}) => {
  await startVerification(page, CARDS.challenge);
  await bank(page).getByRole('button', { name: 'Decline' }).click();
  expect(summary(await outcome(page))).toEqual({ liabilityShifted: false, verified: false });

  await startVerification(page, CARDS.frictionless);
  expect(summary(await outcome(page))).toEqual({ liabilityShifted: true, verified: true });

  await startVerification(page, CARDS.lookupError);
  expect(summary(await outcome(page))).toEqual({ code: 'THREEDS_LOOKUP_VALIDATION_ERROR' });

  await startVerification(page, CARDS.challenge);
  // The new challenge replaced the old frame; its transaction is the third completed lookup's.
  await expect.poll(async () => (await pageState(page)).lookups.length).toBe(3);
  const { lookups } = await pageState(page);
  await expect(page.locator('#challenge iframe')).toHaveAttribute(
    'src',
    new RegExp(`transactionId=${lookups.at(-1)?.transactionId ?? 'missing'}&`),
  );
  await bank(page).getByRole('button', { name: 'Approve' }).click();
  expect(summary(await outcome(page))).toEqual({ liabilityShifted: true, verified: true });

  // One script load; five setups (the first and one after each of the four verifications).
  expect(songbird.loads()).toBe(1);
  await expect
    .poll(async () => (await cardinalCalls(page)).filter((call) => call === 'setup init'))
    .toHaveLength(5);
  expect((await cardinalCalls(page)).filter((call) => call === 'continue cca')).toHaveLength(2);
  expect(sent.filter((call) => call.endpoint === 'authenticate_from_jwt')).toHaveLength(2);
  // Every lookup carries the FIRST setup's session id: braintree-web resolves its dfReferenceId
  // once per instance (songbird.js `_getDfReferenceIdPromisePlus`) and never takes a later one.
  expect(
    sent.filter((call) => call.endpoint === 'lookup').map((call) => call.body.dfReferenceId),
  ).toEqual(Array(4).fill('fake-cardinal-session-1'));
});

test('a new instance for each card, the last torn down as it settles (the provider’s way)', async ({
  page,
}) => {
  await startVerification(page, CARDS.frictionless, true);
  expect(summary(await outcome(page))).toEqual({ liabilityShifted: true, verified: true });

  await startVerification(page, CARDS.challenge, true);
  await bank(page).getByRole('button', { name: 'Approve' }).click();
  expect(summary(await outcome(page))).toEqual({ liabilityShifted: true, verified: true });

  await startVerification(page, CARDS.challenge, true);
  await bank(page).getByRole('button', { name: 'Decline' }).click();
  expect(summary(await outcome(page))).toEqual({ liabilityShifted: false, verified: false });

  await startVerification(page, CARDS.lookupError, true);
  expect(summary(await outcome(page))).toEqual({ code: 'THREEDS_LOOKUP_VALIDATION_ERROR' });

  // braintree-web loads Songbird once per page (@braintree/asset-loader caches the script) and
  // every instance shares the one window.Cardinal.
  expect(songbird.loads()).toBe(1);
  await expect(page.locator(`script[src="${CARDINAL_SONGBIRD_URL}"]`)).toHaveCount(1);
});
