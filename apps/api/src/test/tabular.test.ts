import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import Fastify, { type FastifyInstance } from 'fastify';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMaxRows } from '@motorpool/domain/schemas/tabular';
import { errorsPlugin } from '../plugins/errors.ts';
import { multipartPlugin } from '../plugins/multipart.ts';
import { visualRuns } from '../lib/tabular/bidi-text.ts';
import { contentDisposition, neutraliseCell } from '../lib/tabular/cells.ts';
import { type ExportColumn, sendExport } from '../lib/tabular/export.ts';
import { readImportFile } from '../lib/tabular/import.ts';
import { multipartBody } from '../lib/tabular/test-support.ts';

type Person = { name: string; email: string; plate: string; year: number; note: string | null };

const people: Person[] = Array.from({ length: 120 }, (_, i) => ({
  name: i % 2 === 0 ? `محمد العتيبي ${i}` : `Sara Smith ${i}`,
  email: `person${i}@example.com`,
  plate: `أ ب ج ${1000 + i}`,
  year: 2020 + (i % 5),
  note: i === 3 ? '=HYPERLINK("http://evil.test","x")' : i === 4 ? '+966 50 123 4567' : null,
}));

const columns: ExportColumn<Person>[] = [
  { header: 'الاسم', value: (p) => p.name },
  { header: 'email', value: (p) => p.email },
  { header: 'plate', value: (p) => p.plate },
  { header: 'year', value: (p) => p.year },
  { header: 'note', value: (p) => p.note },
];

async function* pages(): AsyncGenerator<Person[]> {
  for (let i = 0; i < people.length; i += 50) yield people.slice(i, i + 50);
}

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  await app.register(multipartPlugin);
  app.get<{ Querystring: { format: 'csv' | 'xlsx' | 'pdf'; language?: 'en' | 'ar' } }>(
    '/export',
    async (request, reply) =>
      sendExport(reply, {
        format: request.query.format,
        fileName: 'المستخدمون 2026',
        title: request.query.language === 'ar' ? 'المستخدمون' : 'People',
        language: request.query.language ?? 'en',
        columns,
        pages: pages(),
      }),
  );
  app.post('/import', async (request) => readImportFile(request));
  await app.ready();
});
afterAll(async () => app.close());

const download = (format: string, language = 'en') =>
  app.inject({ method: 'GET', url: `/export?format=${format}&language=${language}` });

const upload = async (name: string, content: Buffer | string, type?: string, field?: string) => {
  const { payload, headers } = await multipartBody(name, content, type, field);
  return app.inject({
    method: 'POST',
    url: '/import',
    payload,
    headers: { ...headers, 'accept-language': 'ar' },
  });
};

/**
 * The text layer of each page, one string per printed line. pdf.js hands out text items in
 * drawing order, Arabic ones already in reading order; items sharing a baseline make a line,
 * put left to right as they sit on the page.
 */
async function pdfPages(data: Buffer): Promise<string[][]> {
  const loading = getDocument({ data: new Uint8Array(data) });
  const document = await loading.promise;
  const pages: string[][] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    const lines = new Map<number, Array<{ x: number; text: string }>>();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [, , , , x = 0, y = 0] = item.transform as number[];
      const line = lines.get(Math.round(y)) ?? [];
      line.push({ x, text: item.str });
      lines.set(Math.round(y), line);
    }
    pages.push(
      [...lines]
        .sort(([a], [b]) => b - a)
        .map(([, items]) =>
          items
            .sort((a, b) => a.x - b.x)
            .map((item) => item.text)
            .join(' '),
        ),
    );
  }
  await loading.destroy();
  return pages;
}

