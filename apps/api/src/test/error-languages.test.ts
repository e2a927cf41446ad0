import { randomUUID } from 'node:crypto';
import { importMessagesAr, importMessagesEn } from '@motorpool/domain/schemas/tabular';
import { validationMessageKeys, validationMessages } from '@motorpool/domain/validation-messages';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RouteAccess } from '../plugins/auth.ts';
import { createTestApp, type TestApp } from './app.ts';

// Every route's refusals answer in the caller's language: each route is called without
// credentials, and as the demo administrator with unknown ids in its address and a body of the
// wrong shape, once in English and once in Arabic. Each refusal's message must be one of the
// catalogue's texts in that language, the same message in both.

const arabic = /[\u0600-\u06FF]/;
const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
// A catalogue text as a pattern: its {placeholders} match any filling.
const pattern = (text: string) =>
  new RegExp(`^${escape(text.trim()).replace(/\\?\{\w+\\?\}/g, '.+')}$`, 's');

type Message = { name: string; en: RegExp; ar: RegExp };
const catalogue: Message[] = [
  ...validationMessageKeys.map((key) => ({
    name: key,
    en: pattern(validationMessages.en[key]),
    ar: pattern(validationMessages.ar[key]),
  })),
  ...Object.entries(importMessagesEn).map(([key, text]) => ({
    name: `import.${key}`,
    en: pattern(text.replace(/\{max\}/g, '{max}')),
    ar: pattern(importMessagesAr[key as keyof typeof importMessagesAr]),
  })),
];

// Calls that would end the administrator's own session: they answer 2xx, not a refusal.
const skipped = new Set(['POST /api/v1/auth/logout', 'DELETE /api/v1/sessions']);

let t: TestApp;
let token: string;
let routes: RouteAccess[];
beforeAll(async () => {
  t = await createTestApp();
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'x-tenant-id': 'demo' },
    payload: { email: 'admin@demo.test', password: 'Demo@12345' },
  });
  expect(login.statusCode, login.body).toBe(200);
  token = (login.json() as { access_token: string }).access_token;
  routes = t.app.routeAccess.filter(
    (r) => r.url.startsWith('/api/v1/') && !skipped.has(`${r.method} ${r.url}`),
  );
});
afterAll(async () => t.close());

type Call = { method: string; url: string; signedIn: boolean; body?: unknown };

async function answer(call: Call, language: 'en' | 'ar') {
  const response = await t.app.inject({
    method: call.method as 'GET',
    url: call.url,
    headers: {
      'accept-language': language,
      'x-tenant-id': 'demo',
      ...(call.signedIn ? { authorization: `Bearer ${token}` } : {}),
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(call.body === undefined ? {} : { payload: JSON.stringify(call.body) }),
  });
  const body = response.headers['content-type']?.includes('json')
    ? (response.json() as { code?: string; message?: string })
    : {};
  return { status: response.statusCode, code: body.code, message: body.message ?? '' };
}

const withUnknownIds = (url: string) => url.replace(/:\w+/g, () => randomUUID());

function callsOf(route: RouteAccess): Call[] {
  const calls: Call[] = [];
  const url = withUnknownIds(route.url);
  if (route.rule !== 'none') calls.push({ method: route.method, url, signedIn: false });
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  if (route.url.includes(':') || hasBody) {
    calls.push({ method: route.method, url, signedIn: true, ...(hasBody ? { body: [] } : {}) });
  }
  return calls;
}

it('refuses in the caller’s language on every route, with the same message in both', async () => {
  const refusals: string[] = [];
  const wrong: string[] = [];
  for (const route of routes) {
    for (const call of callsOf(route)) {
      const en = await answer(call, 'en');
      if (en.status < 400) continue;
      const ar = await answer(call, 'ar');
      const where = `${call.method} ${route.url}${call.signedIn ? ' (signed in)' : ''}`;
      refusals.push(where);
      const message = catalogue.find((m) => m.en.test(en.message));
      if (ar.status !== en.status || ar.code !== en.code)
        wrong.push(`${where}: ${en.status}/${ar.status}`);
      else if (!message) wrong.push(`${where}: not a catalogue text: ${en.message}`);
      else if (arabic.test(en.message)) wrong.push(`${where}: Arabic in English: ${en.message}`);
      else if (!arabic.test(ar.message) || !message.ar.test(ar.message))
        wrong.push(`${where}: ${message.name} not in Arabic: ${ar.message}`);
    }
  }
  expect(wrong).toEqual([]);
  // Most routes refuse a stranger and an unknown id: the walk cannot pass by calling nothing.
  expect(refusals.length).toBeGreaterThan(routes.length);
});
