// Right-to-left text for pdfkit. fontkit shapes Arabic and reverses a run that holds Arabic
// letters, but pdfkit lays words and runs out left to right; so text is cut into runs of one
// bidi level (bidi-js), the runs are put in visual order here, and each is drawn on its own.
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

export type VisualRun = { text: string; rtl: boolean };

// Explicit direction marks and isolates steer the algorithm but have no glyph to draw.
const bidiControls = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const rtlLetter = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

export function hasRtlText(text: string): boolean {
  return rtlLetter.test(text);
}

/** The runs of one line, left to right as drawn; the direction is taken from the text. */
export function visualRuns(text: string): VisualRun[] {
  if (text === '') return [];
  const { levels } = bidi.getEmbeddingLevels(text);
  const runs: Array<{ start: number; end: number; level: number }> = [];
  for (let i = 0; i < text.length; i += 1) {
    const level = levels[i] ?? 0;
    const last = runs.at(-1);
    if (last && last.level === level) last.end = i;
    else runs.push({ start: i, end: i, level });
  }
  reorder(runs);
  return runs
    .map(({ start, end, level }) => {
      const logical = text.slice(start, end + 1).replace(bidiControls, '');
      const rtl = level % 2 === 1;
      if (!rtl) return { text: logical, rtl };
      // Brackets point the other way in right-to-left text; the font has no mirrored forms.
      const mirrored = [...logical].map((c) => bidi.getMirroredCharacter(c) ?? c);
      // fontkit reverses a run holding Arabic letters itself (when laid out as one run, see
      // `features` in pdf-table.ts); digits, spaces and brackets alone are reversed here.
      return { text: hasRtlText(logical) ? mirrored.join('') : mirrored.reverse().join(''), rtl };
    })
    .filter((run) => run.text !== '');
}

// UAX #9 rule L2 on whole runs: from the highest level down to the lowest odd one, reverse
// every stretch of runs at that level or above.
function reorder(runs: Array<{ level: number }>): void {
  const levels = runs.map((r) => r.level);
  const highest = Math.max(...levels);
  const lowestOdd = Math.min(...levels.map((l) => (l % 2 === 1 ? l : l + 1)));
  for (let level = highest; level >= lowestOdd; level -= 1) {
    let i = 0;
    while (i < runs.length) {
      if ((runs[i]?.level ?? 0) < level) {
        i += 1;
        continue;
      }
      let j = i;
      while (j + 1 < runs.length && (runs[j + 1]?.level ?? 0) >= level) j += 1;
      const stretch = runs.slice(i, j + 1).reverse();
      runs.splice(i, stretch.length, ...stretch);
      i = j + 1;
    }
  }
}

/**
 * Breaks text into lines no wider than `width` (at spaces, or inside a word too long for a
 * line), in logical order; at most `maxLines`, the last one ending in an ellipsis if cut.
 */
export function wrapText(
  text: string,
  width: number,
  measure: (s: string) => number,
  maxLines: number,
): string[] {
  const lines: string[] = [];
  let current = '';
  const pushWord = (word: string) => {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (measure(candidate) <= width) {
      current = candidate;
      return;
    }
    if (current !== '') lines.push(current);
    current = '';
    let rest = word;
    while (measure(rest) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut)) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  };
  for (const word of text.split(/\s+/).filter(Boolean)) pushWord(word);
  if (current !== '') lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? '';
  while (last.length > 1 && measure(`${last}…`) > width) last = last.slice(0, -1);
  kept[maxLines - 1] = `${last}…`;
  return kept;
}
