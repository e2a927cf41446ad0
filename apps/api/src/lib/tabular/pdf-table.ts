// The PDF export: a table with its header row on every page, the title, the generation date
// and page numbers; in Arabic the table is mirrored (first column on the right).
import { once } from 'node:events';
import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { cellText } from './cells.ts';
import { visualRuns, wrapText } from './bidi-text.ts';
import type { TableSource } from './export.ts';

const require = createRequire(import.meta.url);
const fontDir = '@expo-google-fonts/ibm-plex-sans-arabic';
const fonts = {
  regular: require.resolve(`${fontDir}/400Regular/IBMPlexSansArabic_400Regular.ttf`),
  bold: require.resolve(`${fontDir}/600SemiBold/IBMPlexSansArabic_600SemiBold.ttf`),
};

const margin = 36;
const fontSize = 9;
const lineHeight = 13;
const padding = 4;
const maxLinesPerCell = 4;
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
  const columnWidth = (right - left) / Math.max(1, source.headers.length);
  const columnX = (index: number) =>
    rtl ? right - (index + 1) * columnWidth : left + index * columnWidth;
  const generatedAt = new Date().toISOString().slice(0, 16).replace('T', ' ');

  let pageNumber = 0;
  let y = 0;
  let striped = false;

  const startPage = (first: boolean) => {
    if (!first) doc.addPage();
    pageNumber += 1;
    y = margin;
    if (first) {
      drawLine(doc, source.title, left, right, y, rtl ? 'right' : 'left', 'bold', 15);
      y += 22;
      const stamp = `${text.generated}: \u2066${generatedAt} UTC\u2069`;
      drawLine(doc, stamp, left, right, y, rtl ? 'right' : 'left', 'regular', 9);
      y += 20;
    }
    const footer = `${text.page} ${pageNumber}`;
    drawLine(doc, footer, left, right, doc.page.height - margin - 10, 'center', 'regular', 8);
    y = drawRow(source.headers, true);
  };

  const layoutRow = (cells: string[], header: boolean) => {
    doc.font(header ? 'bold' : 'regular').fontSize(fontSize);
    const inner = columnWidth - 2 * padding;
    const lines = cells.map((cell) =>
      wrapText(cell, inner, (s) => doc.widthOfString(s), maxLinesPerCell),
    );
    const height = Math.max(1, ...lines.map((l) => l.length)) * lineHeight + 2 * padding;
    return { lines, height };
  };

  const drawRow = (cells: string[], header: boolean): number => {
    const { lines, height } = layoutRow(cells, header);
    if (header || striped) {
      doc.rect(left, y, right - left, height).fill(header ? colours.headerFill : colours.stripe);
    }
    doc
      .moveTo(left, y + height)
      .lineTo(right, y + height)
      .lineWidth(0.5)
      .stroke(colours.rule);
    lines.forEach((cellLines, index) => {
      const x = columnX(index);
      cellLines.forEach((line, n) => {
        const align = rtl ? 'right' : 'left';
        const top = y + padding + n * lineHeight;
        drawLine(
          doc,
          line,
          x + padding,
          x + columnWidth - padding,
          top,
          align,
          header ? 'bold' : 'regular',
          fontSize,
        );
      });
    });
    return y + height;
  };

  startPage(true);

  for await (const page of source.rows) {
    for (const values of page) {
      const cells = values.map(cellText);
      if (y + layoutRow(cells, false).height > bottom) startPage(false);
      striped = !striped;
      y = drawRow(cells, false);
    }
  }
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
