// @vitest-environment node
/**
 * The API contract, docs/api/openapi.yaml, held against the two things that must agree with it:
 *
 * 1. The elements' valibot schemas (src/api/schemas): every exported schema has a component of
 *    the same name in the document, with the same fields, types, required fields, enums,
 *    patterns, formats, bounds and defaults, and the document has no component they lack.
 * 2. The reference server (demo/server): the document's operations are exactly the routes it
 *    serves under /api/ (member routes exactly the ones behind the session cookie).
 * 3. The API client (src/api): every endpoint function is called against the reference server;
 *    each request it sends must be a documented operation (the one named after the function),
 *    and every request body and every answer, errors included, must validate against the
 *    document's schema for that operation and status.
 *
 * Rename a field in the document, drop an operation, or change a schema or a route alone, and
 * this fails naming what drifted.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { toJsonSchema } from '@valibot/to-json-schema';
import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv/dist/2020';
import { parse } from 'yaml';
import { routes } from '../../demo/server/server';
import { ISO_TIMESTAMP_PATTERN, isIsoTimestamp } from '../../src/format/isoTimestamp';
import { ChosenAmountShopItem, ShopItem, isShopListItem } from '../../src/api/schemas/catalogue';
import { MESSAGE_MAX_LENGTH, fitsGiftMessage } from '../../src/api/schemas/giftRecipient';
import { giftRecipient } from '../../src/api/testing/giftRecipient';
import { memoryStorage } from '../../src/storage/testing/memoryStorage';
import { startReferenceServer } from '../support/referenceServer';
import type { ReferenceServer } from '../support/referenceServer';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every module of src/api (its `testing/` fakes and tests aside), found on disk rather than
 * imported by path, so files can move or be renamed inside src/api without touching this test:
 * what it holds to the document is the exported functions and schemas, by name.
 */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === 'testing' ? [] : sourceFiles(path);
      return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
    });
}
const apiModules = await Promise.all(
  sourceFiles(fileURLToPath(new URL('../../src/api/', import.meta.url))).map(
    async (file) => (await import(file)) as Json,
  ),
);
/** Every name src/api exports, with its value (a name re-exported elsewhere is one entry). */
const apiExports = new Map(apiModules.flatMap((module) => Object.entries(module)));

const DOC_PATH = new URL('../../docs/api/openapi.yaml', import.meta.url);
const doc = parse(readFileSync(DOC_PATH, 'utf8')) as Json;
/** The `$id` the document is known by to ajv, so `#/components/…` refs resolve inside it. */
const DOC_ID = 'https://cinema-elements.invalid/docs/api/openapi.yaml';

