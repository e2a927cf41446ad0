// Reads the first sheet of an uploaded .xlsx row by row, stopping at the import's limits: an
// .xlsx is a zip, and a few megabytes can unpack to gigabytes or hold a hundred thousand rows.
import { Readable, Transform, pipeline } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import ExcelJS from 'exceljs';

export type TableRow = { row: number; cells: string[] };

/** Why a readable file is refused: the key of its message (importMessage). */
export class ImportLimitError extends Error {
  readonly limit: 'tooManyRows' | 'tooLargeUnpacked';
  constructor(limit: 'tooManyRows' | 'tooLargeUnpacked') {
    super(limit);
    this.limit = limit;
  }
}

type Limits = {
  /** Most data rows (non-blank rows after the header). */
  maxRows: number;
  /** Most bytes all the parts read may unpack to, counted while inflating. */
  maxUnpackedBytes: number;
  /** Called for each row the sheet gives, before any limit is applied. */
  onRow?: () => void;
};

// exceljs's streaming WorkbookReader reads the zip in its stored order and writes a sheet that
// comes before the shared strings (Excel's usual order) to a temporary file, whole. Its part
// readers are used here on parts this file inflates itself, in the order they are needed, so
// every byte is counted and nothing outlives the request. exceljs is pinned (package.json).
type WorkbookParts = {
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(
    iterator: AsyncIterable<unknown>,
    sheetNo: string,
  ): Generator<{ eventType: string; value: AsyncIterable<ExcelJS.Row> }>;
  workbookRels?: Array<{ Id: string; Target: string }>;
  model?: { sheets?: Array<{ rId: string }> };
};

export async function readXlsxTable(zip: Buffer, limits: Limits): Promise<TableRow[]> {
  const entries = zipEntries(zip);
  const part = (name: string) => entries.get(name);
  const rels = part('xl/_rels/workbook.xml.rels');
  const workbook = part('xl/workbook.xml');
  if (!rels || !workbook) throw new Error('not a workbook');
  const budget = { left: limits.maxUnpackedBytes };

  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    sharedStrings: 'cache',
    // dates are numbers with a date format: the styles say which
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  }) as unknown as WorkbookParts;
  await reader._parseRels(inflate(zip, rels, budget));
  await reader._parseWorkbook(inflate(zip, workbook, budget));
  const sheetPath = firstSheetPath(reader);
  const sheet = sheetPath ? part(sheetPath) : undefined;
  if (!sheet) return [];
  const strings = part('xl/sharedStrings.xml');
  const styles = part('xl/styles.xml');
  // A file honest about its sizes is refused before anything is inflated.
  const declared = [rels, workbook, sheet, strings, styles].reduce(
    (sum, e) => sum + (e?.uncompressedSize ?? 0),
    0,
  );
  if (declared > limits.maxUnpackedBytes) throw new ImportLimitError('tooLargeUnpacked');
  if (styles) await reader._parseStyles(inflate(zip, styles, budget));
  if (strings) {
    // the reader caches them; nothing is yielded
    const parsing = reader._parseSharedStrings(inflate(zip, strings, budget));
    while (!(await parsing.next()).done);
  }

  const rows: TableRow[] = [];
  let dataRows = 0;
  for (const { value: worksheet } of reader._parseWorksheet(inflate(zip, sheet, budget), '1')) {
    for await (const row of worksheet) {
      limits.onRow?.();
      if (!row.hasValues) continue;
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        cells[column - 1] = cellString(cell.value);
      });
      const filled = Array.from(cells, (c) => c ?? '');
      if (rows.length > 0 && filled.some((c) => c.trim() !== '')) dataRows += 1;
      if (dataRows > limits.maxRows) throw new ImportLimitError('tooManyRows');
      rows.push({ row: row.number, cells: filled });
    }
  }
  return rows;
}

function firstSheetPath(reader: WorkbookParts): string | undefined {
  const first = reader.model?.sheets?.[0];
  const target = reader.workbookRels?.find((r) => r.Id === first?.rId)?.Target;
  if (!target) return undefined;
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
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

type ZipEntry = {
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  dataStart: number;
};

/** One part, inflated as it is read, as UTF-8 text; fails once the budget is spent. */
function inflate(zip: Buffer, entry: ZipEntry, budget: { left: number }): Readable {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      budget.left -= chunk.length;
      if (budget.left < 0) done(new ImportLimitError('tooLargeUnpacked'));
      else done(null, chunk);
    },
  });
  // characters split between two chunks are joined before the XML parser sees them
  counter.setEncoding('utf8');
  const data = Readable.from([
    zip.subarray(entry.dataStart, entry.dataStart + entry.compressedSize),
  ]);
  const ignore = () => {};
  if (entry.method === 0) return pipeline(data, counter, ignore);
  if (entry.method === 8) return pipeline(data, createInflateRaw(), counter, ignore);
  throw new Error(`unsupported compression method ${entry.method}`);
}

const u16 = (b: Buffer, at: number) => b.readUInt16LE(at);
const u32 = (b: Buffer, at: number) => b.readUInt32LE(at);

/** The zip's central directory: each part's compression, sizes and where its data starts. */
function zipEntries(zip: Buffer): Map<string, ZipEntry> {
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at -= 1) {
    if (u32(zip, at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new Error('no zip directory');
  const count = u16(zip, end + 10);
  let at = u32(zip, end + 16);
  const entries = new Map<string, ZipEntry>();
  for (let i = 0; i < count; i += 1) {
    if (u32(zip, at) !== 0x02014b50) throw new Error('bad zip directory');
    const nameLength = u16(zip, at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const compressedSize = u32(zip, at + 20);
    const uncompressedSize = u32(zip, at + 24);
    const local = u32(zip, at + 42);
    // Zip64 marks its sizes 0xffffffff: far beyond any import's limits
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff) {
      throw new ImportLimitError('tooLargeUnpacked');
    }
    if (u32(zip, local) !== 0x04034b50) throw new Error('bad zip entry');
    const dataStart = local + 30 + u16(zip, local + 26) + u16(zip, local + 28);
    if (dataStart + compressedSize > zip.length) throw new Error('truncated zip entry');
    entries.set(name, { method: u16(zip, at + 10), compressedSize, uncompressedSize, dataStart });
    at += 46 + nameLength + u16(zip, at + 30) + u16(zip, at + 32);
  }
  return entries;
}
