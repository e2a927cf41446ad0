// Reads an uploaded import file: multipart field `file`, CSV or Excel (.xlsx).
import { parse } from 'csv-parse/sync';
import type { FastifyRequest } from 'fastify';
import {
  importMaxBytes,
  importMaxRows,
  importMaxUnpackedBytes,
  importMessage,
  type ImportMessageKey,
} from '@motorpool/domain/schemas/tabular';
import { HttpError } from '../http-errors.ts';
import { requestLanguage } from '../language.ts';
import { restoreCell } from './cells.ts';
import { ImportLimitError, readXlsxTable, type TableRow } from './xlsx-import.ts';

export type ImportRow = { row: number; values: Record<string, string> };
export type ImportFile = { fileName: string; rows: ImportRow[] };

const csvTypes = ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel'];
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The file's rows as `{ row, values }`, `row` numbered as in the sheet (the header is row 1),
 * `values` keyed by the header row's names, empty rows left out. 400 for a missing, foreign or
 * unreadable file, 413 when it is too large or too long (an Excel file as soon as its rows or
 * unpacked size pass the limits).
 */
export async function readImportFile(request: FastifyRequest): Promise<ImportFile> {
  const language = requestLanguage(request.headers['accept-language']);
  const refuse = (status: 400 | 413, key: ImportMessageKey) =>
    new HttpError(status, status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', {
      text: importMessage(key, language),
    });

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

  let table: TableRow[];
  try {
    table =
      kind === 'csv'
        ? readCsv(buffer)
        : await readXlsxTable(buffer, {
            maxRows: importMaxRows,
            maxUnpackedBytes: importMaxUnpackedBytes,
          });
  } catch (error) {
    if (error instanceof ImportLimitError) throw refuse(413, error.limit);
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

function readCsv(buffer: Buffer): TableRow[] {
  if (buffer.includes(0)) throw new Error('binary content');
  const records: string[][] = parse(buffer, {
    bom: true,
    relax_column_count: true,
    skip_empty_lines: false,
  });
  return records.map((cells, i) => ({ row: i + 1, cells: cells.map(restoreCell) }));
}
