// The PDF export: a table with its header row on every page, the title, the generation time
// in the company's time zone and page numbers; in Arabic the table is mirrored (first column
// on the right). Landscape, small type, columns as wide as their content needs. A summary
// (e.g. the totals) follows the table: its title, then each label with its value beside it.
import { once } from 'node:events';
import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { cellText } from './cells.ts';
import { visualRuns, wrapText } from './bidi-text.ts';
import type { ExportSummary, TableSource } from './export.ts';
import { columnWidths } from './pdf-columns.ts';
import { generatedStamp } from './pdf-stamp.ts';

const require = createRequire(import.meta.url);
const fontDir = '@expo-google-fonts/ibm-plex-sans-arabic';
const fonts = {
  regular: require.resolve(`${fontDir}/400Regular/IBMPlexSansArabic_400Regular.ttf`),
  bold: require.resolve(`${fontDir}/600SemiBold/IBMPlexSansArabic_600SemiBold.ttf`),
};

const margin = 24;
const fontSize = 7;
const headerFontSize = 6.5;
const lineHeight = 8.5;
const padding = 2.5;
const maxLinesPerCell = 3;
// A code (VIN, branch code) never breaks inside: a long one is set smaller, down to this size.
const smallestCodeSize = 4.5;
const summaryFontSize = 8;
const summaryLineHeight = 11;
const colours = { rule: '#c8ccd2', headerFill: '#e9ecef', stripe: '#f7f8f9', text: '#1f2328' };

const labels = {
  en: { generated: 'Generated', page: 'Page', rows: 'rows' },
  ar: { generated: 'تاريخ الإنشاء', page: 'صفحة', rows: 'صفوف' },
} as const;

type Doc = InstanceType<typeof PDFDocument>;

