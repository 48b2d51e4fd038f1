import { signUp } from '@reelcraft/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Malformed requests against every operation of the OpenAPI document, anonymously and with a valid token: strings
 * with NUL, controls and lone surrogates in every field, wrong types, non-UUID ids, broken and wrongly labelled
 * bodies, huge strings and arrays, 10,000-level JSON. Nothing may answer 5xx, and every error is the one JSON shape.
 * Seedable (FUZZ_SEED) and bounded (FUZZ_RUNS cases per operation and caller, plus a fixed set of hostile bodies).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 16);

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Parameter = { name: string; in: 'path' | 'query' | 'header'; schema?: Schema };
type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  contentTypes: string[];
  bodySchema: Schema | undefined;
  secured: boolean;
};
type Case = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | FormData | undefined;
  label: string;
};

let t: TestApp;
const operations: Operation[] = [];
let components: Record<string, Schema> = {};

beforeAll(async () => {
  // Nothing may reach out: Instagram (and the Graph API for publishing, configured so that its routes do more than
  // answer 503 PUBLISHING_NOT_CONFIGURED) points at a closed loopback port. Workers stay off, so queued jobs just wait.
  const closedGraph = {
    INSTAGRAM_PUBLISHING_APP_ID: 'fuzz-app',
    INSTAGRAM_PUBLISHING_APP_SECRET: 'fuzz-secret',
    INSTAGRAM_GRAPH_BASE_URL: 'http://127.0.0.1:9',
    INSTAGRAM_GRAPH_AUTHORIZE_URL: 'http://127.0.0.1:9',
    INSTAGRAM_GRAPH_OAUTH_URL: 'http://127.0.0.1:9',
  };
  t = await createTestApp({ INSTAGRAM_BASE_URL: 'http://127.0.0.1:9', DAILY_GENERATION_LIMIT: '1000', ...closedGraph }, { workers: false });
  const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> }; security?: unknown[] }>>;
    components?: { schemas?: Record<string, Schema> };
  };
  components = doc.components?.schemas ?? {};
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = op.requestBody?.content ?? {};
      const contentTypes = Object.keys(content);
      const first = contentTypes[0];
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        contentTypes,
        bodySchema: first ? content[first]?.schema : undefined,
        secured: (op.security?.length ?? 0) > 0,
      });
    }
  }
  // Routes outside the OpenAPI document that still take input from the URL.
  for (const path of ['/docs/assets/{file}', '/files/{token}', '/public/instagram/media/{token}']) {
    const name = path.slice(path.lastIndexOf('{') + 1, -1);
    operations.push({ method: 'GET', path, parameters: [{ name, in: 'path' }], contentTypes: [], bodySchema: undefined, secured: false });
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

function resolve(schema: Schema | undefined): Schema {
  let current = schema ?? {};
  for (let i = 0; i < 10 && current.$ref; i++) current = components[current.$ref.replace('#/components/schemas/', '')] ?? {};
  if (current.allOf?.length) return resolve(current.allOf[0]);
  return current;
}

// ---- arbitraries -------------------------------------------------------------------------------------------------

const hostileText = fc.constantFrom(
  '\u0000',
  '\u0000\u0001\u001f',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  'x\ud83d',
  '\u007f\u0085\u009f',
  '\r\n\r\n',
  '\u202e\u200b\ufeff',
  '__proto__',
  'constructor',
  'toString',
  '../../etc/passwd',
  '..%2F..%2Fpackage.json',
  '%00',
  '%',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  'null',
  '1e309',
  '',
  ' ',
  '🎬👩🏽‍🎤',
  'creator@example.com',
  'https://www.instagram.com/reel/\u0000/',
);
const controlUnit = fc.constantFrom('\u0000', '\u0001', '\u001f', '\u007f', '\u0085', '\ud800', '\udc00', '\n', '\r', '\t', 'a', 'é', 'я');
const junkString = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 2, arbitrary: fc.string({ unit: controlUnit, maxLength: 24 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(5000), 'я'.repeat(100_000), '\u0000'.repeat(10_000)) },
);
const junkScalar = fc.oneof(junkString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constantFrom(-1, 0, 1e308, Number.MAX_SAFE_INTEGER));
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: junkScalar },
  { weight: 1, arbitrary: fc.array(junkScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(junkString, junkScalar, { maxKeys: 4 }) },
);

