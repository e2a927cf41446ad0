import {
  rentalDocumentFieldsSchema,
  rentalDocumentFileKinds,
  rentalDocumentLimit,
  rentalDocumentMaxBytes,
  type RentalDocumentView,
} from '@motorpool/domain/schemas/rental';
import type { FastifyRequest } from 'fastify';
import type { Database, Tx } from '../../db/engine.ts';
import { apiError } from '../../lib/http-errors.ts';
import { type TenantCaller, translatedError } from '../../lib/request-caller.ts';
import { auditScope, recordAudit } from '../audit/ports.ts';
import { type FileService, uploadDocument, withFiles } from '../files/ports.ts';
import type { RentalCustomers, RentalUserNames } from './ports.ts';
import {
  insertRentalDocument,
  lockRentalDocument,
  namedDocuments,
  type NamedRentalDocumentRow,
  rentalDocumentCount,
  type RentalDocumentRow,
} from './document-repository.ts';
import { audienceOf, findReachable } from './views.ts';

/** What the audit trail keeps of a document: never its bytes or links. */
const auditFacts = (row: RentalDocumentRow) => ({
  documentId: row.id,
  fileId: row.fileId,
  kind: row.kind,
});

export type RentalDocumentDeps = {
  files: FileService;
  customers: Pick<RentalCustomers, 'ofUser'>;
  names: RentalUserNames;
};

// A rental's documents (contract, inspection, identification, insurance): bytes in the
// files module, what they are here. A customer account reads those of its own rentals; only
// staff change them. Every change is audited on the rental, so it shows in its activity.
export function createRentalDocumentService(
  database: Database,
  { files, customers, names }: RentalDocumentDeps,
) {
  const inTenant = <T>(c: TenantCaller, fn: (tx: Tx) => Promise<T>) =>
    database.withTenant(c.tenantId, fn);

  async function views(tx: Tx, c: TenantCaller, rows: NamedRentalDocumentRow[]) {
    return (await withFiles(tx, c, files, rows)).map(({ row, file }): RentalDocumentView => ({
      id: row.id,
      rentalId: row.rentalId,
      fileId: row.fileId,
      kind: row.kind,
      ...file,
      uploadedBy: row.uploadedBy,
      uploadedByName: row.uploadedByName,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  function mustBeStaff(c: TenantCaller) {
    if (audienceOf(c) !== 'staff') throw apiError('FORBIDDEN', 'http.forbidden');
  }

  async function mustHaveRoom(tx: Tx, c: TenantCaller, rentalId: string) {
    if ((await rentalDocumentCount(tx, rentalId)) >= rentalDocumentLimit) {
      throw translatedError(409, 'rentalDocument.tooMany', c.language, {
        params: { max: rentalDocumentLimit },
      });
    }
  }

  return {
    async list(c: TenantCaller, rentalId: string): Promise<RentalDocumentView[]> {
      return inTenant(c, async (tx) => {
        await findReachable(tx, c, customers, rentalId);
        return views(tx, c, await namedDocuments(tx, { rentalId }, names));
      });
    },

    async add(
      c: TenantCaller,
      rentalId: string,
      request: FastifyRequest,
    ): Promise<RentalDocumentView> {
      mustBeStaff(c);
      return uploadDocument(database, c, files, request, {
        allowed: rentalDocumentFileKinds,
        maxBytes: rentalDocumentMaxBytes,
        fields: rentalDocumentFieldsSchema,
        check: async (tx, locked) => {
          await findReachable(tx, c, customers, rentalId, locked);
          await mustHaveRoom(tx, c, rentalId);
        },
        save: async (tx, { fileId, fileName, fields }) => {
          const row = await insertRentalDocument(tx, {
            tenantId: c.tenantId,
            rentalId,
            fileId,
            kind: fields.kind,
            uploadedBy: c.userId,
          });
          await recordAudit(tx, auditScope(c), {
            action: 'document_add',
            entityType: 'rental',
            entityId: rentalId,
            after: { ...auditFacts(row), fileName },
          });
          const [view] = await views(tx, c, await namedDocuments(tx, { id: row.id }, names));
          if (!view) throw apiError('NOT_FOUND', 'error.documentNotFound');
          return view;
        },
      });
    },

    // The row goes with its file (foreign key), so deleting the bytes deletes the document.
    async remove(c: TenantCaller, rentalId: string, documentId: string): Promise<void> {
      mustBeStaff(c);
      await inTenant(c, async (tx) => {
        await findReachable(tx, c, customers, rentalId);
        const row = await lockRentalDocument(tx, { rentalId, id: documentId });
        if (!row) throw apiError('NOT_FOUND', 'error.documentNotFound');
        await files.discardAll(tx, [row.fileId]);
        await recordAudit(tx, auditScope(c), {
          action: 'document_delete',
          entityType: 'rental',
          entityId: rentalId,
          before: auditFacts(row),
        });
      });
    },
  };
}

export type RentalDocumentService = ReturnType<typeof createRentalDocumentService>;
