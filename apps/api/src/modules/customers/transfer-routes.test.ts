import { formatMessage } from '@motorpool/domain/validation-messages';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../lib/tabular/test-support.ts';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';
import { createCustomer, customerBody } from './test-support.ts';

let f: Fleet;
let acmeEmail: string;
beforeAll(async () => {
  f = await createFleet();
  await createCustomer(f, {
    firstName: 'Amal',
    lastName: 'Exportson',
    status: 'active',
    gender: 'female',
    customerType: 'corporate',
    creditLimit: 150050,
  });
  await createCustomer(f, { firstName: 'Badr', lastName: 'Exportson', status: 'active' });
  await createCustomer(f, { firstName: 'Cyrus', lastName: 'Exportson' });
  // Another company's customer matching the same search and filter.
  const acme = await f.call('POST', '/customers', f.acmeAdmin, {
    body: customerBody({ firstName: 'Acme', lastName: 'Exportson', status: 'active' }),
  });
  expect(acme.statusCode, acme.body).toBe(201);
  acmeEmail = acme.json().email;
}, 60_000);
afterAll(async () => {
  await f.t.close();
});

const exportUrl = (format: string) =>
  `/customers/export?format=${format}&search=exportson&filter[status][equals]=active&sort=firstName:asc`;

const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);

