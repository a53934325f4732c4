// @vitest-environment node
/**
 * The API refuses cross-site writes (docs/api/openapi.yaml, "Cross-site writes"): the document
 * lists `403` (`ForbiddenOrigin`) and `415` (`UnsupportedMediaType`) for every state-changing
 * operation, and the reference server gives exactly those answers to each of them: `403` to a
 * page on a foreign origin, `415` to a body that is not JSON, changing nothing. Its other
 * answers are held to the document by apiContract.test.ts.
 */
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { parse } from 'yaml';
import { ProblemDetails } from '../../src/api/schemas';
import { startReferenceServer } from '../support/referenceServer';
import type { ReferenceServer } from '../support/referenceServer';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const doc = parse(readFileSync(new URL('../../docs/api/openapi.yaml', import.meta.url), 'utf8'));
const paths: Json = isObject(doc) && isObject(doc.paths) ? doc.paths : {};

interface Operation {
  method: string;
  path: string;
  responses: Json;
}

const operations: Operation[] = Object.entries(paths).flatMap(([path, item]) =>
  ['get', 'post', 'put', 'patch', 'delete'].flatMap((method) => {
    const op = isObject(item) ? item[method] : undefined;
    if (!isObject(op)) return [];
    return [
      {
        method: method.toUpperCase(),
        path,
        responses: isObject(op.responses) ? op.responses : {},
      },
    ];
  }),
);
const writes = operations.filter((o) => o.method !== 'GET');
const name = (o: Operation) => `${o.method} ${o.path}`;

const refOf = (o: Operation, status: string): unknown => {
  const response = o.responses[status];
  return isObject(response) ? response.$ref : undefined;
};

describe('the document', () => {
  it('has state-changing operations to hold to the rule', () => {
    expect(writes.length).toBeGreaterThan(10);
    expect(writes.map((o) => o.method)).toContain('DELETE');
  });

  it('lists 403 and 415 for every state-changing operation, and for no read', () => {
    const problems = operations.flatMap((o) => {
      const forbidden = refOf(o, '403');
      const unsupported = refOf(o, '415');
      if (o.method === 'GET')
        return forbidden || unsupported ? [`${name(o)}: a read lists 403 or 415`] : [];
      return [
        ...(forbidden === '#/components/responses/ForbiddenOrigin' ? [] : [`${name(o)}: 403`]),
        ...(unsupported === '#/components/responses/UnsupportedMediaType'
          ? []
          : [`${name(o)}: 415`]),
      ];
    });
    expect(problems).toEqual([]);
  });
});

describe('the reference server keeps to it', () => {
  const PARTNER = 'https://festival.example';
  let ref: ReferenceServer;
  beforeAll(async () => {
    ref = await startReferenceServer({ allowedOrigins: [PARTNER] });
    await ref.signIn();
  });
  afterAll(async () => {
    await ref.close();
  });

  /** The operation's path on the server, with `x` for every path parameter. */
  const urlOf = (o: Operation) => `/api${o.path.replace(/\{[^}]+\}/g, 'x')}`;

  /** The answer to `o` with `headers`, after checking it changed nothing. */
  async function answer(o: Operation, init: { body?: string; headers: Record<string, string> }) {
    const before = structuredClone(ref.server.state);
    const response = await ref.call(o.method, urlOf(o), init);
    expect(ref.server.state).toEqual(before);
    return response;
  }

  it.each(writes.map((o) => [name(o), o] as const))(
    '%s: 403 to a foreign origin, 415 to a body that is not JSON',
    async (_, o) => {
      const json = { 'content-type': 'application/json' };
      const foreign = await answer(o, {
        body: '{}',
        headers: { ...json, origin: 'https://evil.example' },
      });
      expect(foreign.status, foreign.text).toBe(403);
      expect(foreign.headers.get('content-type')).toBe('application/problem+json');
      expect(v.parse(ProblemDetails, foreign.json).status).toBe(403);

      for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
        const plain = await answer(o, { body: '{}', headers: { 'content-type': type } });
        expect(plain.status, plain.text).toBe(415);
        expect(plain.headers.get('content-type')).toBe('application/problem+json');
        expect(v.parse(ProblemDetails, plain.json).status).toBe(415);
      }

      // The partner and the site itself get past both checks, to the operation's own answers.
      for (const origin of [PARTNER, ref.url]) {
        const allowed = await ref.call(o.method, urlOf(o), { headers: { ...json, origin } });
        expect([403, 415]).not.toContain(allowed.status);
      }
    },
  );

  it('takes a DELETE without a body or a type; a POST without a type is refused', async () => {
    for (const o of writes) {
      const response = await fetch(`${ref.url}${urlOf(o)}`, { method: o.method });
      if (o.method === 'DELETE') expect(response.status, name(o)).not.toBe(415);
      else expect(response.status, name(o)).toBe(415);
    }
  });
});