function at(root: unknown, pointer: string): unknown {
  let node = root;
  for (const part of pointer.replace(/^#\//, '').split('/')) {
    const key = part.replaceAll('~1', '/').replaceAll('~0', '~');
    node = isObject(node) ? node[key] : undefined;
  }
  return node;
}

const components = (kind: string): Json => {
  const all = (doc.components as Json | undefined)?.[kind];
  return isObject(all) ? all : {};
};

// ---------------------------------------------------------------------------------------------
// 1. valibot schemas ⇄ components/schemas

/** Keywords that carry meaning for a backend; descriptions, titles and examples are prose. */
const COMPARED = [
  'type',
  'const',
  'enum',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'default',
] as const;

/**
 * The meaning of a JSON Schema, with `$ref`s (and their sibling keywords) resolved against the
 * document, `allOf` merged, and lists sorted, so two schemas that say the same compare equal.
 */
function shapeOf(node: unknown, trail: readonly string[] = []): unknown {
  if (!isObject(node)) return node;
  const shape: Json = {};
  if (typeof node.$ref === 'string') {
    if (trail.includes(node.$ref)) return { $ref: node.$ref };
    const target = at(doc, node.$ref);
    if (target === undefined) return { unresolved: node.$ref };
    Object.assign(shape, shapeOf(target, [...trail, node.$ref]));
  }
  if (Array.isArray(node.allOf)) {
    for (const part of node.allOf) Object.assign(shape, shapeOf(part, trail));
  }
  for (const keyword of COMPARED) {
    if (!(keyword in node)) continue;
    const value = node[keyword];
    shape[keyword] = keyword === 'enum' && Array.isArray(value) ? [...value].sort() : value;
  }
  if (isObject(node.properties)) {
    shape.properties = Object.fromEntries(
      Object.entries(node.properties).map(([name, value]) => [name, shapeOf(value, trail)]),
    );
    shape.required = Array.isArray(node.required) ? [...node.required].sort() : [];
  }
  if (node.items !== undefined) shape.items = shapeOf(node.items, trail);
  return shape;
}

/** The predicate of a `check` action, or undefined. */
const requirementOf = (action: { type: string }): unknown =>
  action.type === 'check' ? (action as { requirement?: unknown }).requirement : undefined;

/**
 * valibot → JSON Schema, with what the converter cannot read written out: the named checks the
 * schemas use in place of valibot's own validators (to keep them out of every first view).
 */
function jsonSchemaOf(schema: Parameters<typeof toJsonSchema>[0]): ReturnType<typeof toJsonSchema> {
  return toJsonSchema(schema, {
    target: 'draft-2020-12',
    errorMode: 'throw',
    // Trimming is what the elements do before sending; the value sent is what is checked.
    ignoreActions: ['trim'],
    overrideAction: ({ valibotAction, jsonSchema }) => {
      const requirement = requirementOf(valibotAction);
      if (requirement === isIsoTimestamp)
        return { ...jsonSchema, pattern: ISO_TIMESTAMP_PATTERN.source };
      if (requirement === fitsGiftMessage) return { ...jsonSchema, maxLength: MESSAGE_MAX_LENGTH };
      // A shop list's entry: checked as an item at a price or of a chosen amount, then read as
      // the one it is (its transform, which changes no shape).
      if (requirement === isShopListItem)
        return { anyOf: [jsonSchemaOf(ShopItem), jsonSchemaOf(ChosenAmountShopItem)] };
      if (valibotAction.type === 'transform' && 'anyOf' in jsonSchema) return jsonSchema;
      // A tolerant list (src/api/schemas/tolerantList.ts): an array of its entry, each checked
      // on its own.
      const keeps = (valibotAction as { operation?: { entry?: AnySchema } }).operation?.entry;
      if (valibotAction.type === 'transform' && keeps)
        return { type: 'array', items: jsonSchemaOf(keeps) };
      return undefined;
    },
  });
}

type AnySchema = Parameters<typeof toJsonSchema>[0];
const isValibotSchema = (value: unknown): value is AnySchema =>
  isObject(value) && value.kind === 'schema' && typeof value.type === 'string';

const valibotSchemas = [...apiExports]
  .filter((entry): entry is [string, AnySchema] => isValibotSchema(entry[1]))
  .sort(([a], [b]) => a.localeCompare(b));

describe('components/schemas match the valibot schemas of src/api/schemas', () => {
  it('has a component for every exported schema, and no component without one', () => {
    const documented = Object.keys(components('schemas')).sort();
    expect(documented).toEqual(valibotSchemas.map(([name]) => name).sort());
  });

  it.each(valibotSchemas)('%s has the same shape in the document', (name, schema) => {
    const component = components('schemas')[name];
    expect(component, `components/schemas/${name} is missing`).toBeDefined();
    expect(shapeOf(component)).toEqual(shapeOf(jsonSchemaOf(schema)));
  });
});

// ---------------------------------------------------------------------------------------------
// 2. Operations ⇄ the reference server's routes

interface Operation {
  method: string;
  /** As the document writes it, e.g. `/cart/{cartId}`. */
  path: string;
  operationId: string;
  op: Json;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

const operations: Operation[] = Object.entries(isObject(doc.paths) ? doc.paths : {}).flatMap(
  ([path, item]) =>
    METHODS.flatMap((method) => {
      const op = isObject(item) ? item[method] : undefined;
      if (!isObject(op)) return [];
      const operationId = typeof op.operationId === 'string' ? op.operationId : '';
      return [{ method: method.toUpperCase(), path, operationId, op }];
    }),
);

/** `/cart/{cartId}` and `/cart/:id` both as `/cart/{}`. */
const template = (path: string): string =>
  path.replace(/\{[^}]+\}/g, '{}').replace(/:[A-Za-z]\w*/g, '{}');

const apiRoutes = routes.filter((route) => route.path.startsWith('/api/'));

/** A response object, with a `$ref` to components/responses followed. */
function responseOf(op: Json, status: string): Json | undefined {
  const responses = isObject(op.responses) ? op.responses : {};
  const response = responses[status];
  if (!isObject(response)) return undefined;
  if (typeof response.$ref === 'string') {
    const target = at(doc, response.$ref);
    return isObject(target) ? target : undefined;
  }
  return response;
}

describe('the operations are the reference server’s /api/ routes', () => {
  it('documents exactly the routes the reference server serves under /api/', () => {
    const documented = operations.map((o) => `${o.method} ${template(o.path)}`).sort();
    const served = apiRoutes.map((r) => `${r.method} ${template(r.path.slice(4))}`).sort();
    expect(documented).toEqual(served);
  });

  it('puts exactly the routes that need a signed-in member behind the session cookie, with a 401', () => {
    const guarded = (o: Operation) =>
      Array.isArray(o.op.security) &&
      o.op.security.some((entry) => isObject(entry) && 'memberSession' in entry);
    const documented = operations
      .filter((o) => guarded(o) && responseOf(o.op, '401') !== undefined)
      .map((o) => `${o.method} ${template(o.path)}`)
      .sort();
    const served = apiRoutes
      .filter((r) => r.member === true)
      .map((r) => `${r.method} ${template(r.path.slice(4))}`)
      .sort();
    expect(documented).toEqual(served);
  });

  it('names, summarises and describes every operation, and names each bot-check action', () => {
    const problems: string[] = [];
    const ids = new Set<string>();
    for (const { method, path, operationId, op } of operations) {
      const where = `${method} ${path}`;
      if (!operationId) problems.push(`${where}: no operationId`);
      if (ids.has(operationId)) problems.push(`${where}: operationId ${operationId} repeated`);
      ids.add(operationId);
      if (typeof op.summary !== 'string' || typeof op.description !== 'string')
        problems.push(`${where}: no summary or description`);
      const body = at(op, 'requestBody/content/application~1json/schema');
      const bodyRef = isObject(body) && typeof body.$ref === 'string' ? body.$ref : undefined;
      if (body !== undefined && !bodyRef?.startsWith('#/components/schemas/'))
        problems.push(`${where}: the request body is not a named schema`);
      const sendsToken =
        bodyRef !== undefined && isObject(at(doc, `${bodyRef}/properties`))
          ? 'recaptchaToken' in (at(doc, `${bodyRef}/properties`) as Json)
          : false;
      if (sendsToken && typeof op['x-bot-check-action'] !== 'string')
        problems.push(`${where}: sends a recaptchaToken but names no x-bot-check-action`);
    }
    expect(problems).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// 3. The API client's calls and the reference server's answers ⇄ the document

const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addFormat('date', {
  type: 'string',
  validate: (value: string) =>
    /^\d{4}-\d\d-\d\d$/.test(value) && new Date(value).toJSON()?.startsWith(value) === true,
});
ajv.addSchema({ ...doc, $id: DOC_ID });
const validators = new Map<string, ValidateFunction>();

/** The ajv validator for a `$ref` into the document's components/schemas. */
function validatorFor(ref: string): ValidateFunction {
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: `${DOC_ID}${ref}` });
    validators.set(ref, validate);
  }
  return validate;
}

/** `where: field — message` for each way `value` fails the component `ref`, else nothing. */
function schemaProblems(where: string, ref: unknown, value: unknown): string[] {
  if (typeof ref !== 'string' || !ref.startsWith('#/components/schemas/'))
    return [`${where}: the document gives no named schema`];
  const validate = validatorFor(ref);
  if (validate(value)) return [];
  return (validate.errors ?? []).map(
    (error) => `${where}: ${error.instancePath || '(root)'} ${error.message ?? ''}`,
  );
}

/** One request the client sent, and what the reference server answered. */
interface Exchange {
  /** The src/api function (or link) that made it: its operationId. */
  caller: string;
  method: string;
  /** Below the API base, decoded segments joined by `/`, without the query. */
  apiPath: string;
  query: URLSearchParams;
  requestBody: unknown;
  status: number;
  contentType: string;
  responseText: string;
}

function findOperation(method: string, apiPath: string): Operation | undefined {
  const actual = apiPath.split('/');
  return operations.find((o) => {
    if (o.method !== method) return false;
    const expected = o.path.replace(/^\//, '').split('/');
    return (
      expected.length === actual.length &&
      expected.every((part, index) => /^\{.+\}$/.test(part) || part === actual[index])
    );
  });
}

/** Everything about `exchange` the document does not allow. */
function exchangeProblems(exchange: Exchange): string[] {
  const where = `${exchange.caller}: ${exchange.method} ${exchange.apiPath} → ${exchange.status}`;
  const operation = findOperation(exchange.method, exchange.apiPath);
  if (!operation) return [`${where}: not a documented operation`];
  const problems: string[] = [];
  const params = Array.isArray(operation.op.parameters) ? operation.op.parameters : [];
  for (const name of exchange.query.keys()) {
    const known = params.some((p) => isObject(p) && p.in === 'query' && p.name === name);
    if (!known) problems.push(`${where}: query parameter ${name} is not documented`);
  }
  if (exchange.requestBody !== undefined) {
    const ref = at(operation.op, 'requestBody/content/application~1json/schema/$ref');
    problems.push(...schemaProblems(`${where} (request body)`, ref, exchange.requestBody));
  }
  const response = responseOf(operation.op, String(exchange.status));
  if (!response) return [...problems, `${where}: status ${exchange.status} is not documented`];
  const content = isObject(response.content) ? response.content : undefined;
  if (!content) {
    if (exchange.responseText !== '') problems.push(`${where}: a body where none is documented`);
    return problems;
  }
  const mediaType = exchange.contentType.split(';')[0]?.trim() ?? '';
  const media = content[mediaType];
  if (!isObject(media)) return [...problems, `${where}: content type "${mediaType}" undocumented`];
  if (mediaType.endsWith('json')) {
    let body: unknown;
    try {
      body = JSON.parse(exchange.responseText);
    } catch {
      return [...problems, `${where}: the answer is not JSON`];
    }
    const ref = isObject(media.schema) ? media.schema.$ref : undefined;
    problems.push(...schemaProblems(`${where} (answer)`, ref, body));
  }
  return problems;
}

/**
 * Functions of src/api that make no call of their own: the client, its plumbing and cache, the
 * error helper, and the wallet links (followed by the member; checked as links below). Every
 * other exported function is an endpoint and must be called below: a new one fails this test
 * until it is added there and documented, or listed here.
 */
const NOT_ENDPOINTS = new Set([
  'createHttp',
  // The schemas' named checks (read by jsonSchemaOf above), not calls.
  'fitsGiftMessage',
  'isShopListItem',
  // Tolerant lists (src/api/schemas/tolerantList.ts): a schema maker and its reader.
  'listOf',
  'leftOut',
  'normalizeApiBase',
  'readProblem',
  'httpFailure',
  'networkFailure',
  'loadKyClient',
  'createKy',
  'checkPayload',
  'parseAnswer',
  'pathId',
  'postCall',
  'request',
  'requestOutcome',
  'send',
  'cached',
  'cacheKey',
  'setCachedMember',
  'clearAfterPayment',
  'onClearAfterPayment',
  'invalidate',
  'readCache',
  'writeCache',
  'storeCart',
  'storedCart',
  'cartOrderError',
  'onPageReturn',
  'pageReturns',
  'askAgainNextTime',
  'walletPassUrl',
  // Answers the loader read ahead (src/api/answeredAhead.ts), taken without a request: the calls
  // they stand for are exercised above.
  'answeredAhead',
  'takeAhead',
  'callUrl',
  'roundOf',
  'memberNow',
  'giftListsNow',
  'membershipOptionsNow',
  'festivalPassesNow',
  'visitorReadAhead',
]);

const CINEMA = 'demo-cinema';
const PERSON = { firstName: 'Jo', lastName: 'Bloggs', email: 'jo@example.com' };
const BUYER = { ...PERSON, postCode: '2000' };
let tokens = 0;
const token = () => `contract-${++tokens}`;

/** An endpoint function of src/api, by name: they all take the client first. */
function endpoint(name: string): (...args: unknown[]) => Promise<unknown> {
  const value = apiExports.get(name);
  if (typeof value !== 'function') throw new Error(`src/api exports no function ${name}`);
  return value as (...args: unknown[]) => Promise<unknown>;
}

describe('the API client and the reference server keep to the document', () => {
  let ref: ReferenceServer;
  let clock = Date.now();
  const exchanges: Exchange[] = [];
  let caller = '';

  beforeAll(async () => {
    ref = await startReferenceServer({ now: () => clock });
    const recordingFetch = async (input: Request | URL | string, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(input, ref.url), init);
      const requestText = await request.clone().text();
      const response = await ref.fetch(request);
      const url = new URL(request.url);
      const apiPath = url.pathname.startsWith('/api/')
        ? url.pathname.slice(5).split('/').map(decodeURIComponent).join('/')
        : url.pathname;
      exchanges.push({
        caller,
        method: request.method,
        apiPath,
        query: url.searchParams,
        requestBody: requestText === '' ? undefined : (JSON.parse(requestText) as unknown),
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        responseText: await response.clone().text(),
      });
      return response;
    };
    const createHttp = apiExports.get('createHttp') as (base: string, options: object) => unknown;
    const http = createHttp(ref.apiBase, {
      fetch: recordingFetch,
      storage: memoryStorage().storage,
    });

    /** Call endpoint function `name` (its operationId) with `args`; `fails`: it must reject. */
    const run = async (name: string, args: unknown[], fails = false): Promise<unknown> => {
      caller = name;
      const answer = endpoint(name)(http, ...args);
      if (!fails) return answer;
      await expect(answer).rejects.toThrow();
      return undefined;
    };
    // The wallet links are followed by the member, not fetched by the client: follow them here.
    const follow = async (kind: 'apple' | 'google') => {
      caller = `${kind}WalletPass`;
      const walletPassUrl = endpoint('walletPassUrl') as unknown as (
        h: unknown,
        k: string,
      ) => string;
      await recordingFetch(walletPassUrl(http, kind), { redirect: 'manual' });
    };

    // Signed out: GET member is a 401.
    await run('member', [{ again: true }], true);
    await ref.signIn();

    // A whole purchase, with the refusals on the way.
    const { id: cartId } = (await run('createCart', [])) as { id: string };
    const pass = { cinemaId: CINEMA, products: [{ id: 'jiff-5-film', quantity: 1 }] };
    await run('getCart', [cartId, { refresh: true }]);
    await run('addProductOrder', [cartId, pass]);
    // A gift card by e-mail of a chosen amount, with its recipient (product-rules §15.2); then one
    // outside the item's bounds, refused with a 422.
    const gift = { id: 'egift-any', quantity: 1, priceInCents: 4250, recipient: giftRecipient() };
    await run('addProductOrder', [cartId, { cinemaId: CINEMA, products: [gift] }]);
    const tooSmall = { ...gift, priceInCents: 500 };
    await run('addProductOrder', [cartId, { cinemaId: CINEMA, products: [tooSmall] }], true);
    await run('addTicketOrder', [
      cartId,
      {
        cinemaId: CINEMA,
        sessionId: 'S-1002',
        tickets: [{ id: 'gold-adult', quantity: 2 }],
        seats: ['A1', 'A2'],
      },
    ]);
    await run('addMembershipOrder', [
      cartId,
      {
        cinemaId: CINEMA,
        concessionItemId: 'MEM-FREE-ADULT',
        ...BUYER,
        mobilePhone: '',
        dateOfBirth: '1990-05-06',
        sendNewsletter: false,
        sendLoyaltyUpdates: true,
        recaptchaToken: token(),
      },
    ]);
    await run('addUpgradeMembershipOrder', [
      cartId,
      { cinemaId: CINEMA, concessionItemId: 'MEM-ADULT-GOLD-UPG' },
    ]);
    const { balanceInCents } = (await run('paymentDetails', [cartId])) as Json;
    const giftCard = { cardNumber: '6280000000000002', cardPin: '1234' };
    await run('addGiftCardPayment', [cartId, { ...giftCard, recaptchaToken: token() }]);
    const wrongPin = { ...giftCard, cardPin: '9999', recaptchaToken: token() };
    await run('addGiftCardPayment', [cartId, wrongPin], true);
    await run('removeGiftCardPayments', [cartId]);
    // The completion's refusals (product-rules §7.10, §13): a gift-card Pay Now without its
    // bot-check token (400), a page that showed another balance (409), free with a balance to
    // pay (422); then the payment, and again for the paid cart and for the deleted one (409).
    const buyer = {
      orderType: 'booking',
      customer: BUYER,
      expectedTotalInCents: balanceInCents,
    };
    await run('completePayment', [cartId, { ...buyer, paymentType: 'giftCard' }], true);
    const card = {
      ...buyer,
      paymentType: 'braintree',
      securedCardData: { nonce: 'fake-valid-nonce' },
    };
    const stale = { ...card, expectedTotalInCents: Number(balanceInCents) + 100 };
    await run('completePayment', [cartId, { ...stale, recaptchaToken: token() }], true);
    const free = { ...buyer, paymentType: 'free', recaptchaToken: token() };
    await run('completePayment', [cartId, free], true);
    await run('completePayment', [cartId, { ...card, recaptchaToken: token() }]);
    await run('completePayment', [cartId, { ...card, recaptchaToken: token() }], true);
    await run('deleteCart', [cartId]);
    await run('completePayment', [cartId, { ...card, recaptchaToken: token() }], true);
    await run('getCart', ['no-such-cart', { refresh: true }], true);

    // What the cinema sells.
    await run('giftsByEmail', []);
    await run('giftsByPost', []);
    await run('festivalPasses', ['jiff']);
    await run('festivalPasses', ['no-such-festival'], true);
    await run('membershipOptions', [{ refresh: true }]);
    await run('membershipOptions', [{ memberType: 'adult' }]);
    await run('membershipOptions', [{ memberType: 'no-such-type' }], true);

    // The member area.
    await run('member', [{ again: true }]);
    const details = (await run('memberDetails', [])) as Json;
    const { email: _email, ...update } = details;
    await run('updateMemberDetails', [{ ...update, recaptchaToken: token() }]);
    await run('memberActivity', [{ refresh: true }]);
    await run('memberBookings', [{ refresh: true }]);
    await run('memberVouchers', [{ refresh: true }]);
    await run('addVoucher', [{ barcode: '9300000000011', recaptchaToken: token() }]);
    await run('addVoucher', [{ barcode: '9300000000011', recaptchaToken: token() }], true);
    await run('memberSubscriptions', []);
    await run('updateMemberSubscriptions', [
      { subscriptions: [{ typeId: 'FFA', subscribed: true }] },
    ]);
    const keys = (await run('passkeys', [])) as { id: string }[];
    await run('deletePasskey', [keys[0]?.id ?? 'none']);
    await run('deletePasskey', ['no-such-passkey']);
    await follow('apple');
    await follow('google');

    // Visitors.
    await run('verifyEmail', [{ email: PERSON.email, recaptchaToken: token() }]);
    await run('subscribeNewsletter', [{ ...PERSON, recaptchaToken: token() }]);
    const activation = { cinemaId: CINEMA, cardNumber: '7000000000000025', ...BUYER };
    await run('activateMember', [{ ...activation, recaptchaToken: token() }]);
    await run('activateMember', [{ ...activation, recaptchaToken: token() }], true);
    await run('saveSubscription', [{ typeId: 'JIF', ...PERSON, recaptchaToken: token() }]);

    // An expired cart: 410 on every cart call.
    const { id: oldId } = (await run('createCart', [])) as { id: string };
    clock += 60 * 60 * 1000;
    await run('getCart', [oldId, { refresh: true }], true);
    await run('addProductOrder', [oldId, pass], true);

    // Signed out again: member calls are 401s.
    await ref.signOut();
    await run('memberActivity', [{ refresh: true }], true);
  });

  afterAll(async () => {
    await ref?.close();
  });

  it('calls every endpoint function of src/api (a new one must be added above)', () => {
    const functions = [...apiExports]
      .filter(([, value]) => typeof value === 'function')
      .map(([name]) => name);
    const unexercised = functions.filter(
      (name) => !NOT_ENDPOINTS.has(name) && !exchanges.some((e) => e.caller === name),
    );
    expect(unexercised).toEqual([]);
  });

  it('sends each endpoint function’s requests to the documented operation named after it', () => {
    const problems: string[] = [];
    for (const name of new Set(exchanges.map((e) => e.caller))) {
      const own = exchanges.filter((e) => e.caller === name);
      const reached = own.map((e) => findOperation(e.method, e.apiPath)?.operationId);
      if (!reached.includes(name))
        problems.push(`${name} sent ${own.map((e) => `${e.method} ${e.apiPath}`).join(', ')}`);
    }
    expect(problems).toEqual([]);
  });

  it('exercises every documented operation', () => {
    const reached = new Set(exchanges.map((e) => findOperation(e.method, e.apiPath)?.operationId));
    expect(operations.map((o) => o.operationId).filter((id) => !reached.has(id))).toEqual([]);
  });

  it('sends only documented requests and gets only documented answers, errors included', () => {
    expect(exchanges.length).toBeGreaterThan(40);
    expect(exchanges.flatMap(exchangeProblems)).toEqual([]);
    // The error cases above did reach the server and come back as problems.
    const statuses = new Set(exchanges.map((e) => e.status));
    for (const status of [401, 404, 409, 410, 422]) expect(statuses).toContain(status);
    const completions = exchanges.filter((e) => e.caller === 'completePayment');
    expect(completions.map((e) => e.status)).toEqual([400, 409, 422, 200, 409, 409]);
  });
});
