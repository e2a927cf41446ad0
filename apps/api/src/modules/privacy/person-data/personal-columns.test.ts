import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../../db/schema/index.ts';
import { personDataCatalogue } from './catalogue.ts';
import { keptReasonOf, personDataTexts } from './texts.ts';

// Every table of the Drizzle schema with its SQL column names.
const schemaTables = new Map(
  Object.values(schema).flatMap((value) => {
    if (!is(value, PgTable)) return [];
    const config = getTableConfig(value);
    return [[config.name, config.columns.map((column) => column.name)] as const];
  }),
);

// The schema's columns a catalogue says nothing about, as table.column.
const unclassified = (catalogue: typeof personDataCatalogue) =>
  [...schemaTables].flatMap(([table, columns]) =>
    columns
      .filter((column) => !catalogue[table]?.columns[column])
      .map((column) => `${table}.${column}`),
  );

const deletes = (erasure: string | null) => erasure === 'delete' || erasure === 'documents';

describe('the personal-data catalogue', () => {
  it('classifies every column of every table in the schema', () => {
    expect(
      unclassified(personDataCatalogue),
      'columns neither exported nor marked as not personal',
    ).toEqual([]);
  });

  it('names no table or column the schema does not have', () => {
    const stale = Object.entries(personDataCatalogue).flatMap(([table, entry]) =>
      Object.keys(entry.columns)
        .filter((column) => !schemaTables.get(table)?.includes(column))
        .map((column) => `${table}.${column}`),
    );
    expect(stale).toEqual([]);
  });

  it('exports and erases every personal column through a way to the person', () => {
    const unreachable = Object.entries(personDataCatalogue).flatMap(([table, entry]) => {
      const personal = Object.entries(entry.columns).filter(([, use]) => 'personal' in use);
      const complete = entry.kind !== null && entry.reach !== null && entry.erasure !== null;
      return personal.length > 0 && !complete ? [table] : [];
    });
    expect(unreachable).toEqual([]);
  });

  it('finds rows by a column the table has', () => {
    const wrong = Object.entries(personDataCatalogue).flatMap(([table, entry]) => {
      const reach = entry.reach;
      if (!reach) return [];
      const column = reach.by === 'actor' ? 'actor_id' : reach.column;
      return schemaTables.get(table)?.includes(column) ? [] : [`${table}.${column}`];
    });
    expect(wrong).toEqual([]);
  });

  it('lets a column go with its row only where the rows are deleted, and nowhere else', () => {
    const mismatched = Object.entries(personDataCatalogue).flatMap(([table, entry]) =>
      Object.entries(entry.columns)
        .filter(([, use]) => 'personal' in use)
        .filter(
          ([, use]) => ('personal' in use && use.personal === 'row') !== deletes(entry.erasure),
        )
        .map(([column]) => `${table}.${column}`),
    );
    expect(mismatched).toEqual([]);
  });

  it('names a column, and every column of a table, that nobody classified', () => {
    const { users, sessions, ...rest } = personDataCatalogue;
    const { phone: _phone, ...usersWithoutPhone } = users!.columns;
    const catalogue = { ...rest, users: { ...users!, columns: usersWithoutPhone } };
    const before = new Set(unclassified(personDataCatalogue));
    expect(unclassified(catalogue).filter((column) => !before.has(column))).toEqual([
      'users.phone',
      ...schemaTables.get('sessions')!.map((column) => `sessions.${column}`),
    ]);
    expect(sessions).toBeDefined();
  });

  it('names every kind in both languages, and says why each kept kind stays', () => {
    const entries = Object.values(personDataCatalogue);
    const kinds = entries.flatMap((entry) => (entry.kind ? [entry.kind] : []));
    for (const language of ['en', 'ar'] as const) {
      const labels = personDataTexts(language).kinds;
      expect(
        kinds.filter((kind) => !labels[kind]),
        language,
      ).toEqual([]);
    }
    // documents are kept only as signed contracts, which tables with a kind column hold
    const kept = entries.filter(
      (entry) =>
        entry.erasure === 'keep' || (entry.erasure === 'documents' && 'kind' in entry.columns),
    );
    expect(kept.filter((entry) => !keptReasonOf[entry.kind!]).map((entry) => entry.kind)).toEqual(
      [],
    );
  });
});
