// Column widths of the PDF table from what the columns hold (the header and a sample of rows).
// Each column gets at least its longest word, so codes and names are not cut mid-word; then
// the fewest lines a row can take: widths for one line if the page allows, else two, else
// three, the room left shared in proportion.

const minimumWidth = 22;
const cellPadding = 5;
// Text is not measured exactly where it wraps: a little slack keeps it within its lines.
const wrapSlack = 1.15;

export function columnWidths(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  available: number,
  measure: (text: string, bold: boolean) => number,
  maxLines = 3,
): number[] {
  const longestWord = (text: string, bold: boolean) =>
    Math.max(0, ...text.split(/\s+/).map((word) => measure(word, bold)));
  const columns = headers.map((header, index) => {
    const cells = rows.map((row) => row[index] ?? '');
    const words = Math.max(
      minimumWidth,
      longestWord(header, true) + cellPadding,
      ...cells.map((cell) => longestWord(cell, false) + cellPadding),
    );
    const full = Math.max(words, ...cells.map((cell) => measure(cell, false) + cellPadding));
    return { words, full };
  });
  const share = (need: number[]) => {
    const total = need.reduce((a, b) => a + b, 0);
    return need.map((n) => (n * available) / total);
  };
  for (let lines = 1; lines <= maxLines; lines += 1) {
    const need = columns.map((c) =>
      Math.min(
        c.full,
        Math.max(c.words, ((c.full - cellPadding) / lines) * wrapSlack + cellPadding),
      ),
    );
    if (need.reduce((a, b) => a + b, 0) <= available) return share(need);
  }
  // Even three lines do not fit: every column shrinks toward its longest word, and below that
  // in proportion (codes are then set smaller).
  const words = columns.map((c) => c.words);
  const wordsTotal = words.reduce((a, b) => a + b, 0);
  if (wordsTotal >= available) return share(words);
  const most = columns.map((c) =>
    Math.max(c.words, (c.full - cellPadding) / maxLines + cellPadding),
  );
  const wish = most.reduce((a, b, i) => a + b - (words[i] ?? 0), 0);
  return most.map(
    (m, i) => (words[i] ?? 0) + ((m - (words[i] ?? 0)) * (available - wordsTotal)) / wish,
  );
}