export async function writePdfTable(out: Writable, source: TableSource): Promise<void> {
  const rtl = source.language === 'ar';
  const text = labels[source.language];
  const doc: Doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin,
    info: { Title: source.title, Creator: 'Motorpool' },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.pipe(out);

  const left = margin;
  const right = doc.page.width - margin;
  const bottom = doc.page.height - margin - lineHeight - 6;
  const iterator = source.rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  const sample = first.done ? [] : first.value.map((values) => values.map(cellText));
  const widths = columnWidths(source.headers, sample, right - left, (text, bold) =>
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(bold ? headerFontSize : fontSize)
      .widthOfString(text),
  );
  const offsets = widths.map((_, i) => widths.slice(0, i).reduce((sum, w) => sum + w, 0));
  const columnX = (index: number) =>
    rtl ? right - (offsets[index] ?? 0) - (widths[index] ?? 0) : left + (offsets[index] ?? 0);
  const generatedAt = generatedStamp(new Date(), source.language, source.timeZone);

  let pageNumber = 0;
  let y = 0;
  let striped = false;

  const startPage = (first: boolean, tableHeader = true) => {
    if (!first) doc.addPage();
    pageNumber += 1;
    y = margin;
    if (first) {
      drawLine(doc, source.title, left, right, y, rtl ? 'right' : 'left', 'bold', 15);
      y += 22;
      const stamp = `${text.generated}: \u2068${generatedAt}\u2069`;
      drawLine(doc, stamp, left, right, y, rtl ? 'right' : 'left', 'regular', 9);
      y += 20;
    }
    const footer = `${text.page} ${pageNumber}`;
    drawLine(doc, footer, left, right, doc.page.height - margin - 10, 'center', 'regular', 8);
    if (tableHeader) y = drawRow(source.headers, true);
  };

  type Cell = { lines: string[]; size: number };
  const layoutRow = (cells: string[], header: boolean) => {
    const size = header ? headerFontSize : fontSize;
    doc.font(header ? 'bold' : 'regular').fontSize(size);
    const laid: Cell[] = cells.map((cell, index) => {
      const inner = (widths[index] ?? 0) - 2 * padding;
      const measure = (s: string) => doc.widthOfString(s);
      const wide = measure(cell);
      if (!header && cell !== '' && !/\s/.test(cell) && wide > inner) {
        return { lines: [cell], size: Math.max(smallestCodeSize, (fontSize * inner) / wide) };
      }
      return { lines: wrapText(cell, inner, measure, maxLinesPerCell), size };
    });
    const height = Math.max(1, ...laid.map((c) => c.lines.length)) * lineHeight + 2 * padding;
    return { laid, height };
  };

  const drawRow = (cells: string[], header: boolean): number => {
    const { laid, height } = layoutRow(cells, header);
    if (header || striped) {
      doc.rect(left, y, right - left, height).fill(header ? colours.headerFill : colours.stripe);
    }
    doc
      .moveTo(left, y + height)
      .lineTo(right, y + height)
      .lineWidth(0.5)
      .stroke(colours.rule);
    laid.forEach((cell, index) => {
      const x = columnX(index);
      const width = widths[index] ?? 0;
      cell.lines.forEach((line, n) => {
        const align = rtl ? 'right' : 'left';
        const top = y + padding + n * lineHeight + (fontSize - cell.size) / 2;
        drawLine(
          doc,
          line,
          x + padding,
          x + width - padding,
          top,
          align,
          header ? 'bold' : 'regular',
          cell.size,
        );
      });
    });
    return y + height;
  };

  // Labels in one column, values (right-aligned, left-aligned in Arabic) in the next; the
  // block moves to a page of its own rather than split.
  const drawSummary = (summary: ExportSummary) => {
    const lines = summary.lines.map((line) => ({ label: line.label, value: cellText(line.value) }));
    const measure = (s: string, font: 'regular' | 'bold') =>
      doc
        .font(font)
        .fontSize(summaryFontSize)
        .widthOfString(s, { features: ['kern'] });
    const labelWidth = Math.max(0, ...lines.map((l) => measure(l.label, 'bold'))) + 16;
    const valueWidth = Math.max(0, ...lines.map((l) => measure(l.value, 'regular')));
    y += 12;
    if (y + (lines.length + 1.5) * summaryLineHeight > bottom) startPage(false, false);
    drawLine(doc, summary.title, left, right, y, rtl ? 'right' : 'left', 'bold', 10);
    y += summaryLineHeight * 1.5;
    const put = (s: string, x: number, width: number, align: 'left' | 'right', bold: boolean) =>
      drawLine(doc, s, x, x + width, y, align, bold ? 'bold' : 'regular', summaryFontSize);
    for (const line of lines) {
      const labelX = rtl ? right - labelWidth : left;
      put(line.label, labelX, labelWidth, rtl ? 'right' : 'left', true);
      const valueX = rtl ? labelX - valueWidth : labelX + labelWidth;
      put(line.value, valueX, valueWidth, rtl ? 'left' : 'right', false);
      y += summaryLineHeight;
    }
  };

  startPage(true);

  const rest = async function* () {
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      yield next.value;
    }
  };
  const pages = async function* () {
    if (!first.done) yield first.value;
    yield* rest();
  };
  for await (const page of pages()) {
    for (const values of page) {
      const cells = values.map(cellText);
      if (y + layoutRow(cells, false).height > bottom) startPage(false);
      striped = !striped;
      y = drawRow(cells, false);
    }
  }
  if (source.summary) drawSummary(source.summary);
  doc.end();
  await once(doc, 'end');
}

/** One line of mixed-direction text between x0 and x1, its runs drawn in visual order. */
function drawLine(
  doc: Doc,
  line: string,
  x0: number,
  x1: number,
  y: number,
  align: 'left' | 'right' | 'center',
  font: 'regular' | 'bold',
  size: number,
): void {
  doc.font(font).fontSize(size).fillColor(colours.text);
  // With `features` set, pdfkit hands the whole run to fontkit instead of word by word, so
  // fontkit puts the words of an Arabic run in right-to-left order too.
  const options = { lineBreak: false, features: ['kern' as const] };
  const runs = visualRuns(line).map((run) => ({
    ...run,
    width: doc.widthOfString(run.text, options),
  }));
  const total = runs.reduce((sum, run) => sum + run.width, 0);
  let x = align === 'left' ? x0 : align === 'right' ? x1 - total : x0 + (x1 - x0 - total) / 2;
  for (const run of runs) {
    doc.text(run.text, x, y, options);
    x += run.width;
  }
}
