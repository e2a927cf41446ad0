import { PassThrough } from 'node:stream';
import { deflateRawSync } from 'node:zlib';
import { importMessage } from '@motorpool/domain/schemas/tabular';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFleet, type Fleet } from './test-support.ts';
import { bearer } from '../../test/identity.ts';
import { multipartBody } from '../../lib/tabular/test-support.ts';
import { ImportLimitError, readXlsxTable } from '../../lib/tabular/xlsx-import.ts';

const limits = { maxRows: 5000, maxUnpackedBytes: 50 * 1024 * 1024 };

// Written the way large exports are, with exceljs's streaming writer: the sheet is stored before
// the shared strings, as Excel stores it.
async function streamedWorkbook(rows: number): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true });
  const sheet = book.addWorksheet('Vehicles');
  sheet.addRow(['make', 'model', 'year']).commit();
  for (let i = 1; i <= rows; i += 1)
    sheet.addRow([`Make ${i}`, `Model ${i}`, 2000 + (i % 25)]).commit();
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

/** A minimal .xlsx written by hand, so that a part can lie about its unpacked size. */
function handMadeWorkbook(sheetXml: Buffer, declaredSheetSize?: number): Buffer {
  const parts = [
    {
      name: 'xl/workbook.xml',
      data: Buffer.from(
        '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
          'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
          '<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: Buffer.from(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Target="worksheets/sheet1.xml" ' +
          'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet"/>' +
          '</Relationships>',
      ),
    },
    { name: 'xl/worksheets/sheet1.xml', data: sheetXml, declared: declaredSheetSize },
  ];
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const compressed = deflateRawSync(part.data);
    const size = part.declared ?? part.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    directory.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

const sheetXml = (padding: number) =>
  Buffer.concat([
    Buffer.from(
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
        '<row r="1"><c r="A1" t="inlineStr"><is><t>make</t></is></c></row>',
    ),
    Buffer.alloc(padding, ' '),
    Buffer.from('</sheetData></worksheet>'),
  ]);

// 60 MB of blanks: about 60 KB once compressed.
const bombSheet = sheetXml(60 * 1024 * 1024);

async function refusal(read: Promise<unknown>): Promise<string | undefined> {
  try {
    await read;
    return undefined;
  } catch (error) {
    return error instanceof ImportLimitError ? error.limit : String(error);
  }
}

describe('reading an Excel import', () => {
  it('stops a 20,000-row workbook with the row limit just past row 5,000', async () => {
    const file = await streamedWorkbook(20_000);
    let rowsRead = 0;
    const refused = await refusal(readXlsxTable(file, { ...limits, onRow: () => (rowsRead += 1) }));
    expect(refused).toBe('tooManyRows');
    // the header and 5,001 data rows
    expect(rowsRead).toBe(5002);
  });

  it('reads a streamed workbook whose sheet comes before its shared strings, row by row', async () => {
    const rows = await readXlsxTable(await streamedWorkbook(3), limits);
    expect(rows).toEqual([
      { row: 1, cells: ['make', 'model', 'year'] },
      { row: 2, cells: ['Make 1', 'Model 1', '2001'] },
      { row: 3, cells: ['Make 2', 'Model 2', '2002'] },
      { row: 4, cells: ['Make 3', 'Model 3', '2003'] },
    ]);
  });

  it('reads dates, numbers and Arabic text as the import wants them', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Vehicles');
    sheet.addRow(['name', 'expiry', 'rate']);
    sheet.addRow(['سيارة عائلية واسعة'.repeat(400), new Date(Date.UTC(2026, 4, 31)), 250.5]);
    const rows = await readXlsxTable(Buffer.from(await book.xlsx.writeBuffer()), limits);
    expect(rows[1]).toEqual({
      row: 2,
      cells: ['سيارة عائلية واسعة'.repeat(400), '2026-05-31', '250.5'],
    });
  });

  it('refuses a small file whose sheet unpacks beyond the limit, as declared', async () => {
    const file = handMadeWorkbook(bombSheet);
    expect(file.length).toBeLessThan(200_000);
    expect(await refusal(readXlsxTable(file, limits))).toBe('tooLargeUnpacked');
  });

  it('refuses a small file whose sheet claims to be small but unpacks beyond the limit', async () => {
    const file = handMadeWorkbook(bombSheet, 1000);
    let rowsRead = 0;
    const refused = await refusal(readXlsxTable(file, { ...limits, onRow: () => (rowsRead += 1) }));
    expect(refused).toBe('tooLargeUnpacked');
    expect(rowsRead).toBe(1);
  });

  it('reads the hand-made workbook when it stays within the limit', async () => {
    const rows = await readXlsxTable(handMadeWorkbook(sheetXml(1000)), limits);
    expect(rows).toEqual([{ row: 1, cells: ['make'] }]);
  });
});

describe('POST /vehicles/import with a hostile Excel file', () => {
  let f: Fleet;
  beforeAll(async () => {
    f = await createFleet();
  }, 60_000);
  afterAll(async () => f.t.close());

  async function importXlsx(file: Buffer, language?: 'ar') {
    const { payload, headers } = await multipartBody(
      'fleet.xlsx',
      file,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    return f.t.app.inject({
      method: 'POST',
      url: '/api/v1/vehicles/import',
      headers: {
        ...bearer(f.admin, f.demo),
        ...headers,
        ...(language ? { 'accept-language': language } : {}),
      },
      payload,
    });
  }

  it('answers 413 with the row limit for a 20,000-row workbook', async () => {
    const res = await importXlsx(await streamedWorkbook(20_000));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: importMessage('tooManyRows', 'en'),
    });
  });

  it('answers 413 in the caller’s language for a zip bomb', async () => {
    const res = await importXlsx(handMadeWorkbook(bombSheet, 1000), 'ar');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: importMessage('tooLargeUnpacked', 'ar'),
    });
  });
});
