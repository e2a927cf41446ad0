import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';
import { testEngine } from './databases.ts';

// Every operation of the OpenAPI document, signed in as the demo administrator, gets hostile
// values in each path parameter, query parameter and top-level JSON body property, and bodies
// of the wrong shape: none may answer 5xx or show a stack trace. Routes added later are covered
// by being in the document.
//
// It runs on PostgreSQL only: both engines are the same database with the same error codes, so
// a second run on PGlite, more than twice as slow, finds nothing the first would not.
const onPostgres = testEngine() === 'postgres';

type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  minItems?: number;
};
type Parameter = { in: string; name: string; schema?: Schema };
type Operation = {
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** A value for an address: `raw` is put in the URL as it is, `text` is percent-encoded first. */
type UrlValue = { raw: string } | { text: string };

const long = 'x'.repeat(10_000);
const urlValues: UrlValue[] = [
  { text: 'a\u0000b' },
  { text: long },
  { text: '' },
  { text: '-1' },
  { text: '99999999999999999999' },
  { text: '1.5e308' },
  { text: "' OR '1'='1" },
  { text: '../../etc/passwd' },
  { text: '😀 مرحبا' },
  { raw: '%ED%A0%80' }, // a lone surrogate, as UTF-8 would (mis)encode it
  { raw: '%E0%A4%A' }, // a cut-off escape
];
// A list's `filter[field][op]` values: too big for an integer column, not a number, not a date.
const filterValues = ['999999999999999', '-999999999999999', 'abc', '2026-02-30', ',', long];
const bodyValues: unknown[] = [
  'a\u0000b',
  long,
  '',
  '\ud800',
  "' OR '1'='1",
  '2026-02-30T25:61:00Z',
  -1,
  1.5,
  1e308,
  2 ** 53, // past the safe integers
  true,
  null,
  [],
  ['a\u0000b'],
  {},
  { $gt: '' },
];
// The largest value of an `integer` column.
const int32Max = 2 ** 31 - 1;
const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
// Bodies of the wrong shape, and an empty one (a change that changes nothing).
const oddBodies: string[] = ['{}', '[]', '"text"', '42', 'null', '{"a":', deep];

// A generic id nobody has: a valid UUIDv7 that matches no row.
const absentId = '01900000-0000-7000-8000-000000000000';
// Internals that must never reach a client: stack frames, source or dependency paths.
const leak = /\bat [\w$.<>]+ \(|\bat (?:file:|node:|\/)|node_modules|\/work\/|\.[cm]?[jt]s:\d+:\d+/;

let t: TestApp;
let headers: Record<string, string>;
let adminId: string;
let doc: OpenApi;
const realIds = new Map<string, string>();

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'x-tenant-id': 'demo' },
    payload: { email: 'admin@demo.test', password: 'Demo@12345' },
  });
  expect(login.statusCode, login.body).toBe(200);
  headers = {
    authorization: `Bearer ${(login.json() as { access_token: string }).access_token}`,
    'x-tenant-id': 'demo',
  };
  adminId = (await signedInProfile()).id;
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApi;
});
afterAll(async () => {
  if (onPostgres) await t.close();
});

async function signedInProfile(): Promise<{ id: string }> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string };
}

// `/api/v1/vehicles/{id}…` reaches deeper with a vehicle that exists: the first one its list
// shows (never the administrator's own account).
async function baseValue(path: string, parameter: Parameter): Promise<string> {
  const collection = new RegExp(`^(.*)/\\{${parameter.name}\\}`).exec(path)?.[1];
  if (parameter.name === 'id' && collection && doc.paths[collection]?.get) {
    if (!realIds.has(collection)) {
      const list = await t.app.inject({ method: 'GET', url: collection, headers });
      const rows = list.statusCode === 200 ? (list.json() as { data?: { id?: unknown }[] }) : {};
      const row = rows.data?.find((r) => typeof r.id === 'string' && r.id !== adminId);
      realIds.set(collection, typeof row?.id === 'string' ? row.id : absentId);
    }
    return realIds.get(collection)!;
  }
  const schema = parameter.schema ?? {};
  if (schema.format === 'uuid') return absentId;
  if (schema.enum?.length) return String(schema.enum[0]);
  return 'fuzz';
}

const encode = (value: UrlValue) => ('raw' in value ? value.raw : encodeURIComponent(value.text));

