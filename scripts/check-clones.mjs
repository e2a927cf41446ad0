// Fails on copied code that is not in scripts/clones-baseline.json, including copies whose names
// and literals were changed: code is compared by its token shape, every identifier one symbol,
// every string, template and number another, keywords and punctuation as they are (import
// declarations left out: their shape says nothing).
//
//   node scripts/check-clones.mjs            check (the lint stage)
//   node scripts/check-clones.mjs --count    print how many pairs of copies there are
//   node scripts/check-clones.mjs --update   drop the baseline's pairs that are gone
//   node scripts/check-clones.mjs --accept   also add today's new pairs (a deliberate choice)
//   node scripts/check-clones.mjs --show <path part>   every pair touching the matching files
//   node scripts/check-clones.mjs --self-test   prove the check on scripts/clone-fixtures
//
// The baseline holds each pair by its two files and the hash of its shape; two files may keep as
// many copies as it lists for them, so an edit beside a copy does not make it new. The baseline
// only shrinks unless --accept is given.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const baselineFile = path.join(root, 'scripts/clones-baseline.json');
// 70 tokens is about eight lines of code: shorter runs are mostly shared idioms (a route's
// options, a select's columns) that read better where they are than behind a helper.
const minTokens = 70;
// A shape seen more often than this is boilerplate of the language, not a copy.
const maxOccurrences = 40;
const ignored = [
  /\.test\.tsx?$/,
  /test-support\.ts$/,
  /^apps\/api\/src\/test\//,
  /^apps\/web\/src\/testing\//,
  /\/locales\//,
  /\/drizzle\//,
  /\/dist\//,
];

