// Fails on copy-pasted code that is not in scripts/duplicates-baseline.json.
// `node scripts/check-duplicates.mjs --update` rewrites the baseline from the current tree.
// A clone is known by its two files and the hash of its code, not by line numbers, so edits
// elsewhere in those files keep it known; a known clone that shrinks stays known too.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';

const root = path.resolve(import.meta.dirname, '..');
const baselineFile = path.join(root, 'scripts/duplicates-baseline.json');
const ignored = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/test-support.ts',
  '**/apps/api/src/test/**',
  '**/apps/web/src/testing/**',
  '**/locales/**',
  '**/drizzle/**',
  '**/dist/**',
  '**/node_modules/**',
];

function findClones() {
  const output = mkdtempSync(path.join(tmpdir(), 'jscpd-'));
  try {
    const run = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/jscpd/bin/jscpd'),
        ...['--min-tokens', '70', '--min-lines', '8', '--format', 'typescript,tsx'],
        ...['--ignore', ignored.join(','), '--reporters', 'json', '--output', output],
        ...['--absolute', '--silent', '--no-colors', 'apps', 'packages'],
      ],
      { cwd: root, encoding: 'utf8' },
    );
    if (run.status !== 0) {
      console.error(run.stdout, run.stderr);
      throw new Error(`jscpd exited with ${run.status}`);
    }
    const report = JSON.parse(readFileSync(path.join(output, 'jscpd-report.json'), 'utf8'));
    return report.duplicates.map(toClone);
  } finally {
    rmSync(output, { recursive: true, force: true });
  }
}

const normalize = (code) => code.replace(/\s+/g, ' ').trim();

function toClone(duplicate) {
  const places = [duplicate.firstFile, duplicate.secondFile]
    .map((file) => ({ file: path.relative(root, file.name), line: file.start }))
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  const code = normalize(duplicate.fragment);
  return {
    files: places.map((place) => place.file),
    hash: createHash('sha256').update(code).digest('hex').slice(0, 16),
    lines: duplicate.lines,
    code,
    where: places.map((place) => `${place.file}:${place.line}`).join(' <-> '),
  };
}

const samePair = (a, b) => a.files[0] === b.files[0] && a.files[1] === b.files[1];
const isKnown = (clone, baseline) =>
  baseline.some(
    (known) =>
      samePair(clone, known) && (known.hash === clone.hash || known.code.includes(clone.code)),
  );

const started = Date.now();
const clones = findClones();

if (process.argv.includes('--update')) {
  const entries = clones
    .map(({ files, hash, lines, code }) => ({ files, hash, lines, code }))
    .sort((a, b) => `${a.files}${a.hash}`.localeCompare(`${b.files}${b.hash}`));
  const options = { ...(await resolveConfig(baselineFile)), filepath: baselineFile };
  writeFileSync(baselineFile, await format(JSON.stringify(entries), options));
  console.log(`Wrote ${entries.length} known clones to ${path.relative(root, baselineFile)}.`);
  process.exit(0);
}

const baseline = JSON.parse(readFileSync(baselineFile, 'utf8'));
const fresh = clones.filter((clone) => !isKnown(clone, baseline));
const gone = baseline.filter((known) => !clones.some((clone) => isKnown(clone, [known])));
const seconds = ((Date.now() - started) / 1000).toFixed(1);

if (fresh.length > 0) {
  console.error(
    `New copy-pasted code (${fresh.length}); move the shared part into one place:\n` +
      fresh.map((clone) => `  ${clone.where} (${clone.lines} lines)`).join('\n') +
      '\nA known clone whose files were renamed: run node scripts/check-duplicates.mjs --update.',
  );
  process.exit(1);
}
const removed = gone.length > 0 ? `; ${gone.length} known clones are gone (run with --update)` : '';
console.log(`Duplicates check: no new clones (${clones.length} known) in ${seconds}s${removed}.`);
