// Stops at once, in one line, on a Node.js older than the one the project runs on (package.json
// `engines`): vitest's failure report calls Map.groupBy (Node 21+), and react-router, i18next
// and lighthouse declare Node 22. No dependencies, so even a very old Node gets this far.
import { readFileSync } from 'node:fs';

const wanted = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines
  .node;
// `^22.22.0 || >=24`: the oldest 22 line release and the first later major accepted.
const [, minMinor, nextMajor] = /\^22\.(\d+)\.\d+ \|\| >=(\d+)/.exec(wanted) || [];
const [major, minor] = process.versions.node.split('.').map(Number);
const ok = major === 22 ? minor >= Number(minMinor) : major >= Number(nextMajor);
if (!ok) {
  console.error(
    `Motorpool needs Node.js ${wanted} (22 LTS or 24+); this is ${process.version} at ${process.execPath}. ` +
      'Install Node.js 22 LTS, or run .ci/run, which fetches it.',
  );
  process.exit(1);
}