function sourceFiles() {
  const listed = execFileSync('git', ['ls-files', 'apps', 'packages/domain/src'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter(
      (file) =>
        /^(apps\/[^/]+\/src|packages\/domain\/src)\/.*\.tsx?$/.test(file) &&
        !ignored.some((pattern) => pattern.test(file)),
    );
}

/** The file's tokens as shapes, with where each starts; imports and export lists left out. */
export function shapesOf(text, jsx) {
  const scanner = ts.createScanner(
    ts.ScriptTarget.Latest,
    true,
    jsx ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard,
    text,
  );
  const { SyntaxKind: K } = ts;
  const tokens = [];
  let skipping = false;
  let atStatementStart = true;
  for (let kind = scanner.scan(); kind !== K.EndOfFileToken; kind = scanner.scan()) {
    if (atStatementStart && kind === K.ImportKeyword) skipping = true;
    if (atStatementStart && kind === K.ExportKeyword) {
      const next = scanner.lookAhead(() => [scanner.scan(), scanner.scan()]);
      const list = (k) => k === K.OpenBraceToken || k === K.AsteriskToken;
      if (list(next[0]) || (next[0] === K.TypeKeyword && list(next[1]))) skipping = true;
    }
    if (!skipping) tokens.push({ shape: shapeOf(kind, scanner), at: scanner.getTokenStart() });
    if (kind === K.SemicolonToken) skipping = false;
    atStatementStart =
      kind === K.SemicolonToken || kind === K.CloseBraceToken || kind === K.OpenBraceToken;
  }
  return tokens;
}

function shapeOf(kind, scanner) {
  switch (kind) {
    case ts.SyntaxKind.Identifier:
    case ts.SyntaxKind.PrivateIdentifier:
      return 'I';
    case ts.SyntaxKind.StringLiteral:
    case ts.SyntaxKind.NoSubstitutionTemplateLiteral:
    case ts.SyntaxKind.TemplateHead:
    case ts.SyntaxKind.TemplateMiddle:
    case ts.SyntaxKind.TemplateTail:
    case ts.SyntaxKind.JsxText:
      return 'S';
    case ts.SyntaxKind.NumericLiteral:
    case ts.SyntaxKind.BigIntLiteral:
      return 'N';
    default:
      return kind === ts.SyntaxKind.Unknown ? scanner.getTokenText() : String(kind);
  }
}

const dataShapes = new Set(
  ['I', 'S', 'N'].concat(
    [
      ts.SyntaxKind.ColonToken,
      ts.SyntaxKind.CommaToken,
      ts.SyntaxKind.DotToken,
      ts.SyntaxKind.OpenBraceToken,
      ts.SyntaxKind.CloseBraceToken,
      ts.SyntaxKind.OpenBracketToken,
      ts.SyntaxKind.CloseBracketToken,
      ts.SyntaxKind.PlusToken,
      ts.SyntaxKind.AsKeyword,
      ts.SyntaxKind.ConstKeyword,
    ].map(String),
  ),
);

function lineOf(text, offset) {
  let line = 1;
  for (let i = 0; i < offset; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}

/** Every pair of places whose token shapes agree for at least minTokens, each pair once. */
export function findClones(files) {
  const all = [];
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const token of shapesOf(text, file.endsWith('.tsx'))) all.push({ ...token, file, text });
  }
  const shapes = all.map((token) => token.shape);
  // Tables of data (message catalogues, value lists, a row's fields named one by one: names,
  // texts, numbers and the punctuation between them) share their shape by design; a window that
  // is nearly all data is no copy.
  const dataSoFar = [0];
  for (const shape of shapes) dataSoFar.push(dataSoFar.at(-1) + (dataShapes.has(shape) ? 1 : 0));
  const isData = (i) => dataSoFar[i + minTokens] - dataSoFar[i] >= minTokens * 0.85;
  const sameFileRun = (i, n) => all[i].file === all[i + n - 1]?.file;
  const windows = new Map();
  for (let i = 0; i + minTokens <= all.length; i += 1) {
    if (!sameFileRun(i, minTokens) || isData(i)) continue;
    const key = shapes.slice(i, i + minTokens).join(' ');
    const list = windows.get(key);
    if (list) list.push(i);
    else windows.set(key, [i]);
  }
  const starts = new Map();
  for (const list of windows.values()) {
    if (list.length < 2 || list.length > maxOccurrences) continue;
    for (const i of list) starts.set(i, list);
  }
  const pairs = new Map();
  for (const [i, list] of starts) {
    for (const j of list) {
      if (j <= i) continue;
      // only where the run begins: one step back is not a match of the same pair
      const earlierI = starts.get(i - 1);
      if (earlierI?.includes(j - 1) && all[i - 1].file === all[i].file) continue;
      let n = minTokens;
      while (
        i + n < j &&
        shapes[i + n] === shapes[j + n] &&
        all[i + n].file === all[i].file &&
        all[j + n]?.file === all[j].file
      )
        n += 1;
      if (all[i].file === all[j].file && i + minTokens > j) continue;
      const a = { file: all[i].file, line: lineOf(all[i].text, all[i].at) };
      const b = { file: all[j].file, line: lineOf(all[j].text, all[j].at) };
      const [first, second] = [a, b].sort(
        (x, y) => x.file.localeCompare(y.file) || x.line - y.line,
      );
      const shape = createHash('sha256')
        .update(shapes.slice(i, i + n).join(' '))
        .digest('hex')
        .slice(0, 16);
      const id = `${first.file}|${second.file}|${shape}`;
      if (!pairs.has(id)) {
        pairs.set(id, { files: [first.file, second.file], shape, tokens: n, first, second });
      }
    }
  }
  return [...pairs.values()];
}

const pairOf = (entry) => entry.files.join(' ');
const countBy = (entries) => {
  const counts = new Map();
  for (const entry of entries) counts.set(pairOf(entry), (counts.get(pairOf(entry)) ?? 0) + 1);
  return counts;
};
// A pair of files may hold as many copies as the baseline gives it: an edit beside a known copy
// changes its extent (and so its hash) without adding a copy. Copies beyond that count, or
// between two files the baseline does not pair, are new.
function newCopies(clones, baseline) {
  const allowed = countBy(baseline);
  const exact = new Set(baseline.map((entry) => `${pairOf(entry)} ${entry.shape}`));
  const used = new Map();
  const fresh = [];
  const ordered = [...clones].sort(
    (a, b) =>
      Number(exact.has(`${pairOf(b)} ${b.shape}`)) - Number(exact.has(`${pairOf(a)} ${a.shape}`)),
  );
  for (const clone of ordered) {
    const pair = pairOf(clone);
    const n = (used.get(pair) ?? 0) + 1;
    used.set(pair, n);
    if (n > (allowed.get(pair) ?? 0)) fresh.push(clone);
  }
  return fresh;
}
const where = (clone) =>
  `${clone.first.file}:${clone.first.line} <-> ${clone.second.file}:${clone.second.line} ` +
  `(${clone.tokens} tokens)`;

function selfTest() {
  const dir = 'scripts/clone-fixtures';
  const files = readdirSync(path.join(root, dir)).map((name) => `${dir}/${name}`);
  const found = findClones(files).map((clone) => clone.files.join(' '));
  const expected = `${dir}/original.ts ${dir}/renamed-copy.ts`;
  if (found.length !== 1 || found[0] !== expected) {
    console.error(`Clone check self-test: expected only ${expected}, found ${found.join('; ')}`);
    process.exit(1);
  }
}

selfTest();
if (process.argv.includes('--self-test')) process.exit(0);

const started = Date.now();
const clones = findClones(sourceFiles());
if (process.argv.includes('--count')) {
  console.log(clones.length);
  process.exit(0);
}
const showIndex = process.argv.indexOf('--show');
if (showIndex > 0) {
  const part = process.argv[showIndex + 1] ?? '';
  for (const c of clones.filter((clone) => clone.files.some((file) => file.includes(part)))) {
    console.log(
      `${c.first.file}:${c.first.line} <-> ${c.second.file}:${c.second.line} (${c.tokens} tokens)`,
    );
  }
  process.exit(0);
}
const baseline = JSON.parse(readFileSync(baselineFile, 'utf8'));
const fresh = newCopies(clones, baseline);
const gone = baseline.length - (clones.length - fresh.length);
const write = (entries) =>
  writeFileSync(
    baselineFile,
    `${JSON.stringify(
      entries
        .map(({ files, shape }) => ({ files, shape }))
        .sort((a, b) => `${a.files}${a.shape}`.localeCompare(`${b.files}${b.shape}`)),
      null,
      1,
    )}\n`,
  );
if (process.argv.includes('--accept')) {
  write(clones);
  console.log(`Clone baseline: ${clones.length} pairs (${fresh.length} added).`);
  process.exit(0);
}
if (process.argv.includes('--update')) {
  if (fresh.length === 0) {
    write(clones);
    console.log(`Clone baseline: ${clones.length} pairs (${gone} gone).`);
    process.exit(0);
  }
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (fresh.length > 0) {
  console.error(
    `Copied code (${fresh.length} new pairs, names and literals aside); move the shared part ` +
      `into one place:\n${fresh.map((clone) => `  ${where(clone)}`).join('\n')}`,
  );
  process.exit(1);
}
if (gone > 0) {
  console.error(
    `${gone} known pairs of copies are gone: ` +
      'run node scripts/check-clones.mjs --update so the baseline keeps shrinking.',
  );
  process.exit(1);
}
console.log(`Clone check: no new copies (${clones.length} known pairs) in ${seconds}s.`);
