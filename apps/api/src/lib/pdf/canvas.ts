// A small page-layout layer over pdfkit for the printed documents (rental papers, payment
// receipts): text drawn run by run in visual order (lib/tabular/bidi-text.ts), positions
// mirrored in Arabic, a cursor moving down the page and new pages when the next block does not
// fit.
import { createRequire } from 'node:module';
import type { Language } from '@motorpool/domain/locale-lists';
import PDFDocument from 'pdfkit';
import { visualRuns, wrapText } from '../tabular/bidi-text.ts';

const require = createRequire(import.meta.url);
const fontDir = '@expo-google-fonts/ibm-plex-sans-arabic';
const fonts = {
  regular: require.resolve(`${fontDir}/400Regular/IBMPlexSansArabic_400Regular.ttf`),
  bold: require.resolve(`${fontDir}/600SemiBold/IBMPlexSansArabic_600SemiBold.ttf`),
};

export const colours = {
  text: '#1f2328',
  muted: '#59636e',
  rule: '#c8ccd2',
  fill: '#f1f3f5',
  accent: '#1971c2',
  mark: '#e03131',
};

export type Font = 'regular' | 'bold';
export type Align = 'start' | 'end' | 'center';
/**
 * `auto`: the text's own first letter decides its direction (a value typed in either
 * language); otherwise the document's language does (labels, headings).
 */
export type TextStyle = { font?: Font; size?: number; colour?: string; auto?: boolean };
export type Doc = InstanceType<typeof PDFDocument>;

/** A column of a table: its share of the width and which side its text keeps to. */
export type Column = { width: number; align?: Align };

const margin = 40;
const footerRoom = 28;

