// Proves that the boundary rules of eslint.config.js still fire: each fixture in
// scripts/lint-fixtures must be reported by the named rule on exactly its marked lines, and each
// entry of knownBoundaryViolations must still break a rule (else it is to be removed).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import config, { knownBoundaryViolations, knownLongFiles, maxLines } from '../eslint.config.js';

const root = path.resolve(import.meta.dirname, '..');
const fixtures = path.join(root, 'scripts/lint-fixtures');
const boundaryRules = [
  'import-x/no-restricted-paths',
  'import-x/no-cycle',
  'no-restricted-imports',
  'no-restricted-syntax',
];
const failures = [];
const fail = (where, problem) => failures.push(`${where}: ${problem}`);

// "line:rule" for every rule named on a line that ends with `// expect: <rule>[, <rule>]`.
const expectedReports = (text) =>
  text.split('\n').flatMap((line, index) => {
    const marker = /\/\/ expect: (.+?)\s*$/.exec(line);
    return marker ? marker[1].split(/,\s*/).map((rule) => `${index + 1}:${rule}`) : [];
  });

function compare(where, text, messages) {
  for (const message of messages.filter((m) => m.fatal)) fail(where, message.message);
  const actual = messages
    .filter((m) => boundaryRules.includes(m.ruleId))
    .map((m) => `${m.line}:${m.ruleId}`)
    .sort();
  const expected = expectedReports(text).sort();
  for (const report of expected.filter((e) => !actual.includes(e)))
    fail(where, `expected a report of ${report.replace(':', ' (line) ')}, got none`);
  for (const report of actual.filter((a, i) => !expected.includes(a) || actual.indexOf(a) !== i)) {
    const message = messages.find((m) => `${m.line}:${m.ruleId}` === report)?.message;
    fail(where, `unexpected report on line ${report.replace(':', ': ')}: ${message}`);
  }
}

// A relative import that resolves to nothing is silently skipped by the zone rule, which would
// turn a fixture into a test that cannot fail.
function checkTargetsExist(where, lintAs, text) {
  for (const [, specifier] of text.matchAll(/from '(\.[^']+)'/g)) {
    if (!existsSync(path.resolve(path.dirname(path.join(root, lintAs)), specifier)))
      fail(where, `import target ${specifier} does not exist: point the fixture at a real file`);
  }
}

const eslint = new ESLint({ cwd: root });

for (const name of readdirSync(fixtures).filter((file) => /\.tsx?$/.test(file))) {
  const where = `scripts/lint-fixtures/${name}`;
  const text = readFileSync(path.join(fixtures, name), 'utf8');
  const lintAs = /^\/\/ lint-as: (\S+)/.exec(text)?.[1];
  if (!lintAs) {
    fail(where, 'the first line must be // lint-as: <path>');
    continue;
  }
  checkTargetsExist(where, lintAs, text);
  const [result] = await eslint.lintText(text, {
    filePath: path.join(root, lintAs),
    warnIgnored: true,
  });
  compare(`${where} (as ${lintAs})`, text, result.messages);
}

// The cycle needs two real files, so it is linted where it lies, with the options the config
// gives to each app's sources.
const sources = ['apps/api/src/app.ts', 'apps/web/src/main.tsx', 'packages/domain/src/errors.ts'];
const cycleOptions = [];
for (const file of sources) {
  const rule = (await eslint.calculateConfigForFile(path.join(root, file))).rules?.[
    'import-x/no-cycle'
  ];
  if (!rule || ![2, 'error'].includes(Array.isArray(rule) ? rule[0] : rule))
    fail(file, 'import-x/no-cycle is not an error for this file');
  else cycleOptions.push(JSON.stringify(rule));
}
if (cycleOptions.length > 0) {
  const cycles = new ESLint({
    cwd: root,
    ignore: false,
    overrideConfig: {
      files: ['scripts/lint-fixtures/cycle/*.ts'],
      rules: { 'import-x/no-cycle': JSON.parse(cycleOptions[0]) },
    },
  });
  for (const result of await cycles.lintFiles(['scripts/lint-fixtures/cycle/*.ts'])) {
    const where = path.relative(root, result.filePath);
    compare(where, readFileSync(result.filePath, 'utf8'), result.messages);
  }
}

// Each known violator, linted with the boundary rules on, must still break one of them.
const withoutExemptions = config.map((block) =>
  block.rules?.['import-x/no-restricted-paths'] && block.ignores
    ? { ...block, ignores: block.ignores.filter((f) => !knownBoundaryViolations.includes(f)) }
    : block,
);
const strict = new ESLint({ cwd: root, overrideConfigFile: true, baseConfig: withoutExemptions });
for (const file of knownBoundaryViolations) {
  const where = `knownBoundaryViolations: ${file}`;
  if (!existsSync(path.join(root, file))) {
    fail(where, 'the file is gone: remove the entry');
    continue;
  }
  const [result] = await strict.lintFiles([file]);
  if (!result.messages.some((m) => m.ruleId === 'import-x/no-restricted-paths'))
    fail(where, 'it breaks no boundary rule any more: remove the entry');
}

// Each known long file, linted at the limit, must still be over it (else it is to be removed).
const atLimit = new ESLint({
  cwd: root,
  overrideConfig: {
    files: knownLongFiles,
    rules: { 'max-lines': ['error', { max: maxLines, skipBlankLines: true, skipComments: true }] },
  },
});
for (const file of knownLongFiles) {
  const where = `knownLongFiles: ${file}`;
  if (!existsSync(path.join(root, file))) {
    fail(where, 'the file is gone: remove the entry');
    continue;
  }
  const [result] = await atLimit.lintFiles([file]);
  if (!result.messages.some((m) => m.ruleId === 'max-lines'))
    fail(where, `it fits in ${maxLines} lines now: remove the entry`);
}

if (failures.length > 0) {
  console.error(`Lint rule check failed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('Lint rule check: every boundary rule fires on its fixtures.');
