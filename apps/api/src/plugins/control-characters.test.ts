import { formatMessage } from '@motorpool/domain/validation-messages';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { bearer, createTestUser, type TestUser } from '../test/identity.ts';
import { isCleanText } from './control-characters.ts';

let t: TestApp;
let demo: string;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  const [tenant] = await t.database.run<{ id: string }>(
    "SELECT id FROM tenants WHERE subdomain = 'demo'",
  );
  demo = tenant!.id;
  admin = await createTestUser(t.database, demo, { roles: ['admin'] });
});
afterAll(async () => t.close());

const refused = { en: formatMessage('generic.controlCharacters', 'en') };
const arabic = formatMessage('generic.controlCharacters', 'ar');

const call = (options: InjectOptions & { url: string }) =>
  t.app.inject({
    ...options,
    url: `/api/v1${options.url}`,
    headers: { ...bearer(admin, demo), ...options.headers },
  });

const contact = {
  name: 'Sara Al-Qahtani',
  email: 'sara@desertcars.sa',
  company: 'Desert Cars',
  phone: '+966 50 123 4567',
  fleetSize: '51-100',
  message: 'We run three branches.',
};

describe('control characters', () => {
  it.each([
    ['GET', '/branches?search=%00', 'querystring.search'],
    ['GET', '/vehicles?search=%00', 'querystring.search'],
    ['GET', '/users?search=%00', 'querystring.search'],
    ['GET', '/search?q=%00', 'querystring.q'],
    ['GET', '/branches?search=a%09b', 'querystring.search'],
    ['GET', '/permissions/roles/%00', 'params.name'],
    ['DELETE', '/permissions/roles/%00', 'params.name'],
  ] as const)(
    'refuses %s %s with a 400 naming the field, before any query runs',
    async (method, url, path) => {
      const res = await call({ method, url });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: 'Please correct the errors highlighted below.',
        details: [{ path, message: refused.en }],
      });
    },
  );

  it('refuses a NUL in the public contact form without signing in, in the caller’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/public/contact-requests',
      headers: { 'accept-language': 'ar' },
      payload: { ...contact, name: 'Sara\u0000' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details).toEqual([{ path: 'body.name', message: arabic }]);
  });

  it('refuses control characters nested in objects and arrays of a body, naming each', async () => {
    const list = await call({ method: 'GET', url: '/branches' });
    const id = (list.json().data as { id: string }[])[0]!.id;
    const res = await call({
      method: 'PATCH',
      url: `/branches/${id}`,
      payload: {
        amenities: ['wifi', 'park\u0007ing'],
        operatingHours: { monday: { closed: false, openTime: '08:00\u007f', closeTime: '22:00' } },
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details).toEqual([
      { path: 'body.amenities.1', message: refused.en },
      { path: 'body.operatingHours.monday.openTime', message: refused.en },
    ]);
  });

  it.each([
    ['PATCH', '/auth/profile', { firstName: 'A\u0000' }, 'body.firstName'],
    ['PATCH', '/auth/profile', { firstName: 'A\ud800' }, 'body.firstName'],
  ] as const)('refuses %s %s with a bad character in %j', async (method, url, payload, path) => {
    const res = await call({ method, url, payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details).toEqual([{ path, message: refused.en }]);
  });

  it('refuses control characters in the text fields and file name of a multipart upload', async () => {
    const list = await call({ method: 'GET', url: '/vehicles' });
    const id = (list.json().data as { id: string }[])[0]!.id;
    const boundary = 'control-characters-test';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\n` +
        `registration\u0000\r\n--${boundary}\r\n` +
        `Content-Disposition: form-data; name="file"; filename="scan\u0000.pdf"\r\n` +
        `Content-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\n\r\n--${boundary}--\r\n`,
    );
    const res = await call({
      method: 'POST',
      url: `/vehicles/${id}/documents`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details).toEqual([
      { path: 'body.documentType', message: refused.en },
      { path: 'body.file', message: refused.en },
    ]);
  });

  it('keeps tabs and line breaks in body text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/public/contact-requests',
      payload: { ...contact, message: 'First line\r\nSecond line\twith a tab' },
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('tells clean text from text with controls, DEL or lone surrogates', () => {
    expect(isCleanText('Riyadh — الرياض 🚗', false)).toBe(true);
    expect(isCleanText('a\tb\nc\rd', true)).toBe(true);
    expect(isCleanText('a\tb', false)).toBe(false);
    expect(isCleanText('a\u0000', true)).toBe(false);
    expect(isCleanText('a\u001f', true)).toBe(false);
    expect(isCleanText('a\u007f', true)).toBe(false);
    expect(isCleanText('\ud83d', true)).toBe(false);
    expect(isCleanText('\ude97x', true)).toBe(false);
  });
});