async function importFile(
  content: string | Buffer,
  options: { as?: Fleet['admin']; language?: 'ar'; name?: string } = {},
) {
  const name = options.name ?? 'customers.csv';
  const type = name.endsWith('.xlsx')
    ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    : 'text/csv';
  const { payload, headers } = await multipartBody(name, content, type);
  return f.t.app.inject({
    method: 'POST',
    url: '/api/v1/customers/import',
    headers: {
      authorization: `Bearer ${(options.as ?? f.admin).token}`,
      'x-tenant-id': f.demo,
      ...headers,
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    payload,
  });
}

describe('customers export', () => {
  it('writes the filtered, sorted list as CSV with English or Arabic headers and labels', async () => {
    const en = await f.call('GET', exportUrl('csv'), f.admin);
    expect(en.statusCode, en.body).toBe(200);
    expect(en.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(en.headers['content-disposition']).toMatch(/customers-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = csvLines(en.body);
    expect(lines[0]).toMatch(/^First name,Last name,E-mail,Phone,/);
    expect(lines[0]).toContain('Credit limit (SAR)');
    expect(lines[0]).toContain('Status');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['Amal', 'Badr']);
    expect(lines[1]).toContain('Female');
    expect(lines[1]).toContain('Corporate');
    expect(lines[1]).toContain('1500.50');
    expect(lines[1]).toContain('Active');

    const ar = await f.call('GET', exportUrl('csv'), f.admin, { language: 'ar' });
    const arLines = csvLines(ar.body);
    expect(arLines[0]).toMatch(/^الاسم الأول,اسم العائلة,البريد الإلكتروني/);
    expect(arLines[0]).toContain('حد الائتمان (SAR)');
    expect(arLines[1]).toContain('أنثى');
    expect(arLines[1]).toContain('شركة');
    expect(arLines[1]).toContain('نشط');
  });

  it('writes Excel and PDF with their content types', async () => {
    const xlsx = await f.call('GET', exportUrl('xlsx'), f.admin);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const firstNames: string[] = [];
    book.worksheets[0]!.eachRow((row) => firstNames.push(String(row.getCell(1).value)));
    expect(firstNames).toEqual(['First name', 'Amal', 'Badr']);

    const pdf = await f.call('GET', exportUrl('pdf'), f.admin, { language: 'ar' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('never holds another company’s customers', async () => {
    const demo = await f.call('GET', '/customers/export?format=csv&search=exportson', f.admin);
    expect(csvLines(demo.body)).toHaveLength(4);
    expect(demo.body).not.toContain(acmeEmail);
    const acme = await f.call('GET', '/customers/export?format=csv&search=exportson', f.acmeAdmin);
    expect(csvLines(acme.body)).toHaveLength(2);
    expect(acme.body).toContain(acmeEmail);
  });

  it('refuses a caller without customers:export, an unknown format and a bad filter', async () => {
    expect((await f.call('GET', exportUrl('csv'), f.viewer)).statusCode).toBe(403);
    expect((await f.call('GET', exportUrl('csv'), f.staff)).statusCode).toBe(403);
    expect((await f.call('GET', exportUrl('csv'), null)).statusCode).toBe(401);
    expect((await f.call('GET', exportUrl('doc'), f.admin)).statusCode).toBe(400);
    const badFilter = await f.call(
      'GET',
      '/customers/export?format=csv&filter[licenseExpiryDate][gte]=soon',
      f.admin,
    );
    expect(badFilter.statusCode).toBe(400);
  });
});

describe('customers import', () => {
  const header = 'firstName,lastName,email,phone,idNumber,gender,customerType,creditLimit,status';
  let serial = 0;
  const row = (overrides: Partial<Record<string, string>> = {}) => {
    serial += 1;
    const v = {
      firstName: 'Imran',
      lastName: `Importer ${serial}`,
      email: `importer-${serial}@import.test`,
      phone: `+966 55 200 ${String(serial).padStart(4, '0')}`,
      idNumber: `IMP-${serial}`,
      gender: 'Male',
      customerType: 'individual',
      creditLimit: '250.00',
      status: 'active',
      ...overrides,
    };
    return header
      .split(',')
      .map((k) => v[k as keyof typeof v])
      .join(',');
  };

  it('creates the valid rows as pending and reports the invalid ones row by row, translated', async () => {
    const existing = await createCustomer(f);
    const csv = [
      header,
      row({ email: 'Dup-In-File@import.test' }),
      row({ email: 'not-an-email', firstName: '' }),
      row({ email: 'dup-in-file@IMPORT.test' }),
      row({ idNumber: existing.idNumber.toLowerCase() }),
      row({ email: existing.email }),
      row({ lastName: 'Valid Second' }),
    ].join('\n');
    const res = await importFile(csv, { language: 'ar' });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.created).toBe(2);
    expect(report.updated).toBe(0);
    expect(report.message).toBe(formatMessage('customer.importFailed', 'ar'));
    expect(report.failed.map((x: { row: number }) => x.row)).toEqual([3, 4, 5, 6]);
    expect(report.failed[0].errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['email', 'firstName']),
    );
    expect(report.failed[1].errors).toEqual([
      { path: 'email', message: formatMessage('customer.duplicateEmail', 'ar') },
    ]);
    expect(report.failed[2].errors).toEqual([
      { path: 'idNumber', message: formatMessage('customer.duplicateIdNumber', 'ar') },
    ]);
    expect(report.failed[3].errors).toEqual([
      { path: 'email', message: formatMessage('customer.duplicateEmail', 'ar') },
    ]);

    const listed = await f.call('GET', '/customers?search=importer&sort=lastName:asc', f.admin);
    expect(listed.json().total).toBe(2);
    const first = listed
      .json()
      .data.find((c: { email: string }) => c.email.toLowerCase().startsWith('dup-in-file'));
    expect(first).toMatchObject({
      status: 'pending',
      gender: 'male',
      customerType: 'individual',
      creditLimit: 25000,
    });
    expect((await f.auditOf(first.id)).map((a) => a.action)).toEqual(['import']);
  });

  it('reads back its own Arabic export, reporting every existing customer as a duplicate', async () => {
    const exported = await f.call('GET', exportUrl('csv'), f.admin, { language: 'ar' });
    const res = await importFile(exported.body.replace(/^\uFEFF/, ''));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().created).toBe(0);
    expect(res.json().message).toBe('Some customers failed validation during import');
    expect(res.json().failed).toHaveLength(2);
    expect(res.json().failed[0].errors).toEqual([
      { path: 'email', message: 'A customer with this email already exists' },
      { path: 'idNumber', message: 'A customer with this ID number already exists' },
    ]);
  });

  it('creates customers from an Excel file with Arabic headers', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('العملاء');
    sheet.addRow([
      'الاسم الأول',
      'اسم العائلة',
      'البريد الإلكتروني',
      'الهاتف',
      'رقم الهوية',
      'الجنس',
    ]);
    sheet.addRow(['سارة', 'المستوردة', 'sara@import.test', '+966 55 300 0001', 'XL-1', 'أنثى']);
    const buffer = Buffer.from(await book.xlsx.writeBuffer());
    const res = await importFile(buffer, { name: 'customers.xlsx' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: 1, updated: 0, failed: [] });
    const listed = await f.call('GET', '/customers?search=sara@import.test', f.admin);
    expect(listed.json().data[0]).toMatchObject({ gender: 'female', status: 'pending' });
  });

  it('refuses callers without customers:import and never reaches another company', async () => {
    const csv = [header, row({ email: 'refused@import.test' })].join('\n');
    expect((await importFile(csv, { as: f.viewer })).statusCode).toBe(403);
    expect((await importFile(csv, { as: f.staff })).statusCode).toBe(403);

    // The same e-mail in another company is no duplicate, and the import stays in its own.
    const res = await importFile([header, row({ email: acmeEmail })].join('\n'));
    expect(res.json()).toEqual({ created: 1, updated: 0, failed: [] });
    const acme = await f.call('GET', `/customers?search=${acmeEmail}`, f.acmeAdmin);
    expect(acme.json().total).toBe(1);
  });

  it('answers 400 for a request without a file', async () => {
    const res = await f.call('POST', '/customers/import', f.admin, { body: {} });
    expect(res.statusCode).toBe(400);
  });
});
