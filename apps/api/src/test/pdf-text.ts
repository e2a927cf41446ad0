import { spawnSync } from 'node:child_process';

// pdftotext (poppler-utils) reads the text layer back when the machine has it; else null and
// the tests check what they can of the bytes. It marks out right-to-left runs with bidi
// embedding controls, which are dropped here.
export function pdfText(pdf: Buffer): string | null {
  const run = spawnSync('pdftotext', ['-q', '-', '-'], { input: pdf, encoding: 'utf8' });
  if (run.status !== 0) return null;
  return run.stdout.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
}
