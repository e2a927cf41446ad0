import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../lib/tabular/test-support.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/identity.ts';
import { call, mails, password, tenantId } from '../auth/test-support.ts';

let t: TestApp;
let demo: string;
let admin: string;
let acmeAdmin: string;
let reader: string;
let exporter: string;
const stamp = Date.now();

beforeAll(async () => {
  t = await createTestApp();
  demo = await tenantId(t.database, 'demo');
  const acme = await tenantId(t.database, 'acme');
  admin = (await createTestUser(t.database, demo, { roles: ['admin'] })).token;
  acmeAdmin = (await createTestUser(t.database, acme, { roles: ['admin'] })).token;
  reader = (await createTestUser(t.database, demo, { roles: [], permissions: ['users:read'] }))
    .token;
  exporter = (
    await createTestUser(t.database, demo, {
      roles: [],
      permissions: ['users:read', 'users:export'],
      email: `exporter-${stamp}@test.example`,
    })
  ).token;
});
afterAll(async () => t.close());

const exportUsers = (query: string, token = admin, headers: Record<string, string> = {}) =>
  call(t, 'GET', `/users/export?${query}`, { tenant: 'demo', token, headers });

async function importUsers(
  file: string,
  content: string | Buffer,
  token = admin,
  tenant = 'demo',
  language = 'en',
) {
  const body = await multipartBody(file, content);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/users/import',
    headers: {
      ...body.headers,
      'x-tenant-id': tenant,
      authorization: `Bearer ${token}`,
      'accept-language': language,
    },
    payload: body.payload,
  });
}

