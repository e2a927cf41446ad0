// Documents an entity keeps (a customer, a reservation, a rental): the bytes live in the files
// module, the entity's own table says what each file is. One building block reads those tables,
// checks the room left and who may change them, and audits every change on the owner, so each
// owner declares only what differs: its table, its form fields, its view and who may reach it.
import type { CatalogPermission } from '@motorpool/domain/permissions';
import { hasPermission } from '@motorpool/domain/permissions';
import type { ValidationMessageKey } from '@motorpool/domain/validation-messages';
import { and, asc, count, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database, Tx } from '../../db/engine.ts';
import { audienceOf } from '../../lib/audience.ts';
import { apiError } from '../../lib/http-errors.ts';
import { type TenantCaller } from '../../lib/request-caller.ts';
import { auditScope, recordAudit } from '../audit/ports.ts';
import { type DocumentFile, uploadDocument, withFiles } from './document-uploads.ts';
import type { FileOwner, FileService } from './service.ts';
import type { UploadKind } from './uploads.ts';

/** The columns every documents table has, whatever its owner. */
export type DocumentColumns = {
  tenantId: PgColumn;
  id: PgColumn;
  fileId: PgColumn;
  uploadedBy: PgColumn;
  createdAt: PgColumn;
};

export type OwnedDocumentRow = {
  tenantId: string;
  id: string;
  fileId: string;
  uploadedBy: string | null;
  createdAt: Date;
};

export type NewDocument = {
  tenantId: string;
  ownerId: string;
  fileId: string;
  uploadedBy: string;
};

/** The uploader's name as of the row (the users module); without it the name is left out. */
export type UploaderNames = { nameAt(user: { tenantId: SQL; id: SQL }): SQL<string | null> };

/** Where an owner's documents are kept and who may change them. */
export type DocumentTableSpec<Row extends OwnedDocumentRow> = {
  table: PgTable & DocumentColumns;
  /** the table's column naming the owner */
  owner: PgColumn;
  /** the audit trail's entity type */
  entityType: 'customer' | 'reservation' | 'rental';
  /** the right that changes them (also asked of DELETE /files/{id}) */
  update: CatalogPermission;
  /** only staff change them; a customer account reads those it can reach */
  staffOnly: boolean;
  /** what the row says of its document (kind, status), for the audit trail: never bytes or links */
  facts(row: Row): Record<string, unknown>;
};

export type OwnedDocumentsSpec<Row extends OwnedDocumentRow, Fields, View> = {
  upload: {
    allowed: readonly UploadKind[];
    maxBytes: number;
    fields: z.ZodType<Fields>;
    limit: number;
    tooMany: ValidationMessageKey;
  };
  /**
   * Writes the row: the owning module's own code is what writes its table. `values` holds the
   * columns every documents table has; `fields` the form's.
   */
  insert(tx: Tx, values: NewDocument, fields: Fields): Promise<Row>;
  /** 404 unless the caller may reach the owner; `locked` holds it while a document is added */
  reach(tx: Tx, c: TenantCaller, ownerId: string, locked: boolean): Promise<void>;
  view(row: Row & { uploadedByName: string | null }, file: DocumentFile): View;
  names?: UploaderNames;
};

/**
 * The reads every documents table answers alike, and the file owner that makes DELETE
 * /files/{id} ask for the owner's right to change it. Needs no building: a module exports it.
 */
export function documentTable<Row extends OwnedDocumentRow>(spec: DocumentTableSpec<Row>) {
  const { table, owner } = spec;
  // The owner column's property name in a selected row (`reservationId` for `reservation_id`).
  const ownerKey =
    Object.entries(getTableColumns(table)).find(([, column]) => column === owner)?.[0] ?? '';
  const ownerIdOf = (row: Row) => (row as Record<string, unknown>)[ownerKey] as string;
  const from = (tx: Tx) => tx.select().from(table as PgTable);

  const fileOwner: FileOwner = {
    async claim(tx, c, fileId) {
      const [row] = (await from(tx).where(eq(table.fileId, fileId)).for('update')) as Row[];
      if (!row) return null;
      const staff = !spec.staffOnly || audienceOf(c) === 'staff';
      if (!hasPermission(c.permissions, spec.update) || !staff) {
        throw apiError('FORBIDDEN', 'error.noPermission');
      }
      const ownerId = ownerIdOf(row);
      return {
        entityType: spec.entityType,
        entityId: ownerId,
        kind: 'document',
        details: { documentId: row.id, [ownerKey]: ownerId, ...spec.facts(row) },
      };
    },
  };

  return {
    spec,
    fileOwner,

    /** One document of the owner, locked when it is to change. */
    async find(tx: Tx, ownerId: string, documentId: string, lock = false) {
      const query = from(tx).where(and(eq(owner, ownerId), eq(table.id, documentId)));
      const [row] = (lock ? await query.for('update') : await query) as Row[];
      return row;
    },

    /** The stored files of the owner's documents (released when the owner is deleted). */
    async fileIds(tx: Tx, ownerId: string): Promise<string[]> {
      const rows = await tx
        .select({ fileId: table.fileId })
        .from(table as PgTable)
        .where(eq(owner, ownerId));
      return rows.map((row) => row.fileId as string);
    },

    async count(tx: Tx, ownerId: string): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(table as PgTable)
        .where(eq(owner, ownerId));
      return row?.n ?? 0;
    },

    /** Newest first, with the uploader's name when the names are given. */
    named(tx: Tx, where: { ownerId: string } | { id: string }, names?: UploaderNames) {
      const uploadedByName = names
        ? names.nameAt({ tenantId: sql`${table.tenantId}`, id: sql`${table.uploadedBy}` })
        : sql<string | null>`null`;
      return tx
        .select({ ...getTableColumns(table), uploadedByName })
        .from(table as PgTable)
        .where('id' in where ? eq(table.id, where.id) : eq(owner, where.ownerId))
        .orderBy(desc(table.createdAt), asc(table.id)) as unknown as Promise<
        Array<Row & { uploadedByName: string | null }>
      >;
    },

    auditFacts: (row: Row) => ({ documentId: row.id, fileId: row.fileId, ...spec.facts(row) }),
  };
}

