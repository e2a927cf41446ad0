// Streamed export of a data grid: rows are written as their pages arrive.
import { PassThrough, type Writable } from 'node:stream';
import { once } from 'node:events';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { type CellValue, cellText, contentDisposition, neutraliseCell } from './cells.ts';
import { writePdfTable } from './pdf-table.ts';

export type ExportColumn<T> = {
  header: string;
  value: (row: T) => string | number | null | undefined;
};

/**
 * A small block after the rows, e.g. the totals of the exported set: a title, then one
 * label and value a line (CSV: after a blank line; Excel: under the rows, after an empty row;
 * PDF: after the table). Exports without one end with their rows.
 */
export type ExportSummary = {
  title: string;
  lines: { label: string; value: CellValue }[];
};

export type ExportSpec<T> = {
  format: 'csv' | 'xlsx' | 'pdf';
  fileName: string;
  title: string;
  language: 'en' | 'ar';
  /** the company's time zone (IANA), for the time the file says it was made */
  timeZone?: string;
  columns: ExportColumn<T>[];
  pages: AsyncIterable<T[]>;
  summary?: ExportSummary;
};

const contentTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

/**
 * Sends the export as an attachment named `fileName.<format>`. The first page is read before
 * the headers go out, so a failing query still answers with an error envelope; a later
 * failure can only cut the download short.
 */
export async function sendExport<T>(
  reply: FastifyReply,
  spec: ExportSpec<T>,
): Promise<FastifyReply> {
  const iterator = spec.pages[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* rows(): AsyncGenerator<CellValue[][]> {
    const toCells = (page: T[]) => page.map((row) => spec.columns.map((c) => c.value(row)));
    if (first.done) return;
    yield toCells(first.value);
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      yield toCells(next.value);
    }
  }

  const out = new PassThrough();
  const headers = spec.columns.map((c) => c.header);
  const write = { csv: writeCsv, xlsx: writeXlsx, pdf: writePdfTable }[spec.format];
  const source: TableSource = {
    title: spec.title,
    language: spec.language,
    headers,
    rows: rows(),
    ...(spec.timeZone ? { timeZone: spec.timeZone } : {}),
    ...(spec.summary ? { summary: spec.summary } : {}),
  };
  write(out, source).catch((error: unknown) => {
    reply.log.error({ err: error }, 'export failed while streaming');
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .header('content-type', contentTypes[spec.format])
    .header('content-disposition', contentDisposition(`${spec.fileName}.${spec.format}`))
    .header('cache-control', 'no-store')
    .send(out);
}

export type TableSource = {
  title: string;
  language: 'en' | 'ar';
  timeZone?: string;
  headers: string[];
  rows: AsyncIterable<CellValue[][]>;
  summary?: ExportSummary;
};

const csvCell = (v: CellValue) => (typeof v === 'number' ? String(v) : neutraliseCell(cellText(v)));

async function writeCsv(out: Writable, source: TableSource): Promise<void> {
  // The byte order mark makes Excel read the file as UTF-8 (Arabic would be garbled).
  out.write('\uFEFF');
  const csv = stringify({ record_delimiter: '\r\n' });
  csv.pipe(out);
  const put = async (record: string[]) => {
    if (!csv.write(record)) await once(csv, 'drain');
  };
  await put(source.headers.map(neutraliseCell));
  for await (const page of source.rows) {
    for (const cells of page) {
      await put(cells.map(csvCell));
    }
  }
  if (source.summary) {
    await put([]);
    await put([csvCell(source.summary.title)]);
    for (const line of source.summary.lines) await put([csvCell(line.label), csvCell(line.value)]);
  }
  csv.end();
}

async function writeXlsx(out: Writable, source: TableSource): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(source.title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '), {
    views: [{ state: 'frozen', ySplit: 1, rightToLeft: source.language === 'ar' }],
  });
  sheet.columns = source.headers.map((header) => ({
    header,
    width: Math.max(12, header.length + 4),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const page of source.rows) {
    // Text stays text: exceljs writes a formula only when given a { formula } object.
    for (const cells of page) sheet.addRow(cells.map((v) => v ?? null)).commit();
  }
  if (source.summary) {
    sheet.addRow([]).commit();
    const title = sheet.addRow([source.summary.title]);
    title.font = { bold: true };
    title.commit();
    for (const line of source.summary.lines) {
      const row = sheet.addRow([line.label, line.value ?? null]);
      row.getCell(1).font = { bold: true };
      row.commit();
    }
  }
  sheet.commit();
  await workbook.commit();
}
