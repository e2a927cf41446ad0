// A person's archive: everything held about them in every company, and by the platform itself,
// as one zip. Layout (docs/product/privacy.md): summary.txt in their language, data.json with
// every kind per company, `<company>/<kind>.csv` per kind and `<company>/files/` with the
// documents' bytes. Read in one transaction, so the archive is one moment's picture.
import { stringify } from 'csv-stringify/sync';
import { zipSync } from 'fflate';
import type { Language } from '@motorpool/domain/locale-lists';
import type { Database, Tx } from '../../../db/engine.ts';
import { neutraliseCell } from '../../../lib/tabular/cells.ts';
import {
  type Company,
  enterCompany,
  exportedColumns,
  listCompanies,
  readFiles,
  readRows,
  type Row,
  walkPerson,
} from './person-rows.ts';
import { archiveSummary, type SummarySection } from './archive-summary.ts';

export type PersonArchive = { fileName: string; bytes: Uint8Array; companies: number };

type Kinds = Record<string, Row[]>;
type Section = { company: Company | null; kinds: Kinds; files: StoredDocument[] };
type StoredDocument = { id: string; file_name: string; content: Uint8Array };

// The folder of the platform's own records (newsletter, contact and data requests).
const platformFolder = 'motorpool';
// The tables whose rows name a stored file of the person's.
const documentTables = new Set(['customer_documents', 'reservation_documents', 'rental_documents']);

const encoder = new TextEncoder();

// Text cells are guarded against spreadsheet formulas; objects (add-ons, charges) stay JSON.
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return neutraliseCell(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const csvTable = (columns: readonly string[], records: readonly Row[]) =>
  stringify(
    [[...columns], ...records.map((record) => columns.map((column) => cell(record[column])))],
    {
      bom: true,
    },
  );

// A stored file keeps its own name, without a way out of its folder.
const storedName = (file: StoredDocument) =>
  `${file.id}-${file.file_name.replace(/[/\\]/g, '_').replace(/^\.+/, '_')}`;

async function readSection(tx: Tx, scope: 'company' | 'platform', email: string) {
  const kinds: Kinds = {};
  const columnsOf: Record<string, string[]> = {};
  const fileIds: string[] = [];
  await walkPerson(tx, scope, email, async (table, entry, where) => {
    const columns = exportedColumns(table, entry);
    const records = await readRows(tx, table, columns, where);
    if (records.length === 0 || !entry.kind) return;
    kinds[entry.kind] = records;
    columnsOf[entry.kind] = columns;
    if (documentTables.has(table)) fileIds.push(...records.map((record) => String(record.file_id)));
  });
  const files = scope === 'company' ? await readFiles(tx, fileIds) : [];
  return { kinds, columnsOf, files };
}

export async function buildPersonArchive(
  database: Database,
  email: string,
  language: Language,
  now: Date,
): Promise<PersonArchive> {
  const entries: Record<string, Uint8Array> = {};
  const sections: Section[] = [];
  const add = (folder: string, read: Awaited<ReturnType<typeof readSection>>) => {
    for (const [kind, records] of Object.entries(read.kinds)) {
      entries[`${folder}/${kind}.csv`] = encoder.encode(csvTable(read.columnsOf[kind]!, records));
    }
    for (const file of read.files) entries[`${folder}/files/${storedName(file)}`] = file.content;
  };

  await database.db.transaction(async (tx) => {
    for (const company of await listCompanies(tx)) {
      await enterCompany(tx, company.id);
      const read = await readSection(tx, 'company', email);
      if (Object.keys(read.kinds).length === 0) continue;
      sections.push({ company, kinds: read.kinds, files: read.files });
      add(company.subdomain, read);
    }
    const platform = await readSection(tx, 'platform', email);
    if (Object.keys(platform.kinds).length > 0) {
      sections.push({ company: null, kinds: platform.kinds, files: [] });
      add(platformFolder, platform);
    }
  });

  const data = {
    email,
    exportedAt: now.toISOString(),
    companies: sections.map((section) => ({
      company: section.company
        ? { name: section.company.name, folder: section.company.subdomain }
        : { name: 'Motorpool', folder: platformFolder },
      ...section.kinds,
      files: section.files.map((file) => storedName(file)),
    })),
  };
  entries['data.json'] = encoder.encode(JSON.stringify(data, null, 2));
  const summary: SummarySection[] = sections.map((section) => ({
    name: section.company?.name ?? null,
    folder: section.company?.subdomain ?? platformFolder,
    counts: Object.entries(section.kinds).map(([kind, records]) => ({
      kind,
      count: records.length,
    })),
    files: section.files.length,
  }));
  entries['summary.txt'] = encoder.encode(archiveSummary(language, email, now, summary));

  const companies = sections.filter((section) => section.company !== null).length;
  return {
    fileName: `personal-data-${now.toISOString().slice(0, 10)}.zip`,
    bytes: zipSync(entries, { level: 6, mtime: now }),
    companies,
  };
}
