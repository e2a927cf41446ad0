// `npm run check`: types, lint and format side by side. The type checker is native and
// multi-threaded while ESLint and Prettier each keep one core, so running them together takes
// about as long as the slowest; each one's output is printed whole when it ends.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const checks = ['typecheck', 'lint', 'format:check'];

const run = (script) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ['run', '--silent', script], { env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n--- ${script}: ${code === 0 ? 'passed' : 'FAILED'} (${seconds}s)\n`);
      if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      resolve(code === 0);
    });
  });

const results = await Promise.all(checks.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
