// A company's full export: one zip holding, for every table with its rows, `<table>.json` and
// `<table>.csv`, every stored file under `files/`, and `manifest.json` (the company, when, how
// many rows per table). Streamed as it is written, table by table and file by file.
import { PassThrough, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { Zip, ZipDeflate } from 'fflate';
import type { Database } from '../../db/engine.ts';
import { apiError } from '../../lib/http-errors.ts';
import type { FileService } from '../files/ports.ts';
import { companyTables, exportedColumns, readCompanyRows } from './company-data-repository.ts';
import type { TenantService } from './service.ts';

export type CompanyExportFile = { fileName: string; stream: Readable };

const encoder = new TextEncoder();

function csvOf(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const cell = (value: unknown) =>
    value === null || value === undefined
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  return stringify([columns, ...rows.map((row) => columns.map((column) => cell(row[column])))]);
}

// Keeps a stored file's own name readable in the archive without letting it climb out of files/.
const entryName = (id: string, fileName: string) =>
  `files/${id}-${fileName.replace(/[/\\]/g, '_').replace(/^\.+/, '_')}`;

export function createCompanyExport(
  database: Database,
  tenants: Pick<TenantService, 'findTenant'>,
  files: Pick<FileService, 'companyFiles'>,
  now: () => Date = () => new Date(),
) {
  return {
    async open(id: string): Promise<CompanyExportFile> {
      const company = await tenants.findTenant({ id });
      if (!company) throw apiError('NOT_FOUND', 'error.tenantNotFound');
      const at = now();
      const out = new PassThrough();
      const zip = new Zip((error, chunk, final) => {
        if (error) return void out.destroy(error);
        out.write(chunk);
        if (final) out.end();
      });
      const add = (name: string, data: Uint8Array) => {
        const entry = new ZipDeflate(name, { level: 6 });
        zip.add(entry);
        entry.push(data, true);
      };

      const write = async () => {
        const tables: Record<string, number> = {};
        for (const table of await companyTables(database.db)) {
          const columns = await exportedColumns(database.db, table);
          // Row level security scopes every read to this company alone.
          const rows = await database.withTenant(id, (tx) => readCompanyRows(tx, table, columns));
          tables[table] = rows.length;
          add(`${table}.json`, encoder.encode(JSON.stringify(rows, null, 2)));
          add(`${table}.csv`, encoder.encode(csvOf(columns, rows)));
        }
        let fileCount = 0;
        for await (const file of files.companyFiles(id)) {
          add(entryName(file.id, file.fileName), file.content);
          fileCount += 1;
        }
        const manifest = {
          company: { id: company.id, name: company.name, subdomain: company.subdomain },
          status: company.status,
          exportedAt: at.toISOString(),
          tables,
          files: fileCount,
        };
        add('manifest.json', encoder.encode(JSON.stringify(manifest, null, 2)));
        zip.end();
      };
      write().catch((error: unknown) => out.destroy(error as Error));

      const day = at.toISOString().slice(0, 10);
      return { fileName: `${company.subdomain}-${day}.zip`, stream: out };
    },
  };
}

export type CompanyExport = ReturnType<typeof createCompanyExport>;