/** What a document of one kind shows (a reservation's, a rental's), beside its owner's id. */
export function kindDocumentView<K extends string>(
  row: OwnedDocumentRow & { kind: K; uploadedByName: string | null },
  file: DocumentFile,
) {
  return {
    id: row.id,
    fileId: row.fileId,
    kind: row.kind,
    ...file,
    uploadedBy: row.uploadedBy,
    uploadedByName: row.uploadedByName,
    createdAt: row.createdAt.toISOString(),
  };
}

export type DocumentTable<Row extends OwnedDocumentRow> = ReturnType<typeof documentTable<Row>>;

/** List, add and remove an owner's documents; every change audited on the owner. */
export function ownedDocuments<Row extends OwnedDocumentRow, Fields, View>(
  database: Database,
  files: FileService,
  documents: DocumentTable<Row>,
  spec: OwnedDocumentsSpec<Row, Fields, View>,
) {
  const { entityType, staffOnly } = documents.spec;

  async function views(tx: Tx, c: TenantCaller, where: { ownerId: string } | { id: string }) {
    const rows = await documents.named(tx, where, spec.names);
    return (await withFiles(tx, c, files, rows)).map(({ row, file }) => spec.view(row, file));
  }

  async function viewOf(tx: Tx, c: TenantCaller, row: Row): Promise<View> {
    const [view] = await views(tx, c, { id: row.id });
    if (!view) throw apiError('NOT_FOUND', 'error.documentNotFound');
    return view;
  }

  function mustMayChange(c: TenantCaller) {
    if (staffOnly && audienceOf(c) !== 'staff') throw apiError('FORBIDDEN', 'http.forbidden');
  }

  async function mustHaveRoom(tx: Tx, c: TenantCaller, ownerId: string) {
    if ((await documents.count(tx, ownerId)) >= spec.upload.limit) {
      throw apiError('CONFLICT', spec.upload.tooMany, { params: { max: spec.upload.limit } });
    }
  }

  return {
    viewOf,

    /** The owner's documents, newest first, with their files' facts and signed links. */
    async list(c: TenantCaller, ownerId: string): Promise<View[]> {
      return database.withTenant(c.tenantId, async (tx) => {
        await spec.reach(tx, c, ownerId, false);
        return views(tx, c, { ownerId });
      });
    },

    async add(c: TenantCaller, ownerId: string, request: FastifyRequest): Promise<View> {
      mustMayChange(c);
      return uploadDocument(database, c, files, request, {
        allowed: spec.upload.allowed,
        maxBytes: spec.upload.maxBytes,
        fields: spec.upload.fields,
        check: async (tx, locked) => {
          await spec.reach(tx, c, ownerId, locked);
          await mustHaveRoom(tx, c, ownerId);
        },
        save: async (tx, { fileId, fileName, fields }) => {
          const values = { tenantId: c.tenantId, ownerId, fileId, uploadedBy: c.userId };
          const row = await spec.insert(tx, values, fields);
          await recordAudit(tx, auditScope(c), {
            action: 'document_add',
            entityType,
            entityId: ownerId,
            after: { ...documents.auditFacts(row), fileName },
          });
          return viewOf(tx, c, row);
        },
      });
    },

    // The row goes with its file (foreign key), so deleting the bytes deletes the document.
    async remove(c: TenantCaller, ownerId: string, documentId: string): Promise<void> {
      mustMayChange(c);
      await database.withTenant(c.tenantId, async (tx) => {
        await spec.reach(tx, c, ownerId, false);
        const row = await documents.find(tx, ownerId, documentId, true);
        if (!row) throw apiError('NOT_FOUND', 'error.documentNotFound');
        await files.discardAll(tx, [row.fileId]);
        await recordAudit(tx, auditScope(c), {
          action: 'document_delete',
          entityType,
          entityId: ownerId,
          before: documents.auditFacts(row),
        });
      });
    },
  };
}
