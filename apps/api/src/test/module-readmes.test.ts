import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index.ts';

// Each module's README names the tables it owns under `## Tables`, one `` `table_name` `` per
// bullet, so a reader finds them in one place and the list cannot go stale unnoticed.
//
// A module owns a table when its own code writes it: a file of the module (tests and test
// support aside) imports the table's Drizzle object from db/schema and passes it to `insert`,
// `update` or `delete`. Reading another module's table (a join for a name) is not owning it.
// No two modules may own one table.

const modulesDir = fileURLToPath(new URL('../modules/', import.meta.url));

// The SQL name of every Drizzle table object, by its export name.
const tableNames = new Map(
  Object.entries(schema).flatMap(([exportName, value]) =>
    is(value, PgTable) ? [[exportName, getTableName(value)] as const] : [],
  ),
);

const schemaImport = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"][^'"]*\/db\/schema\/[^'"]*['"]/g;
const write = /\.(?:insert|update|delete)\(\s*(\w+)\s*[,)]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    const isSource = entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts');
    return isSource && !entry.name.includes('test-support') ? [file] : [];
  });
}

// The tables a file writes, by their SQL names.
function tablesWrittenBy(source: string): string[] {
  const local = new Map<string, string>();
  for (const [, typeOnly, names = ''] of source.matchAll(schemaImport)) {
    if (typeOnly) continue;
    for (const item of names.split(',')) {
      const [imported = '', alias = imported] = item.trim().split(/\s+as\s+/);
      const table = tableNames.get(imported);
      if (table) local.set(alias, table);
    }
  }
  return [...source.matchAll(write)].flatMap(([, name = '']) => local.get(name) ?? []);
}

function ownedTables(moduleName: string): string[] {
  const files = sourceFiles(path.join(modulesDir, moduleName));
  const tables = files.flatMap((file) => tablesWrittenBy(readFileSync(file, 'utf8')));
  return [...new Set(tables)].sort();
}

// The `` `name` `` bullets of the README's `## Tables` section; null without the section.
function listedTables(moduleName: string): string[] | null {
  const lines = readFileSync(path.join(modulesDir, moduleName, 'README.md'), 'utf8').split('\n');
  const start = lines.findIndex((line) => line.trim() === '## Tables');
  if (start < 0) return null;
  const end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  return lines
    .slice(start + 1, end < 0 ? undefined : end)
    .flatMap((line) => /^- `([a-z0-9_]+)`/.exec(line)?.[1] ?? [])
    .sort();
}

const moduleNames = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('module READMEs', () => {
  it('finds the modules and the schema tables', () => {
    expect(moduleNames).toContain('vehicles');
    expect(tableNames.get('vehicles')).toBe('vehicles');
  });

  it.each(moduleNames)('%s lists exactly the tables it owns', (moduleName) => {
    expect(listedTables(moduleName)).toEqual(ownedTables(moduleName));
  });

  it('gives every table one owner at most', () => {
    const owners = new Map<string, string[]>();
    for (const moduleName of moduleNames) {
      for (const table of ownedTables(moduleName)) {
        owners.set(table, [...(owners.get(table) ?? []), moduleName]);
      }
    }
    const shared = [...owners].filter(([, modules]) => modules.length > 1);
    expect(shared).toEqual([]);
  });
});
