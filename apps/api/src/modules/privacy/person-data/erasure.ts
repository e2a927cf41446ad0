// A person's erasure in every company and on the platform, in one transaction: their identity
// rows become anonymous stand-ins, what only concerns them is deleted with its files, and what
// the law keeps stays without their name, contact details or notes (docs/product/privacy.md).
// Nothing changes while any company has a rental of theirs in progress.
import { randomBytes } from 'node:crypto';
import type { Language } from '@motorpool/domain/locale-lists';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/engine.ts';
import { recordAudits } from '../../audit/ports.ts';
import type { FileService } from '../../files/ports.ts';
import { personDataCatalogue } from './catalogue.ts';
import type { ErasedAs, TableEntry } from './catalogue-types.ts';
import {
  columnValues,
  countRows,
  deleteRows,
  enterCompany,
  forgetFinished,
  ident,
  identityTexts,
  listCompanies,
  rentalsInProgress,
  replaceMentions,
  updateRows,
  walkPerson,
} from './person-rows.ts';
import { keptReasonOf, personDataTexts } from './texts.ts';

export type ErasureOutcome =
  | { done: true; kept: { kind: string; count: number; reason: string }[] }
  | { done: false; blockedBy: 'rental_in_progress'; companies: string[] };

/** The file service's part erasure uses: deleting stored files inside the transaction. */
export type StoredFileEraser = Pick<FileService, 'discardAll'>;

type Kept = Map<string, number>;
/** What one erasure gathers: the kept counts, and how the person was named in each company. */
type Progress = { kept: Kept; mentions: string[] };

const markerOf = (tag: string) => `Deleted person ${tag}`;

// What each rule writes; `kept` and `row` write nothing (the row stays as it is, or goes).
function assignment(column: string, rule: ErasedAs, tag: string): SQL | null {
  const target = ident(column);
  switch (rule) {
    case 'first':
      return sql`${target} = 'Deleted'`;
    case 'last':
      return sql`${target} = ${`person ${tag}`}`;
    case 'name':
      return sql`${target} = ${markerOf(tag)}`;
    case 'email':
      return sql`${target} = 'deleted-' || id::text || '@invalid'`;
    case 'blank':
      return sql`${target} = ''`;
    case 'null':
      return sql`${target} = NULL`;
    case 'off':
      return sql`${target} = false`;
    case 'kept':
    case 'row':
      return null;
  }
}

function assignments(entry: TableEntry, tag: string): SQL[] {
  const written = Object.entries(entry.columns).flatMap(([column, use]) => {
    const set = 'personal' in use ? assignment(column, use.personal, tag) : null;
    return set ? [set] : [];
  });
  const also = Object.entries(entry.alsoSets ?? {}).map(
    ([column, value]) => sql`${ident(column)} = ${value}`,
  );
  return [...written, ...also];
}

// The stored files a kept row names in a column that erasure clears (a drawn signature).
const clearedFileColumns = (entry: TableEntry) =>
  Object.entries(entry.columns)
    .filter(
      ([column, use]) => column.endsWith('file_id') && 'personal' in use && use.personal === 'null',
    )
    .map(([column]) => column);

async function eraseTable(
  tx: Tx,
  files: StoredFileEraser,
  table: string,
  entry: TableEntry,
  where: SQL,
  tag: string,
  progress: Progress,
): Promise<void> {
  const { kept } = progress;
  const keep = (count: number) => {
    if (count > 0 && entry.kind) kept.set(entry.kind, (kept.get(entry.kind) ?? 0) + count);
  };
  if (entry.erasure === 'anonymise') {
    progress.mentions.push(...(await identityTexts(tx, table, where)));
  }
  if (entry.erasure === 'delete') return deleteRows(tx, table, where);
  if (entry.erasure === 'documents') {
    // A signed contract is a rental contract the law keeps; every other document goes.
    const hasKind = 'kind' in entry.columns;
    const going = hasKind ? sql`${where} AND kind <> 'contract'` : where;
    const fileIds = await columnValues(tx, table, 'file_id', going);
    await deleteRows(tx, table, going);
    await files.discardAll(tx, fileIds);
    if (hasKind) keep(await countRows(tx, table, where));
    return;
  }
  const cleared: string[] = [];
  for (const column of clearedFileColumns(entry)) {
    cleared.push(...(await columnValues(tx, table, column, where)));
  }
  if (entry.erasure === 'keep') keep(await countRows(tx, table, where));
  await updateRows(tx, table, assignments(entry, tag), where);
  await files.discardAll(tx, cleared);
}

// Where others' rows name the person: their text replaced, finished queue items deleted.
async function forgetMentions(
  tx: Tx,
  scope: TableEntry['scope'],
  mentions: readonly string[],
  marker: string,
): Promise<void> {
  for (const [table, entry] of Object.entries(personDataCatalogue)) {
    if (entry.scope !== scope) continue;
    for (const column of entry.mentions ?? []) {
      await replaceMentions(tx, table, column, mentions, marker);
    }
    if (entry.finished) await forgetFinished(tx, table, entry.finished, mentions);
  }
}

export async function erasePerson(
  database: Database,
  files: StoredFileEraser,
  email: string,
  language: Language,
  now: Date,
): Promise<ErasureOutcome> {
  // The marker's tag is random: one derived from the address would let anyone who knows an
  // address find its anonymous records again.
  const tag = randomBytes(2).toString('hex');
  const kept: Kept = new Map();
  const marker = markerOf(tag);
  // how the person was named in any company, for the platform's queue
  const everywhere: string[] = [];
  const blocked = await database.db.transaction(async (tx) => {
    const companies = await listCompanies(tx);
    const busy: string[] = [];
    for (const company of companies) {
      await enterCompany(tx, company.id);
      const customers = await columnValues(
        tx,
        'customers',
        'id',
        sql`lower(email) = lower(${email})`,
      );
      if ((await rentalsInProgress(tx, customers)) > 0) busy.push(company.name);
    }
    if (busy.length > 0) return busy;
    for (const company of companies) {
      await enterCompany(tx, company.id);
      const progress: Progress = { kept, mentions: [] };
      const found = await walkPerson(tx, 'company', email, (table, entry, where) =>
        eraseTable(tx, files, table, entry, where, tag, progress),
      );
      // longest first, so a full name goes before a part of it
      const mentions = [...new Set(progress.mentions)].sort((a, b) => b.length - a.length);
      await forgetMentions(tx, 'company', mentions, marker);
      everywhere.push(...mentions);
      const erased = [
        ...found.customer.map((id) => ({ entityType: 'customer', entityId: id })),
        ...found.user.map((id) => ({ entityType: 'user', entityId: id })),
      ];
      if (erased.length === 0) continue;
      await recordAudits(
        tx,
        { tenantId: company.id, actor: { type: 'system' } },
        erased.map((row) => ({ action: 'personal_data_erase', ...row, at: now })),
      );
    }
    await walkPerson(tx, 'platform', email, (table, entry, where) =>
      eraseTable(tx, files, table, entry, where, tag, { kept, mentions: [] }),
    );
    const addresses = [email, email.toLowerCase()];
    await forgetMentions(tx, 'platform', [...new Set([...addresses, ...everywhere])], marker);
    return [];
  });
  if (blocked.length > 0) {
    return { done: false, blockedBy: 'rental_in_progress', companies: blocked };
  }
  const reasons = personDataTexts(language).reasons;
  return {
    done: true,
    kept: [...kept].map(([kind, count]) => ({ kind, count, reason: reasons[keptReasonOf[kind]!] })),
  };
}
