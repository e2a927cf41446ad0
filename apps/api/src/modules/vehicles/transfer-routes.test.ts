import { formatMessage } from '@motorpool/domain/validation-messages';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../lib/tabular/test-support.ts';
import {
  createBranch,
  createFleet,
  createVehicle,
  type Fleet,
  uniquePlate,
  uniqueVin,
} from './test-support.ts';

let f: Fleet;
let branch: { id: string; code: string };
beforeAll(async () => {
  f = await createFleet();
  branch = await createBranch(f);
  await createVehicle(f, branch.id, { make: 'Kia', model: 'Sportage', dailyRate: 23050 });
  await createVehicle(f, branch.id, { make: 'Kia', model: 'K5', category: 'midsize' });
}, 60_000);
afterAll(async () => {
  await f.t.close();
});

const exportUrl = (format: string) =>
  `/vehicles/export?format=${format}&filter[branchId][equals]=${branch.id}&sort=make:asc`;

async function importCsv(csv: string, as = f.admin, language?: 'ar') {
  const { payload, headers } = await multipartBody('fleet.csv', csv, 'text/csv');
  return f.t.app.inject({
    method: 'POST',
    url: '/api/v1/vehicles/import',
    headers: {
      authorization: `Bearer ${as.token}`,
      'x-tenant-id': f.demo,
      ...headers,
      ...(language ? { 'accept-language': language } : {}),
    },
    payload,
  });
}

describe('vehicles export', () => {
  it('writes the filtered list as CSV with translated headers and values', async () => {
    const en = await f.call('GET', exportUrl('csv'), f.admin);
    expect(en.statusCode, en.body).toBe(200);
    expect(en.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = en.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Make,Model,Year,VIN,License plate');
    expect(lines).toHaveLength(3);
    expect(lines.join('\n')).toContain('230.50');
    expect(lines.join('\n')).toContain(branch.code);
    const ar = await f.call('GET', exportUrl('csv'), f.admin, { language: 'ar' });
    expect(ar.body).toContain('رقم الهيكل');
    expect(ar.body).toContain('متوسطة');
  });

  it('writes Excel and PDF with their content types', async () => {
    const xlsx = await f.call('GET', exportUrl('xlsx'), f.admin);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const makes: string[] = [];
    sheet.eachRow((row) => makes.push(String(row.getCell(1).value)));
    expect(makes.filter((m) => m === 'Kia')).toHaveLength(2);
    const pdf = await f.call('GET', exportUrl('pdf'), f.admin);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a viewer (no vehicles:export), an unknown format and a bad filter', async () => {
    expect((await f.call('GET', exportUrl('csv'), f.viewer)).statusCode).toBe(403);
    expect((await f.call('GET', exportUrl('doc'), f.admin)).statusCode).toBe(400);
    expect(
      (await f.call('GET', '/vehicles/export?format=csv&filter[year][gte]=new', f.admin))
        .statusCode,
    ).toBe(400);
  });
});

describe('vehicles import', () => {
  const header =
    'make,model,year,vin,licensePlate,color,category,branch,dailyRate,mileage,fuelType,transmission,seatingCapacity';
  const row = (overrides: Partial<Record<string, string>> = {}) => {
    const v = {
      make: 'Hyundai',
      model: 'Tucson',
      year: '2024',
      vin: uniqueVin(),
      licensePlate: uniquePlate(),
      color: 'Silver',
      category: 'SUV',
      branch: branch.code,
      dailyRate: '240.00',
      mileage: '100',
      fuelType: 'Gasoline',
      transmission: 'automatic',
      seatingCapacity: '5',
      ...overrides,
    };
    return header
      .split(',')
      .map((k) => v[k as keyof typeof v])
      .join(',');
  };

  it('creates the valid rows and reports the invalid ones row by row, translated', async () => {
    const duplicateVin = uniqueVin();
    const csv = [
      header,
      row({ vin: duplicateVin }),
      row({ licensePlate: 'A_1', year: '1800' }),
      row({ vin: duplicateVin }),
      row({ branch: 'NOPE' }),
      row(),
    ].join('\n');
    const res = await importCsv(csv, f.admin, 'ar');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.created).toBe(2);
    expect(report.message).toBe(formatMessage('vehicle.importFailed', 'ar'));
    expect(report.failed.map((x: { row: number }) => x.row)).toEqual([3, 4, 5]);
    expect(report.failed[0].errors).toEqual(
      expect.arrayContaining([
        { path: 'licensePlate', message: formatMessage('vehicle.invalidLicensePlate', 'ar') },
        { path: 'year', message: formatMessage('generic.invalidYear', 'ar') },
      ]),
    );
    expect(report.failed[1].errors).toEqual([
      { path: 'vin', message: formatMessage('vehicle.duplicateVin', 'ar') },
    ]);
    expect(report.failed[2].errors[0].path).toBe('branch');
    const listed = await f.call(
      'GET',
      `/vehicles?filter[make][equals]=hyundai&filter[branchId][equals]=${branch.id}`,
      f.admin,
    );
    expect(listed.json().total).toBe(2);
    expect(listed.json().data[0]).toMatchObject({
      dailyRate: 24000,
      category: 'suv',
      fuelType: 'gasoline',
    });
  });

  it('reads back its own export, reporting the existing VINs as duplicates', async () => {
    const exported = await f.call('GET', exportUrl('csv'), f.admin);
    const res = await importCsv(exported.body.replace(/^\uFEFF/, ''));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().created).toBe(0);
    expect(res.json().message).toBe('Some vehicles failed validation during import');
    expect(res.json().failed[0].errors[0]).toEqual({
      path: 'vin',
      message: 'A vehicle with this VIN already exists',
    });
  });

  it('answers a fully valid file without a failure message, and a viewer with 403', async () => {
    const res = await importCsv([header, row()].join('\n'));
    expect(res.json()).toEqual({ created: 1, updated: 0, failed: [] });
    expect((await importCsv([header, row()].join('\n'), f.viewer)).statusCode).toBe(403);
  });
});