describe('sendExport', () => {
  it('writes CSV with a BOM, every row, and formula-like text neutralised', async () => {
    const res = await download('csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${'_'.repeat(10)} 2026.csv"; filename*=UTF-8''${encodeURIComponent('المستخدمون 2026.csv')}`,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const records: string[][] = parse(res.rawPayload, { bom: true });
    expect(records).toHaveLength(121);
    expect(records[0]).toEqual(['الاسم', 'email', 'plate', 'year', 'note']);
    expect(records[1]).toEqual(['محمد العتيبي 0', 'person0@example.com', 'أ ب ج 1000', '2020', '']);
    expect(records[4]?.[4]).toBe(`'=HYPERLINK("http://evil.test","x")`);
    expect(records[5]?.[4]).toBe('+966 50 123 4567');
  });

  it('writes an Excel workbook that reopens with the Arabic text, right to left', async () => {
    const res = await download('xlsx', 'ar');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(sheet.actualRowCount).toBe(121);
    expect(sheet.getRow(1).getCell(1).value).toBe('الاسم');
    expect(sheet.getRow(2).getCell(1).value).toBe('محمد العتيبي 0');
    expect(sheet.getRow(2).getCell(4).value).toBe(2020);
    expect(sheet.getRow(5).getCell(5).formula).toBeUndefined();
  });

  it('writes a PDF whose text layer holds the Arabic and Latin text, with page numbers', async () => {
    const res = await download('pdf', 'ar');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfPages(res.rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    const text = pages.flat().join('\n');
    expect(text).toContain('person119@example.com');
    expect(pages[1]).toContainEqual(expect.stringMatching(/^(2 صفحة|صفحة 2)$/));
    expect(text).toContain('المستخدمون');
    expect(text).toMatch(/محمد/);
  });

  it('answers an error envelope when the first page cannot be read', async () => {
    const failing = Fastify({ logger: false });
    await failing.register(errorsPlugin);
    failing.get('/x', async (_request, reply) =>
      sendExport(reply, {
        format: 'csv',
        fileName: 'x',
        title: 'x',
        language: 'en',
        columns,
        pages: (async function* () {
          yield await Promise.reject(new Error('database down'));
        })(),
      }),
    );
    const res = await failing.inject({ method: 'GET', url: '/x' });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('INTERNAL_ERROR');
    await failing.close();
  });
});

describe('right-to-left runs', () => {
  it('orders Arabic words right to left and keeps numbers and Latin left to right', () => {
    expect(visualRuns('محمد العتيبي 42')).toEqual([
      { text: '42', rtl: false },
      { text: 'محمد العتيبي ', rtl: true },
    ]);
    expect(visualRuns('لوحة ABC 123')).toEqual([
      { text: 'ABC 123', rtl: false },
      { text: 'لوحة ', rtl: true },
    ]);
    expect(visualRuns('Toyota Camry')).toEqual([{ text: 'Toyota Camry', rtl: false }]);
    expect(visualRuns('المستخدمون (تقرير)')).toEqual([{ text: 'المستخدمون )تقرير(', rtl: true }]);
  });
});

describe('cells', () => {
  it('neutralises formulas but keeps numbers and phone numbers', () => {
    expect(neutraliseCell('=1+1')).toBe("'=1+1");
    expect(neutraliseCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseCell('-2+3')).toBe("'-2+3");
    expect(neutraliseCell('-12.5')).toBe('-12.5');
    expect(neutraliseCell('+966501234567')).toBe('+966501234567');
    expect(neutraliseCell('plain')).toBe('plain');
  });

  it('offers an ASCII file name beside the UTF-8 one', () => {
    expect(contentDisposition('users.csv')).toBe(
      `attachment; filename="users.csv"; filename*=UTF-8''users.csv`,
    );
  });
});

describe('readImportFile', () => {
  it('reads back what the CSV export wrote, numbering rows as in the sheet', async () => {
    const exported = await download('csv');
    const res = await upload('people.csv', exported.rawPayload, 'text/csv');
    expect(res.statusCode).toBe(200);
    const { fileName, rows } = res.json();
    expect(fileName).toBe('people.csv');
    expect(rows).toHaveLength(120);
    expect(rows[0]).toEqual({
      row: 2,
      values: {
        الاسم: 'محمد العتيبي 0',
        email: 'person0@example.com',
        plate: 'أ ب ج 1000',
        year: '2020',
        note: '',
      },
    });
    expect(rows[3].values.note).toBe('=HYPERLINK("http://evil.test","x")');
  });

  it('reads back what the Excel export wrote', async () => {
    const exported = await download('xlsx', 'ar');
    const res = await upload('people.xlsx', exported.rawPayload);
    expect(res.statusCode).toBe(200);
    const { rows } = res.json();
    expect(rows).toHaveLength(120);
    expect(rows[1]).toMatchObject({ row: 3, values: { الاسم: 'Sara Smith 1', year: '2021' } });
  });

  it('skips empty rows but keeps the numbering of the sheet', async () => {
    const res = await upload('x.csv', 'email,name\r\na@x.test,A\r\n,\r\n\r\nb@x.test,B\r\n');
    expect(res.json().rows).toEqual([
      { row: 2, values: { email: 'a@x.test', name: 'A' } },
      { row: 5, values: { email: 'b@x.test', name: 'B' } },
    ]);
  });

  it.each([
    ['another file type', 'notes.txt', 'hello', 'text/plain', 'file', 400, 'لا يمكن استيراد'],
    ['a broken workbook', 'people.xlsx', 'not a zip', undefined, 'file', 400, 'تعذّرت قراءة الملف'],
    [
      'a binary file called .csv',
      'people.csv',
      Buffer.from([0, 1, 2, 0]),
      undefined,
      'file',
      400,
      'تعذّرت',
    ],
    ['a CSV with unbalanced quotes', 'people.csv', 'a,b\n"x,y\n', undefined, 'file', 400, 'تعذّرت'],
    ['a file under another field', 'people.csv', 'a\n1\n', 'text/csv', 'upload', 400, 'أرفق'],
    ['an empty file', 'people.csv', '', 'text/csv', 'file', 400, 'الصف الأول'],
  ])(
    'refuses %s with a translated 400',
    async (_what, name, content, type, field, status, text) => {
      const res = await upload(name, content, type, field);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ statusCode: status, code: 'BAD_REQUEST' });
      expect(res.json().message).toContain(text);
    },
  );

  it('refuses a request that is not multipart', async () => {
    const res = await app.inject({ method: 'POST', url: '/import', payload: { a: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('CSV');
  });

  it('refuses too many rows with 413', async () => {
    const lines = ['email', ...Array.from({ length: importMaxRows + 1 }, (_, i) => `u${i}@x.test`)];
    const res = await upload('many.csv', lines.join('\n'), 'text/csv');
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('accepts a file larger than the JSON body limit but within the import limit', async () => {
    const lines = [
      'email',
      ...Array.from({ length: 4000 }, (_, i) => `${'x'.repeat(400)}${i}@x.test`),
    ];
    const res = await upload('wide.csv', lines.join('\n'), 'text/csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows).toHaveLength(4000);
  });

  it('refuses a file over the size limit with 413', async () => {
    const res = await upload('big.csv', `email\n${'x'.repeat(6 * 1024 * 1024)}\n`, 'text/csv');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toContain('ميغابايت');
  });
});