type Case = { what: string; request: InjectOptions & { url: string } };

async function casesOf(path: string, method: string, op: Operation): Promise<Case[]> {
  const parameters = op.parameters ?? [];
  const inPath = parameters.filter((p) => p.in === 'path');
  const inQuery = parameters.filter((p) => p.in === 'query');
  const base = new Map<string, string>();
  for (const p of inPath) base.set(p.name, await baseValue(path, p));
  const url = (override?: { name: string; value: string }) =>
    inPath.reduce(
      (u, p) =>
        u.replace(
          `{${p.name}}`,
          override?.name === p.name ? override.value : encodeURIComponent(base.get(p.name)!),
        ),
      path,
    );
  const verb = method.toUpperCase() as InjectOptions['method'];
  const cases: Case[] = [];
  for (const p of inPath) {
    // an empty segment is another route's address (`DELETE /sessions/` is `DELETE /sessions`)
    for (const value of urlValues.filter((v) => !('text' in v && v.text === ''))) {
      cases.push({
        what: `path ${p.name}=${show(value)}`,
        request: { method: verb, url: url({ name: p.name, value: encode(value) }) },
      });
    }
  }
  // A DELETE whose address names something real could delete it: only malformed ids go out.
  if (method === 'delete') return cases;
  for (const p of inQuery) {
    for (const value of urlValues) {
      cases.push({
        what: `query ${p.name}=${show(value)}`,
        request: { method: verb, url: `${url()}?${p.name}=${encode(value)}` },
      });
    }
    cases.push({
      what: `query ${p.name} twice`,
      request: { method: verb, url: `${url()}?${p.name}=1&${p.name}=2` },
    });
  }
  for (const [field, operator] of documentedFilters(op.description)) {
    for (const value of filterValues) {
      cases.push({
        what: `filter[${field}][${operator}]=${value.slice(0, 20)}`,
        request: {
          method: verb,
          url: `${url()}?filter[${field}][${operator}]=${encodeURIComponent(value)}`,
        },
      });
    }
  }
  const body = op.requestBody?.content?.['application/json']?.schema;
  if (body) {
    for (const payload of oddBodies) {
      cases.push({
        what: `body ${payload.slice(0, 12)}`,
        request: {
          method: verb,
          url: url(),
          payload,
          headers: { 'content-type': 'application/json' },
        },
      });
    }
    for (const { at, schema } of numbersIn(body)) {
      for (const value of limitsOf(schema)) {
        cases.push({
          what: `body ${at.join('.')}=${value}`,
          request: { method: verb, url: url(), payload: filledWith(body, at, value) },
        });
      }
    }
    for (const property of Object.keys(body.properties ?? {})) {
      for (const value of bodyValues) {
        cases.push({
          what: `body ${property}=${JSON.stringify(value)?.slice(0, 20)}`,
          request: { method: verb, url: url(), payload: { [property]: value } },
        });
      }
    }
  }
  return cases;
}

// What a number's type cannot hold: past an integer column, far past any amount, below a
// declared minimum, a fraction for a whole number. Each is outside every declared range, so the
// answer must be a 400 and nothing is written.
function limitsOf(schema: Schema): number[] {
  const values = [2 ** 31, -(2 ** 31) - 1, 1e15];
  if (typeOf(schema) === 'integer') values.push(1.5);
  if (schema.minimum !== undefined && schema.minimum >= 0) values.push(-1);
  if (schema.maximum !== undefined && schema.maximum < int32Max) values.push(schema.maximum + 1);
  return values;
}

const typeOf = (schema: Schema) =>
  (Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type) ??
  variantOf(schema)?.type;
const variantOf = (schema: Schema): Schema | undefined =>
  (schema.anyOf ?? schema.oneOf)?.find((s) => s.type !== 'null');
const isNumber = (schema: Schema) => ['integer', 'number'].includes(String(typeOf(schema)));

/** Every number of a body, with where it is (an array's first item stands for all). */
function numbersIn(schema: Schema, at: string[] = []): { at: string[]; schema: Schema }[] {
  const inner = schema.properties || schema.items ? schema : (variantOf(schema) ?? schema);
  if (isNumber(inner)) return [{ at, schema: inner }];
  if (at.length > 4) return [];
  if (inner.items) return numbersIn(inner.items, [...at, '0']);
  return Object.entries(inner.properties ?? {}).flatMap(([name, s]) => numbersIn(s, [...at, name]));
}

