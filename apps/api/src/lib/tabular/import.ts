// Reads an uploaded import file (DESIGN §4): multipart field `file`, CSV or Excel (.xlsx).
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import {
  importMaxBytes,
  importMaxRows,
  importMessage,
  type ImportMessageKey,
} from '@motorpool/domain/schemas/tabular';
import { HttpError } from '../http-errors.ts';
import { requestLanguage } from '../language.ts';
import { restoreCell } from './cells.ts';

export type ImportRow = { row: number; values: Record<string, string> };
export type ImportFile = { fileName: string; rows: ImportRow[] };

const csvTypes = ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel'];
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The file's rows as `{ row, values }`, `row` numbered as in the sheet (the header is row 1),
 * `values` keyed by the header row's names, empty rows left out. 400 for a missing, foreign or
 * unreadable file, 413 when it is too large or too long.
 */
export async function readImportFile(request: FastifyRequest): Promise<ImportFile> {
  const language = requestLanguage(request.headers['accept-language']);
  const refuse = (status: 400 | 413, key: ImportMessageKey) =>
    new HttpError(
      status,
      status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST',
      importMessage(key, language),
    );

  if (!request.isMultipart()) throw refuse(400, 'missingFile');
  const part = await request.file({ limits: { fileSize: importMaxBytes } }).catch(() => undefined);
  if (!part || part.fieldname !== 'file') throw refuse(400, 'missingFile');
  const fileName = part.filename;
  const extension = fileName.toLowerCase().split('.').at(-1) ?? '';
  const mime = part.mimetype.toLowerCase();
  // The extension decides; a name without one falls back to the declared content type.
  const kind =
    extension === 'csv' || extension === 'xlsx'
      ? extension
      : !fileName.includes('.') && csvTypes.includes(mime)
        ? 'csv'
        : !fileName.includes('.') && mime === xlsxType
          ? 'xlsx'
          : undefined;
  let buffer: Buffer;
  try {
    buffer = await part.toBuffer();
  } catch {
    throw refuse(413, 'tooLarge');
  }
  if (part.file.truncated || buffer.length > importMaxBytes) throw refuse(413, 'tooLarge');
  if (!kind) throw refuse(400, 'unsupportedType');

  let table: Array<{ row: number; cells: string[] }>;
  try {
    table = kind === 'csv' ? readCsv(buffer) : await readXlsx(buffer);
  } catch {
    throw refuse(400, 'unreadable');
  }
  const [head, ...body] = table;
  const headers = head?.cells.map((h) => h.trim()) ?? [];
  if (!head || headers.every((h) => h === '')) throw refuse(400, 'noHeader');
  const rows = body
    .filter((r) => r.cells.some((c) => c.trim() !== ''))
    .map(({ row, cells }) => {
      const values: Record<string, string> = {};
      headers.forEach((header, i) => {
        if (header !== '') values[header] = (cells[i] ?? '').trim();
      });
      return { row, values };
    });
  if (rows.length > importMaxRows) throw refuse(413, 'tooManyRows');
  return { fileName, rows };
}

function readCsv(buffer: Buffer): Array<{ row: number; cells: string[] }> {
  if (buffer.includes(0)) throw new Error('binary content');
  const records: string[][] = parse(buffer, {
    bom: true,
    relax_column_count: true,
    skip_empty_lines: false,
  });
  return records.map((cells, i) => ({ row: i + 1, cells: cells.map(restoreCell) }));
}

async function readXlsx(buffer: Buffer): Promise<Array<{ row: number; cells: string[] }>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: Array<{ row: number; cells: string[] }> = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellString(cell.value);
    });
    rows.push({ row: rowNumber, cells: Array.from(cells, (c) => c ?? '') });
  });
  return rows;
}

// Excel cells hold numbers, dates, rich text, links and formulas: the import wants their text.
function cellString(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((t) => t.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('result' in value)
    return value.result === undefined ? '' : cellString(value.result as ExcelJS.CellValue);
  return '';
}