/** Mostly a value of the right shape (so the request gets past type checks), sometimes junk of any type. */
function valueFor(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  const variants = s.anyOf ?? s.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => valueFor(variant, depth)));
  let shaped: fc.Arbitrary<unknown>;
  if (s.enum?.length) shaped = fc.constantFrom(...s.enum);
  else if (s.const !== undefined) shaped = fc.constant(s.const);
  else {
    const type = Array.isArray(s.type) ? s.type.find((entry) => entry !== 'null') : s.type;
    if (type === 'object' && s.properties && depth < 4) shaped = objectFor(s, depth + 1);
    else if (type === 'array') shaped = fc.array(valueFor(s.items, depth + 1), { maxLength: 3 });
    else if (type === 'integer' || type === 'number') shaped = fc.oneof(fc.integer({ min: -5, max: 100 }), fc.constantFrom(1e308, -1e308, 0.5));
    else if (type === 'boolean') shaped = fc.boolean();
    else if (s.format === 'uuid') shaped = fc.oneof(fc.uuid(), junkString);
    else shaped = junkString;
  }
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: junkValue });
}

function objectFor(schema: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties)) model[key] = valueFor(property, depth);
  return fc
    .tuple(fc.record(model, { requiredKeys: [] }), fc.dictionary(junkString, junkValue, { maxKeys: 2 }))
    .map(([known, extra]) => ({ ...extra, ...known }));
}

/** Percent-encodes anything, including lone surrogates (which encodeURIComponent refuses): they go as raw UTF-8 bytes. */
function encode(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff)
      out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
    else out += encodeURIComponent(char);
  }
  return out;
}

const rawPathSegment = fc.constantFrom(
  '%00',
  '%',
  '%zz',
  '..',
  '%2e%2e',
  '..%2F..%2Fpackage.json',
  '%ED%A0%80',
  '%C0%AF',
  '__proto__',
  'constructor',
  '.',
  '%20',
);
const pathValue = fc.oneof(
  { weight: 2, arbitrary: fc.uuid() },
  { weight: 3, arbitrary: junkString.filter((value) => value.length > 0 && value.length < 3000).map(encode) },
  { weight: 2, arbitrary: rawPathSegment },
  { weight: 1, arbitrary: fc.constant('x'.repeat(5000)) },
);
const queryValue = fc.oneof(
  junkString.filter((value) => value.length < 3000).map(encode),
  fc.constantFrom('%', '%zz', '-1', '1e9', 'NaN', 'Infinity', '99999999999999999999', '0x10'),
);

const malformedJson = fc.constantFrom(
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1}}',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{}}}',
  '\u0000',
  '',
  '"',
  'null',
  '1',
  '"text"',
  '[]',
  'true',
  '{"a":1,"a":2}',
);

const DEEP_ARRAY = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;

function fuzzBody(op: Operation): fc.Arbitrary<{ contentType: string | undefined; body: string | FormData | undefined; kind: string }> {
  const declared = op.contentTypes[0];
  const shaped = objectFor(resolve(op.bodySchema), 0);
  const asJson = shaped.map((value) => ({ contentType: 'application/json', body: JSON.stringify(value), kind: 'json' }));
  const asForm = shaped.map((value) => ({ contentType: 'application/x-www-form-urlencoded', body: formEncode(value), kind: 'urlencoded' }));
  const asMultipart = shaped.map((value) => ({ contentType: undefined, body: multipart(value), kind: 'multipart' }));
  const broken = malformedJson.map((body) => ({ contentType: declared ?? 'application/json', body, kind: 'malformed' }));
  const mislabelled = fc
    .tuple(
      shaped,
      fc.constantFrom(
        'text/plain',
        'application/xml',
        'multipart/form-data',
        'multipart/form-data; boundary=x',
        'application/x-www-form-urlencoded',
        'application/json; charset=utf-16',
        'application/merge-patch+json',
      ),
    )
    .map(([value, contentType]) => ({ contentType, body: JSON.stringify(value), kind: 'mislabelled' }));
  const primary = declared === 'multipart/form-data' ? asMultipart : declared === 'application/x-www-form-urlencoded' ? asForm : asJson;
  return fc.oneof(
    { weight: 6, arbitrary: primary },
    { weight: 2, arbitrary: broken },
    { weight: 1, arbitrary: mislabelled },
    { weight: 1, arbitrary: fc.constant({ contentType: undefined, body: undefined, kind: 'none' }) },
    { weight: 1, arbitrary: op.contentTypes.length ? asJson : asForm },
  );
}

function formEncode(value: Record<string, unknown>): string {
  return Object.entries(value)
    .map(([key, field]) => `${encode(key)}=${encode(typeof field === 'string' ? field : (JSON.stringify(field) ?? ''))}`)
    .join('&');
}

function multipart(value: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, field] of Object.entries(value)) {
    if (key === 'image' || key === 'audio') form.append(key, new Blob([typeof field === 'string' ? field : 'not media']), 'x.bin');
    else form.append(key, typeof field === 'string' ? field : (JSON.stringify(field) ?? ''));
  }
  return form;
}