/** A plausible value for a schema: what a form would send when only one field is wrong. */
function sample(schema: Schema): unknown {
  const inner = variantOf(schema) && !schema.type ? variantOf(schema)! : schema;
  if (inner.enum?.length) return inner.enum[0];
  switch (typeOf(inner)) {
    case 'integer':
    case 'number':
      return (
        inner.minimum ?? (inner.exclusiveMinimum !== undefined ? inner.exclusiveMinimum + 1 : 1)
      );
    case 'boolean':
      return false;
    case 'array':
      return inner.minItems && inner.items ? [sample(inner.items)] : [];
    case 'object':
      return Object.fromEntries(
        (inner.required ?? []).map((name) => [name, sample(inner.properties?.[name] ?? {})]),
      );
    case 'string':
      if (inner.format === 'uuid') return absentId;
      if (inner.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
      if (inner.format === 'date')
        return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      if (inner.format === 'email') return 'fuzz@example.test';
      return 'fuzz'.padEnd(inner.minLength ?? 4, 'z');
    default:
      return null;
  }
}

/** The body's required fields filled in, and the number at `at` set to `value`. */
function filledWith(body: Schema, at: string[], value: number): Record<string, unknown> {
  const set = (schema: Schema, path: string[]): unknown => {
    const [head, ...rest] = path;
    if (head === undefined) return value;
    const inner = schema.properties || schema.items ? schema : (variantOf(schema) ?? schema);
    if (head === '0' && inner.items) return [set(inner.items, rest)];
    const filled = (sample({ ...inner, type: 'object' }) ?? {}) as Record<string, unknown>;
    return { ...filled, [head]: set(inner.properties?.[head] ?? {}, rest) };
  };
  return set(body, at) as Record<string, unknown>;
}

// Lists document their filters in the operation's description (`filter: year (equals, gt), …`).
function documentedFilters(description = ''): [string, string][] {
  const list = /filter: (.*?)(?:;|\. |$)/.exec(description)?.[1] ?? '';
  return [...list.matchAll(/(\w+) \(([^)]*)\)/g)].flatMap(([, field = '', operators = '']) =>
    operators.split(', ').map((o): [string, string] => [field, o.split(':')[0]!.trim()]),
  );
}

function show(value: UrlValue): string {
  return 'raw' in value ? value.raw : JSON.stringify(value.text.slice(0, 20));
}

function problem(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`;
  if (leak.test(res.body)) return `leaks internals: ${res.body.slice(0, 200)}`;
  return null;
}

// The operations are sent in parts, each with its own time limit, so that the document growing
// never times the whole run out.
const parts = 4;

describe.runIf(onPostgres)('hostile input on every operation of the OpenAPI document', () => {
  let sent = 0;
  for (let part = 0; part < parts; part += 1) {
    it(`never answers 5xx nor shows a stack trace or a file path (part ${part + 1} of ${parts})`, async () => {
      const problems: string[] = [];
      const paths = Object.entries(doc.paths).filter((_, index) => index % parts === part);
      for (const [path, operations] of paths) {
        for (const [method, op] of Object.entries(operations)) {
          for (const { what, request } of await casesOf(path, method, op)) {
            const res = await t.app.inject({
              ...request,
              headers: { ...headers, ...request.headers },
            });
            sent++;
            const found = problem(res);
            if (found) problems.push(`${method.toUpperCase()} ${path} ${what}: ${found}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('declares a range fitting an integer column for every number a request body takes', () => {
    const unbounded: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const body = op.requestBody?.content?.['application/json']?.schema;
        for (const { at, schema } of body ? numbersIn(body) : []) {
          // a single allowed value is its own range
          if (schema.const !== undefined || schema.enum) continue;
          const low = schema.minimum ?? schema.exclusiveMinimum;
          const high = schema.maximum ?? schema.exclusiveMaximum;
          const fits = (n: number | undefined) => n !== undefined && Math.abs(n) <= int32Max;
          if (!fits(low) || !fits(high))
            unbounded.push(`${method.toUpperCase()} ${path} ${at.join('.')} [${low}, ${high}]`);
        }
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('reached every handler as the administrator', async () => {
    expect(Object.keys(doc.paths).length).toBeGreaterThan(40);
    expect(sent).toBeGreaterThan(1000);
    // still signed in after every part
    await signedInProfile();
  });
});