export function createCanvas(language: Language, title: string) {
  const rtl = language === 'ar';
  const doc: Doc = new PDFDocument({
    size: 'A4',
    margin,
    bufferPages: true,
    info: { Title: title, Creator: 'Motorpool' },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const left = margin;
  const right = doc.page.width - margin;
  const bottom = doc.page.height - margin - footerRoom;
  // A leading mark fixes the paragraph's direction whatever its first letter (a plate, a
  // number); bidi-text drops it again before drawing.
  const paragraphMark = rtl ? '\u200f' : '\u200e';

  let y = margin;

  const setStyle = ({ font = 'regular', size = 9, colour = colours.text }: TextStyle) =>
    doc.font(font).fontSize(size).fillColor(colour);

  const options = { lineBreak: false, features: ['kern' as const] };

  const marked = (text: string, style: TextStyle) => (style.auto ? text : paragraphMark + text);

  const measure = (text: string, style: TextStyle = {}) => {
    setStyle(style);
    return visualRuns(marked(text, style)).reduce(
      (sum, run) => sum + doc.widthOfString(run.text, options),
      0,
    );
  };

  /** One line between x0 and x1 (page coordinates); 'start' is the reading side. */
  function line(text: string, x0: number, x1: number, top: number, align: Align, style: TextStyle) {
    setStyle(style);
    const runs = visualRuns(marked(text, style)).map((run) => ({
      text: run.text,
      width: doc.widthOfString(run.text, options),
    }));
    const total = runs.reduce((sum, run) => sum + run.width, 0);
    const side = align === 'center' ? 'center' : (align === 'start') !== rtl ? 'left' : 'right';
    let x = side === 'left' ? x0 : side === 'right' ? x1 - total : x0 + (x1 - x0 - total) / 2;
    for (const run of runs) {
      doc.text(run.text, x, top, options);
      x += run.width;
    }
  }

  const lineHeight = (size: number) => size * 1.45;

  const wrap = (text: string, width: number, style: TextStyle, maxLines = 20) =>
    text
      .split('\n')
      .flatMap((part) => wrapText(part, width, (s) => measure(s, style), maxLines))
      .slice(0, maxLines);

  /** x of a span given from the reading side: offset and width along the line. */
  const span = (offset: number, width: number, x0 = left, x1 = right): [number, number] =>
    rtl ? [x1 - offset - width, x1 - offset] : [x0 + offset, x0 + offset + width];

  function newPage() {
    doc.addPage();
    y = margin;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  function ensure(height: number) {
    if (y + height > bottom) newPage();
  }

  function paragraph(text: string, style: TextStyle = {}, x0 = left, x1 = right) {
    const size = style.size ?? 9;
    for (const part of wrap(text, x1 - x0, style)) {
      ensure(lineHeight(size));
      line(part, x0, x1, y, 'start', style);
      y += lineHeight(size);
    }
  }

  function heading(text: string) {
    ensure(40);
    y += 8;
    line(text, left, right, y, 'start', { font: 'bold', size: 11, colour: colours.accent });
    y += 17;
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.6).stroke(colours.accent);
    y += 6;
  }

  /** Label and value pairs in `columns` side-by-side columns, filled along the reading order. */
  function fields(pairs: Array<[string, string]>, columns = 2) {
    const gap = 16;
    const width = (right - left - gap * (columns - 1)) / columns;
    const labelWidth = Math.min(110, width * 0.45);
    for (let i = 0; i < pairs.length; i += columns) {
      const row = pairs.slice(i, i + columns);
      const laid = row.map(([label, value]) => ({
        label,
        lines: wrap(value, width - labelWidth - 6, { auto: true }, 4),
      }));
      const height = Math.max(...laid.map((cell) => cell.lines.length)) * lineHeight(9);
      ensure(height);
      laid.forEach((cell, n) => {
        const [x0, x1] = span(n * (width + gap), width);
        const [l0, l1] = span(0, labelWidth, x0, x1);
        const [v0, v1] = span(labelWidth + 6, width - labelWidth - 6, x0, x1);
        line(cell.label, l0, l1, y, 'start', { colour: colours.muted });
        cell.lines.forEach((text, k) =>
          line(text, v0, v1, y + k * lineHeight(9), 'start', { auto: true }),
        );
      });
      y += height + 2;
    }
  }

  /** A table: a shaded header row, then rows; the first column is on the reading side. */
  function table(columns: Column[], header: string[], rows: string[][], style: TextStyle = {}) {
    const total = columns.reduce((sum, c) => sum + c.width, 0);
    const widths = columns.map((c) => ((right - left) * c.width) / total);
    const offsets = widths.map((_, i) => widths.slice(0, i).reduce((a, b) => a + b, 0));
    const pad = 4;
    const size = style.size ?? 8.5;
    const drawRow = (cells: string[], head: boolean) => {
      const cellStyle: TextStyle = head
        ? { font: 'bold', size, colour: colours.text }
        : { ...style, size, auto: true };
      const laid = cells.map((cell, i) => wrap(cell, (widths[i] ?? 0) - 2 * pad, cellStyle, 4));
      const height = Math.max(1, ...laid.map((l) => l.length)) * lineHeight(size) + 2 * pad;
      // A table going on over a page break repeats its header row there.
      if (!head && y + height > bottom) {
        newPage();
        drawRow(header, true);
      }
      ensure(height);
      if (head) doc.rect(left, y, right - left, height).fill(colours.fill);
      laid.forEach((lines, i) => {
        const [x0, x1] = span(offsets[i] ?? 0, widths[i] ?? 0);
        lines.forEach((text, k) =>
          line(
            text,
            x0 + pad,
            x1 - pad,
            y + pad + k * lineHeight(size),
            columns[i]?.align ?? 'start',
            cellStyle,
          ),
        );
      });
      y += height;
      doc.moveTo(left, y).lineTo(right, y).lineWidth(0.4).stroke(colours.rule);
    };
    drawRow(header, true);
    for (const row of rows) drawRow(row, false);
  }

  /** The company's name and logo across the top, the document's title under the name. */
  function letterhead(company: { name: string; logo?: Buffer | null }, title: string) {
    const top = y;
    let logoWidth = 0;
    if (company.logo) {
      try {
        const [x0] = span(right - left - 110, 110);
        // The logo keeps to the outer edge: right in English, left in Arabic (pdfkit's default).
        doc.image(company.logo, x0, top, { fit: [110, 44], ...(rtl ? {} : { align: 'right' }) });
        logoWidth = 120;
      } catch {
        // A logo pdfkit cannot read (SVG, WebP) is left out rather than failing the document.
        logoWidth = 0;
      }
    }
    const [x0, x1] = span(0, right - left - logoWidth);
    line(company.name, x0, x1, top, 'start', { font: 'bold', size: 16 });
    line(title, x0, x1, top + 24, 'start', { font: 'bold', size: 13, colour: colours.accent });
    y = Math.max(top + 48, top + (logoWidth ? 50 : 0));
  }

  /** Label and amount lines on the end side of the page, e.g. under a table of amounts. */
  function totals(rows: Array<[string, string, boolean?]>) {
    const width = (right - left) * 0.5;
    const [x0, x1] = span(right - left - width, width);
    y += 4;
    for (const [label, amount, strong] of rows) {
      const style: TextStyle = { font: strong ? 'bold' : 'regular', size: 9.5 };
      ensure(lineHeight(9.5));
      line(label, x0, x1, y, 'start', style);
      line(amount, x0, x1, y, 'end', style);
      y += lineHeight(9.5) + 1;
    }
  }

  /** Footers on every page, once the pages are all laid out; then the bytes. */
  async function finish(footer: (n: number, total: number) => string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise<void>((resolve, reject) => {
      doc.on('end', resolve);
      doc.on('error', reject);
    });
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i += 1) {
      doc.switchToPage(i);
      const top = doc.page.height - margin - 10;
      // Drawing below the bottom margin would make pdfkit add a page.
      doc.page.margins.bottom = 0;
      line(footer(i + 1, range.count), left, right, top, 'center', {
        size: 8,
        colour: colours.muted,
      });
    }
    doc.end();
    await ended;
    return Buffer.concat(chunks);
  }

  return {
    doc,
    rtl,
    left,
    right,
    get y() {
      return y;
    },
    set y(value: number) {
      y = value;
    },
    line,
    measure,
    wrap,
    span,
    ensure,
    paragraph,
    heading,
    fields,
    table,
    letterhead,
    totals,
    lineHeight,
    finish,
  };
}

export type Canvas = ReturnType<typeof createCanvas>;
