import ExcelJS from 'exceljs';
import { vehicleFeatures } from '@motorpool/domain/value-lists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBranch, createFleet, createVehicle, type Fleet } from './test-support.ts';

let f: Fleet;
let branch: { id: string; code: string };
beforeAll(async () => {
  f = await createFleet();
  branch = await createBranch(f);
  await createVehicle(f, branch.id, { features: ['airConditioning', 'bluetooth', 'gps'] });
}, 60_000);
afterAll(async () => {
  await f.t.close();
});

const exportUrl = (format: string) =>
  `/vehicles/export?format=${format}&filter[branchId][equals]=${branch.id}`;
const rawFeature = new RegExp(`\\b(${vehicleFeatures.join('|')})\\b`);

// A PDF's pages are its `/Type /Page` objects (pdfkit writes them uncompressed).
const pageCount = (pdf: Buffer) =>
  pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

describe('vehicles export in the reader language', () => {
  it('names the features in Arabic in CSV and Excel, never by their codes', async () => {
    const csv = await f.call('GET', exportUrl('csv'), f.admin, { language: 'ar' });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain('تكييف هواء، بلوتوث، ملاحة GPS');
    expect(csv.body).not.toMatch(rawFeature);

    const xlsx = await f.call('GET', exportUrl('xlsx'), f.admin, { language: 'ar' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    const features = sheet.getRow(2).getCell(headers.indexOf('المزايا')).value;
    expect(features).toBe('تكييف هواء، بلوتوث، ملاحة GPS');
  });

  it('names them in English for an English reader', async () => {
    const csv = await f.call('GET', exportUrl('csv'), f.admin);
    expect(csv.body).toContain('"Air conditioning, Bluetooth, GPS navigation"');
  });

  it('reads the translated feature names back on import', async () => {
    const csv = await f.call('GET', exportUrl('csv'), f.admin, { language: 'ar' });
    const { parse } = await import('csv-parse/sync');
    const [header = [], row = []] = parse(csv.body.replace(/^\uFEFF/, '')) as string[][];
    const { rowToInput } = await import('./transfer-columns.ts');
    const input = rowToInput(Object.fromEntries(header.map((h, i) => [h, row[i] ?? ''])), 'SAR');
    expect(input.features).toEqual(['airConditioning', 'bluetooth', 'gps']);
  });

  it('fits the whole demo fleet (60 vehicles and more) on at most four PDF pages', async () => {
    const all = await f.call('GET', '/vehicles?limit=1', f.admin);
    expect(all.json().total).toBeGreaterThanOrEqual(60);
    for (const language of ['en', 'ar'] as const) {
      const pdf = await f.call(
        'GET',
        '/vehicles/export?format=pdf',
        f.admin,
        language === 'ar' ? { language } : {},
      );
      expect(pdf.statusCode).toBe(200);
      const pages = pageCount(pdf.rawPayload);
      expect(pages, language).toBeGreaterThanOrEqual(1);
      expect(pages, language).toBeLessThanOrEqual(4);
    }
  });
});