describe('GET /users/export', () => {
  it('exports the filtered list as CSV with translated headers', async () => {
    const res = await exportUsers('format=csv&filter[email][contains]=@demo.test&sort=email:asc');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="users-\d{4}-\d\d-\d\d\.csv"/,
    );
    const records: string[][] = parse(res.rawPayload, { bom: true });
    expect(records[0]).toEqual([
      'Email',
      'First name',
      'Last name',
      'Phone',
      'Roles',
      'Status',
      'Created',
      'Last sign-in',
    ]);
    const emails = records.slice(1).map((r) => r[0]);
    expect(emails).toContain('admin@demo.test');
    expect(emails.every((e) => e?.endsWith('@demo.test'))).toBe(true);
    expect(emails).toEqual([...emails].sort());
    expect(emails.some((e) => e?.endsWith('@acme.test'))).toBe(false);
  });

  it('exports Excel in Arabic, right to left, and a PDF', async () => {
    const xlsx = await exportUsers('format=xlsx', exporter, { 'accept-language': 'ar' });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(sheet.getRow(1).getCell(1).value).toBe('البريد الإلكتروني');
    expect(sheet.actualRowCount).toBeGreaterThan(4);
    const pdf = await exportUsers('format=pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it.each([
    ['an unknown format', 'format=docx', 400],
    ['a missing format', 'filter[status][in]=active', 400],
    ['a filter the list does not allow', 'format=csv&filter[phone][equals]=1', 400],
  ])('refuses %s with 400', async (_what, query, status) => {
    const res = await exportUsers(query);
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('needs users:export (401 without a token, 403 with read only)', async () => {
    expect((await call(t, 'GET', '/users/export?format=csv', { tenant: 'demo' })).statusCode).toBe(
      401,
    );
    expect((await exportUsers('format=csv', reader)).statusCode).toBe(403);
  });

  it("never exports another company's users", async () => {
    const res = await call(t, 'GET', '/users/export?format=csv', {
      tenant: 'acme',
      token: acmeAdmin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.toString()).not.toContain('@demo.test');
    const cross = await call(t, 'GET', '/users/export?format=csv', {
      tenant: 'acme',
      token: admin,
    });
    expect([401, 403]).toContain(cross.statusCode);
  });
});

describe('POST /users/import', () => {
  it('creates users row by row and reports the rows that failed', async () => {
    const a = `import-a-${stamp}@example.com`;
    const b = `import-b-${stamp}@example.com`;
    const csv = [
      'email,firstName,lastName,phone,roles,status,password',
      `${a},Sara,Nasser,+966 50 123 4567,"staff, viewer",active,${password}`,
      `not-an-email,Omar,Ali,,staff,,${password}`,
      '',
      `${b},Layla,Hassan,,viewer,inactive,${password}`,
      `${a.toUpperCase()},Dup,Licate,,staff,,${password}`,
      `import-c-${stamp}@example.com,No,Role,,ghost,,${password}`,
    ].join('\n');
    const res = await importUsers('users.csv', csv);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ created: 2, updated: 0 });
    expect(report.failed.map((f: { row: number }) => f.row)).toEqual([3, 6, 7]);
    expect(report.failed[0].errors).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
    ]);
    expect(report.failed[1].errors[0].path).toBe('email');

    const list = await call(t, 'GET', `/users?search=import-&limit=100`, {
      tenant: 'demo',
      token: admin,
    });
    const created = list
      .json()
      .data.filter((u: { email: string }) => u.email.includes(`-${stamp}@`));
    expect(
      created.map((u: { email: string; status: string; roles: string[] }) => [
        u.email,
        u.status,
        u.roles,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [a, 'active', ['staff', 'viewer']],
        [b, 'inactive', ['viewer']],
      ]),
    );
    expect(created).toHaveLength(2);
    const login = await call(t, 'POST', '/auth/login', {
      tenant: 'demo',
      body: { email: a, password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('mails a link to set the password when the file has no password column', async () => {
    const email = `import-reset-${stamp}@example.com`;
    const csv = `Email,First name,Last name,Roles\n${email},Huda,Saleh,staff\n`;
    const res = await importUsers('users.csv', csv);
    expect(res.json()).toEqual({ created: 1, updated: 0, failed: [] });
    const sent = (await mails(t.database, demo)).filter((m) => m.to === email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('/auth/reset-password?token=');
  });

  it('links the set-password mail to the configured public address, whatever host the request names', async () => {
    const email = `import-host-${stamp}@example.com`;
    const body = await multipartBody(
      'users.csv',
      `email,firstName,lastName,roles\n${email},Huda,Saleh,staff\n`,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/import',
      headers: {
        ...body.headers,
        host: 'demo.attacker.example',
        'x-forwarded-host': 'attacker.example',
        authorization: `Bearer ${admin}`,
      },
      payload: body.payload,
    });
    expect(res.json()).toEqual({ created: 1, updated: 0, failed: [] });
    const sent = (await mails(t.database, demo)).filter((m) => m.to === email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('\nhttp://demo.motorpool.test:3000/auth/reset-password?token=');
    expect(sent[0]!.text).not.toContain('attacker');
  });

  it('reads back an Arabic Excel export (headers and statuses translated)', async () => {
    const exported = await exportUsers('format=xlsx&filter[email][startsWith]=admin@', admin, {
      'accept-language': 'ar',
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    sheet.getRow(2).getCell(1).value = `import-xlsx-${stamp}@example.com`;
    sheet.getRow(2).getCell(5).value = 'viewer';
    sheet.getRow(2).getCell(6).value = 'موقوف';
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await importUsers('users.xlsx', buffer, admin, 'demo', 'ar');
    expect(res.json()).toEqual({ created: 1, updated: 0, failed: [] });
    const list = await call(t, 'GET', `/users?search=import-xlsx-${stamp}`, {
      tenant: 'demo',
      token: admin,
    });
    expect(list.json().data[0]).toMatchObject({ status: 'suspended', roles: ['viewer'] });
  });

  it('answers row errors in Arabic for an Arabic caller', async () => {
    const res = await importUsers(
      'u.csv',
      'email,firstName,lastName,roles\nx@,A,B,staff\n',
      admin,
      'demo',
      'ar',
    );
    expect(res.json().failed[0].errors[0].message).toMatch(/[\u0600-\u06ff]/);
  });

  it('refuses a file of another type with a translated 400', async () => {
    const res = await importUsers('users.pdf', '%PDF-1.4', admin, 'demo', 'ar');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[\u0600-\u06ff]/);
  });

  it("needs users:import (401, 403) and stays in the caller's company", async () => {
    const csv = `email,firstName,lastName,roles\nimport-x-${stamp}@example.com,A,B,staff\n`;
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/import',
      headers: { 'x-tenant-id': 'demo' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await importUsers('u.csv', csv, exporter)).statusCode).toBe(403);
    expect([401, 403]).toContain((await importUsers('u.csv', csv, admin, 'acme')).statusCode);
    const acme = await importUsers('u.csv', csv, acmeAdmin, 'acme');
    expect(acme.json().created).toBe(1);
    const inDemo = await call(t, 'GET', `/users?search=import-x-${stamp}`, {
      tenant: 'demo',
      token: admin,
    });
    expect(inDemo.json().total).toBe(0);
  });
});
