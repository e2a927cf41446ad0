import { formatMinor } from '@motorpool/domain/money';
import type { PaymentTotalsView } from '@motorpool/domain/schemas/payment';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.ts';
import { createCustomer } from '../customers/test-support.ts';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';
import { paymentBody } from './test-support.ts';

let f: Fleet;
let customerId: string;
let numbers: string[];
beforeAll(async () => {
  f = await createFleet();
  customerId = (await createCustomer(f, { status: 'active' })).id;
  const make = async (amount: number) => {
    const res = await f.call('POST', '/payments', f.admin, {
      body: paymentBody(customerId, { amount }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; paymentNumber: string };
  };
  const paid = await make(50000);
  const pending = await make(12000);
  const processed = await f.call('POST', `/payments/${paid.id}/process`, f.admin, { body: {} });
  expect(processed.statusCode, processed.body).toBe(200);
  const refunded = await f.call('POST', `/payments/${paid.id}/refund`, f.admin, {
    body: { amount: 15000, reason: 'Returned early' },
  });
  expect(refunded.statusCode, refunded.body).toBe(200);
  numbers = [paid.paymentNumber, pending.paymentNumber];
  // another customer's payment stays out of the filtered set
  await f.call('POST', '/payments', f.admin, {
    body: paymentBody((await createCustomer(f, { status: 'active' })).id, { amount: 999 }),
  });
});
afterAll(async () => f.t.close());

const ofCustomer = () => `filter[customerId][equals]=${customerId}`;

describe('GET /payments/export', () => {
  it('answers the filtered list as CSV, Excel and PDF', async () => {
    for (const [format, type] of [
      ['csv', 'text/csv'],
      ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['pdf', 'application/pdf'],
    ]) {
      const res = await f.call('GET', `/payments/export?format=${format}&${ofCustomer()}`, f.admin);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain(type);
    }
    const csv = await f.call(
      'GET',
      `/payments/export?format=csv&${ofCustomer()}&filter[status][equals]=completed`,
      f.admin,
    );
    expect(csv.body).toContain(numbers[0]);
    expect(csv.body).not.toContain(numbers[1]);
    expect(csv.body).toContain('Refunded');
    expect(csv.body).toContain('Completed');
  });

  it('needs payments:export, which the viewer and the staff lack', async () => {
    expect((await f.call('GET', '/payments/export?format=csv', f.viewer)).statusCode).toBe(403);
    expect((await f.call('GET', '/payments/export?format=csv', f.staff)).statusCode).toBe(403);
  });
});

describe('GET /payments/totals', () => {
  it('adds up the whole filtered set', async () => {
    const res = await f.call('GET', `/payments/totals?${ofCustomer()}`, f.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      count: 2,
      currency: 'SAR',
      amount: 62000,
      refunded: 15000,
      net: 47000,
    } satisfies PaymentTotalsView);
    const completed = await f.call(
      'GET',
      `/payments/totals?${ofCustomer()}&filter[status][equals]=completed&limit=1`,
      f.admin,
    );
    expect(completed.json()).toMatchObject({ count: 1, amount: 50000, net: 35000 });
  });

  it('answers the viewer, who may read', async () => {
    const res = await f.call('GET', `/payments/totals?${ofCustomer()}`, f.viewer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ count: 2 });
  });
});

// The totals block as a reader of each language sees it: its title, then label and value.
const totalsText = {
  en: ['Totals', 'Number of payments', 'Amount', 'Refunded', 'Net', 'Currency'],
  ar: ['الإجماليات', 'عدد المدفوعات', 'المبلغ', 'المسترد', 'الصافي', 'العملة'],
} as const;
const languages = ['en', 'ar'] as const;
type Language = (typeof languages)[number];
const as = (language: Language) => (language === 'ar' ? { language } : {});
const exportOf = (format: string, language: Language) =>
  f.call('GET', `/payments/export?format=${format}&${ofCustomer()}`, f.admin, as(language));

/** The screen's totals for the same filter, as the export should print them. */
async function screenTotals(language: Language) {
  const res = await f.call('GET', `/payments/totals?${ofCustomer()}`, f.admin, as(language));
  expect(res.statusCode, res.body).toBe(200);
  const t = res.json() as PaymentTotalsView;
  // the filter leaves payments out, so unfiltered totals could not pass for these
  const all = (await f.call('GET', '/payments/totals', f.admin)).json() as PaymentTotalsView;
  expect(all.count).toBeGreaterThan(t.count);
  expect(all.amount).not.toBe(t.amount);
  const money = (minor: number) => formatMinor(minor, t.currency);
  const values = [t.count, money(t.amount), money(t.refunded), money(t.net), t.currency];
  const [title, ...labels] = totalsText[language];
  return { count: t.count, title, pairs: labels.map((label, i) => [label, values[i]!] as const) };
}

// pdftotext swaps the letters of a few Arabic ligatures (لإ, تر, في): lines are compared by
// their letters, whatever their order.
const letters = (line: string) => [...line.normalize('NFKC').replace(/\s+/g, '')].sort().join('');

describe('the export ends with the totals of its filter', () => {
  it.each(languages)(
    'CSV (%s): a blank line, the title, then label and value',
    async (language) => {
      const { count, title, pairs } = await screenTotals(language);
      const res = await exportOf('csv', language);
      expect(res.statusCode, res.body).toBe(200);
      const records: string[][] = parse(res.rawPayload, { bom: true, relax_column_count: true });
      expect(records).toHaveLength(1 + count + 2 + pairs.length);
      expect(records.slice(1 + count)).toEqual([
        [''],
        [title],
        ...pairs.map(([label, value]) => [label, String(value)]),
      ]);
    },
  );

  it.each(languages)('Excel (%s): under the rows, after an empty row', async (language) => {
    const { count, title, pairs } = await screenTotals(language);
    const res = await exportOf('xlsx', language);
    expect(res.statusCode, res.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows = Array.from({ length: sheet.rowCount }, (_, i) =>
      (sheet.getRow(i + 1).values as unknown[]).slice(1),
    );
    expect(rows).toHaveLength(1 + count + 2 + pairs.length);
    // the count stays a number cell, the money is text like the money columns
    expect(rows.slice(1 + count)).toEqual([[], [title], ...pairs.map((pair) => [...pair])]);
    expect(sheet.getRow(1 + count + 2).font?.bold).toBe(true);
  });

  it.each(languages)('PDF (%s): after the table, each label with its value', async (language) => {
    const { title, pairs } = await screenTotals(language);
    const res = await exportOf('pdf', language);
    expect(res.statusCode, res.body).toBe(200);
    const text = pdfText(res.rawPayload);
    if (text === null) return;
    const lines = text.split('\n').map((line) => line.trim());
    const start = lines.findIndex((line) => letters(line) === letters(title));
    expect(start, text).toBeGreaterThan(0);
    const end = lines.findIndex((line, i) => i > start && /^(Page|صفحة) \d+$/.test(line));
    const block = lines.slice(start + 1, end === -1 ? undefined : end).filter(Boolean);
    // pdftotext gives the labels, then the values (or each label with its value)
    const labels = pairs.map(([label]) => letters(label));
    const values = pairs.map(([, value]) => letters(String(value)));
    expect([
      [...labels, ...values],
      pairs.flatMap((_, i) => [labels[i], values[i]]),
    ]).toContainEqual(block.map(letters));
  });
});
