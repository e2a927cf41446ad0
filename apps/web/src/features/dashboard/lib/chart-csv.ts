// A chart's data as a CSV file: the same rows the table view shows, headers in the reader's
// language. Cells that start like a formula are quoted so a spreadsheet shows them as text.
const needsQuotes = /[",\n\r]/;
const formulaStart = /^[=+\-@\t\r]/;

function cell(value: string | number): string {
  const text = String(value);
  const safe = typeof value === 'string' && formulaStart.test(text) ? `'${text}` : text;
  return needsQuotes.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(headers: string[], rows: (string | number)[][]): string {
  return [headers, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** A byte-order mark first, so spreadsheet programs read Arabic text as UTF-8. */
export function csvBlob(csv: string): Blob {
  return new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
}