function fuzzCase(op: Operation): fc.Arbitrary<Case> {
  const pathParams = op.parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = op.parameters.filter((parameter) => parameter.in === 'query');
  return fc
    .record({
      path: fc.tuple(...pathParams.map(() => pathValue)),
      query: fc.tuple(...queryParams.map(() => fc.option(queryValue, { nil: undefined }))),
      extraQuery: fc.option(fc.tuple(queryValue, queryValue), { nil: undefined }),
      body: op.method === 'GET' || op.method === 'HEAD' ? fc.constant(undefined) : fuzzBody(op),
      language: fc.option(fc.constantFrom('ru', '__proto__', 'xx;q=abc', '*', 'pt-BR,pt;q=0.9', 'toString, constructor;q=1'), { nil: undefined }),
    })
    .map(({ path, query, extraQuery, body, language }) => {
      let url = `/api${op.path}`;
      pathParams.forEach((parameter, index) => {
        url = url.replace(`{${parameter.name}}`, path[index] ?? '');
      });
      const pairs = queryParams.flatMap((parameter, index) => (query[index] === undefined ? [] : [`${parameter.name}=${query[index]}`]));
      if (extraQuery) pairs.push(`${extraQuery[0]}=${extraQuery[1]}`);
      if (pairs.length) url += `?${pairs.join('&')}`;
      const headers: Record<string, string> = {};
      if (language) headers['accept-language'] = language;
      if (body?.contentType) headers['content-type'] = body.contentType;
      return { method: op.method, url, headers, body: body?.body, label: body?.kind ?? 'no body' };
    });
}

