// `npm test`: every check the project has, in order; stops at the first failing stage.
import { spawnSync } from 'node:child_process';

const stages = [
  ['types, lint and format', ['run', 'check']],
  ['unit, component and API tests (PGlite and PostgreSQL)', ['exec', '--', 'vitest', 'run']],
  ['web build', ['run', 'build']],
  ['end-to-end tests (e2e) in Chromium', ['run', 'test:e2e']],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const only = process.argv.slice(2);
let passed = 0;
for (const [name, args] of stages) {
  if (only.length > 0 && !only.some((word) => name.includes(word))) continue;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(npm, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds}s`);
    console.log(`stages: ${passed} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds}s)`);
  passed += 1;
}
console.log(`stages: ${passed} passed, 0 failed`);
