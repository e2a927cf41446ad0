// Fails when API modules depend on each other in a circle, through any of their files (type
// imports included): a module's folder imports another's ports, so the arrows between folders
// must form no loop. Test code is left out: a test may drive several modules at once.
// `--self-test` first proves the check on scripts/module-cycle-fixtures, which holds a loop.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const isTest = (file) => /\.test\.tsx?$|test-support\.ts$/.test(file);

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return /\.tsx?$/.test(name) && !isTest(name) ? [full] : [];
  });
}

/** module -> the modules its files import (`from '../<other>/…'`, at any depth). */
export function moduleGraph(modulesDir) {
  const graph = new Map();
  for (const name of readdirSync(modulesDir).sort()) {
    const dir = path.join(modulesDir, name);
    if (!statSync(dir).isDirectory()) continue;
    const deps = new Set();
    for (const file of filesUnder(dir)) {
      const text = readFileSync(file, 'utf8');
      for (const [, specifier] of text.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
        const target = path.relative(modulesDir, path.resolve(path.dirname(file), specifier));
        const [other] = target.split(path.sep);
        if (other && other !== name && !other.startsWith('..')) deps.add(other);
      }
    }
    graph.set(name, [...deps].sort());
  }
  return graph;
}

/** Every loop, each once, as the list of modules around it. */
export function cyclesOf(graph) {
  const found = new Map();
  const visit = (start, node, trail) => {
    for (const next of graph.get(node) ?? []) {
      if (next === start) {
        const loop = [...trail];
        const first = loop.indexOf([...loop].sort()[0]);
        const key = [...loop.slice(first), ...loop.slice(0, first)].join(' -> ');
        found.set(key, key);
      } else if (!trail.includes(next) && next > start) visit(start, next, [...trail, next]);
    }
  };
  for (const start of graph.keys()) visit(start, start, [start]);
  return [...found.values()].sort();
}

const fixtures = path.join(root, 'scripts/module-cycle-fixtures/modules');
const fixtureCycles = cyclesOf(moduleGraph(fixtures));
if (fixtureCycles.join() !== 'alpha -> beta -> gamma') {
  console.error(`Module cycle check: the fixture's loop was not found (got ${fixtureCycles}).`);
  process.exit(1);
}
if (process.argv.includes('--self-test')) process.exit(0);

const cycles = cyclesOf(moduleGraph(path.join(root, 'apps/api/src/modules')));
if (cycles.length > 0) {
  console.error(
    'API modules that depend on each other in a circle; let the one that needs the other ' +
      'declare a port in its ports.ts and the composition root hand it over:\n' +
      cycles.map((cycle) => `  ${cycle} -> ${cycle.split(' -> ')[0]}`).join('\n'),
  );
  process.exit(1);
}
console.log('Module cycle check: no module depends on itself through others.');