/** The same hostile bodies for every operation that takes one: the cases a random sampler might miss. */
function fixedCases(op: Operation): Case[] {
  const url = `/api${op.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')}`;
  if (op.method === 'GET') return [{ method: 'GET', url: `${url}?${'a=1&'.repeat(2000)}`, headers: {}, label: 'many query params' }];
  const json = { 'content-type': 'application/json' };
  const declared = op.contentTypes[0] ?? 'application/json';
  const fields = Object.keys(resolve(op.bodySchema).properties ?? { field: {} });
  const everyField = (value: unknown) => JSON.stringify(Object.fromEntries(fields.map((field) => [field, value])));
  return [
    { method: op.method, url, headers: json, body: DEEP_ARRAY, label: 'deep array' },
    { method: op.method, url, headers: json, body: DEEP_OBJECT, label: 'deep object' },
    {
      method: op.method,
      url,
      headers: json,
      body: `{${fields.map((field) => `${JSON.stringify(field)}:${DEEP_ARRAY}`).join(',')}}`,
      label: 'deep value in every field',
    },
    { method: op.method, url, headers: json, body: everyField(new Array(100_000).fill(0)), label: 'huge array in every field' },
    { method: op.method, url, headers: json, body: everyField('\u0000\u0001\u001f'), label: 'NUL in every field' },
    { method: op.method, url, headers: json, body: everyField('\ud800'), label: 'lone surrogate in every field' },
    {
      method: op.method,
      url,
      headers: json,
      body: everyField(JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":1}}')),
      label: 'prototype names',
    },
    { method: op.method, url, headers: json, body: JSON.stringify({ a: 'x'.repeat(1_500_000) }), label: 'over the body limit' },
    { method: op.method, url, headers: { 'content-type': declared }, body: '\u0000'.repeat(1000), label: 'NUL bytes' },
    {
      method: op.method,
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: fields.map((field) => `${field}=%00%01%1F`).join('&') || 'username=%00%01%1F&password=%00',
      label: 'form with NUL',
    },
    {
      method: op.method,
      url,
      headers: { 'content-type': 'multipart/form-data; boundary=----x' },
      body: '------x\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000',
      label: 'truncated multipart',
    },
  ];
}

/** The smallest body that passes validation: required fields only, each with a plain valid value. */
function baseline(schema: Schema | undefined, depth = 0): unknown {
  const s = resolve(schema);
  const variants = (s.anyOf ?? s.oneOf)?.filter((variant) => resolve(variant).type !== 'null');
  if (variants?.length) return baseline(variants[0], depth);
  if (s.enum?.length) return s.enum[0];
  if (s.const !== undefined) return s.const;
  const type = Array.isArray(s.type) ? s.type.find((entry) => entry !== 'null') : s.type;
  if (type === 'object') {
    if (depth > 4) return {};
    return Object.fromEntries((s.required ?? []).map((key) => [key, baseline(s.properties?.[key], depth + 1)]));
  }
  if (type === 'array') return [];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return false;
  if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (s.format === 'email') return 'fuzz-target@example.com';
  return 'hello';
}

/** Paths of the free-text fields of a body schema (nested objects and arrays of text included). */
function textPaths(schema: Schema | undefined, prefix: Array<string | number> = [], depth = 0): Array<Array<string | number>> {
  const s = resolve(schema);
  if (depth > 4) return [];
  const variants = (s.anyOf ?? s.oneOf)?.filter((variant) => resolve(variant).type !== 'null');
  if (variants?.length) return textPaths(variants[0], prefix, depth);
  const type = Array.isArray(s.type) ? s.type.find((entry) => entry !== 'null') : s.type;
  if (type === 'object') return Object.entries(s.properties ?? {}).flatMap(([key, property]) => textPaths(property, [...prefix, key], depth + 1));
  if (type === 'array') return textPaths(s.items, [...prefix, 0], depth + 1);
  if (type === 'string' && !s.enum && s.format !== 'uuid' && s.format !== 'binary' && prefix.length) return [prefix];
  return [];
}

function withValueAt(base: unknown, path: Array<string | number>, value: unknown): unknown {
  const root = structuredClone(base) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = root;
  path.forEach((key, index) => {
    if (index === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = path[index + 1];
    node[key] ??= typeof next === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  return root;
}

/** A valid body with exactly one text field made hostile: the requests that got past validation and broke the database. */
function oneBadFieldCases(op: Operation): Case[] {
  if (!op.bodySchema) return [];
  const url = `/api${op.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')}`;
  const declared = op.contentTypes[0] ?? 'application/json';
  const base = baseline(op.bodySchema);
  return textPaths(op.bodySchema).flatMap((path) =>
    ['\u0000\u0001\u001f', '\ud800', 'a\u0000b'].map((bad): Case => {
      const body = withValueAt(base, path, bad) as Record<string, unknown>;
      const label = `${path.join('.')}=${JSON.stringify(bad)}`;
      if (declared === 'multipart/form-data') return { method: op.method, url, headers: {}, body: multipart(body), label };
      if (declared === 'application/x-www-form-urlencoded')
        return { method: op.method, url, headers: { 'content-type': declared }, body: formEncode(body), label };
      return { method: op.method, url, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), label };
    }),
  );
}

// ---- the run -----------------------------------------------------------------------------------------------------

type Outcome = { label: string; method: string; url: string; status: number; body: string; caller: string };

async function send(request: Case, token: string | undefined): Promise<{ status: number; text: string; contentType: string }> {
  const headers = { ...request.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await t.app.request(request.url, { method: request.method, headers, body: request.body });
  const text = await response.text();
  return { status: response.status, text, contentType: response.headers.get('content-type') ?? '' };
}

function hasErrorShape(text: string): boolean {
  try {
    const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    return typeof body.error?.code === 'string' && typeof body.error.message === 'string' && body.error.message.length > 0;
  } catch {
    return false;
  }
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('never answers 5xx, and every error is {"error":{"code","message"}}', async () => {
    expect(operations.length).toBeGreaterThan(30);
    let requests = 0;
    let serverErrors = 0;
    const failures: Outcome[] = [];
    let userCount = 0;

    for (const [index, op] of operations.entries()) {
      // A fresh account per operation: one operation may log the session out or change the e-mail.
      userCount++;
      const { accessToken } = await signUp(t.core, { email: `fuzz${userCount}@example.com`, password: 'password123', language: 'en' });
      const sampled = fc.sample(fuzzCase(op), { numRuns: RUNS * 2, seed: SEED + index });
      const cases: Array<[Case, string | undefined, string]> = [
        ...sampled.map((request, n): [Case, string | undefined, string] => (n % 2 === 0 ? [request, undefined, 'anonymous'] : [request, accessToken, 'user'])),
        ...[...fixedCases(op), ...oneBadFieldCases(op)].flatMap((request): Array<[Case, string | undefined, string]> => [
          [request, undefined, 'anonymous'],
          [request, accessToken, 'user'],
        ]),
      ];
      for (const [request, token, caller] of cases) {
        requests++;
        const { status, text, contentType } = await send(request, token);
        const outcome = { label: request.label, method: request.method, url: request.url.slice(0, 200), status, body: text.slice(0, 300), caller };
        if (status >= 500) {
          serverErrors++;
          failures.push(outcome);
        } else if (status >= 400 && !(contentType.includes('application/json') && hasErrorShape(text))) {
          failures.push(outcome);
        }
      }
    }

    console.log(
      `fuzz: ${requests} requests over ${operations.length} operations, ${serverErrors} answered 5xx, ${failures.length} failures (seed ${SEED}, ${RUNS} runs per caller)`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
  }, 180_000);
});
