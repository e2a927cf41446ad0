// Cell values as they leave in a file.

export type CellValue = string | number | null | undefined;

// Phone numbers and signed numbers start with + or - but are no formula.
const plainNumber = /^[+-]?\d[\d\s]*(\.\d+)?$/;
const formulaStart = /^[=+\-@\t\r]/;

/**
 * A spreadsheet treats a text cell starting with = + - @ as a formula (CSV injection): such
 * text gets a leading apostrophe, which spreadsheets show as "this is text". The importer
 * removes it again (`restoreCell`).
 */
export function neutraliseCell(text: string): string {
  return formulaStart.test(text) && !plainNumber.test(text) ? `'${text}` : text;
}

export function restoreCell(text: string): string {
  return text.startsWith("'") && formulaStart.test(text.slice(1)) ? text.slice(1) : text;
}

export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'number' ? String(value) : value;
}

/** `attachment; filename=...` with an ASCII fallback and the RFC 5987 UTF-8 form. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
