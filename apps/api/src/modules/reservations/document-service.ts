import {
  reservationDocumentFieldsSchema,
  reservationDocumentFileKinds,
  reservationDocumentLimit,
  reservationDocumentMaxBytes,
  type ReservationDocumentView,
} from '@motorpool/domain/schemas/reservation';
import type { FastifyRequest } from 'fastify';
import type { Database, Tx } from '../../db/engine.ts';
import { apiError } from '../../lib/http-errors.ts';
import { type TenantCaller, translatedError } from '../../lib/request-caller.ts';
import { auditScope, recordAudit } from '../audit/ports.ts';
import { type FileService, uploadDocument, withFiles } from '../files/ports.ts';
import { audienceOf } from './booking-terms.ts';
import type { BookingCustomers, UserNames } from './ports.ts';
import {
  documentCount,
  documentsOf,
  findDocument,
  insertDocument,
  namedDocument,
  type NamedDocumentRow,
  type ReservationDocumentRow,
} from './document-repository.ts';
import { findReachable } from './reachable.ts';

/** What the audit trail keeps of a document: never its bytes or links. */
function auditFacts(row: ReservationDocumentRow) {
  return { documentId: row.id, fileId: row.fileId, kind: row.kind };
}

export type ReservationDocumentDeps = {
  files: FileService;
  /** the customers module's customerBookingParties: a customer account's own record */
  customers: Pick<BookingCustomers, 'ofUser'>;
  /** the users module's names of the uploaders */
  names: UserNames;
};

// A reservation's documents: bytes in the files module, what they are
// here. A customer account reads those of its own reservations; only staff change them. Every
// change is audited on the reservation, so it shows in its activity.
export function createReservationDocumentService(
  database: Database,
  { files, customers, names }: ReservationDocumentDeps,
) {
  const inTenant = <T>(c: TenantCaller, fn: (tx: Tx) => Promise<T>) =>
    database.withTenant(c.tenantId, fn);

  function mustBeStaff(c: TenantCaller) {
    if (audienceOf(c) !== 'staff') throw apiError('FORBIDDEN', 'http.forbidden');
  }

  async function views(
    tx: Tx,
    c: TenantCaller,
    rows: NamedDocumentRow[],
  ): Promise<ReservationDocumentView[]> {
    return (await withFiles(tx, c, files, rows)).map(({ row, file }) => ({
      id: row.id,
      reservationId: row.reservationId,
      fileId: row.fileId,
      kind: row.kind,
      ...file,
      uploadedBy: row.uploadedBy,
      uploadedByName: row.uploadedByName,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  async function mustHaveRoom(tx: Tx, c: TenantCaller, reservationId: string) {
    if ((await documentCount(tx, reservationId)) >= reservationDocumentLimit) {
      throw translatedError(409, 'reservationDocument.tooMany', c.language, {
        params: { max: reservationDocumentLimit },
      });
    }
  }

  return {
    async list(c: TenantCaller, reservationId: string): Promise<ReservationDocumentView[]> {
      return inTenant(c, async (tx) => {
        await findReachable(tx, c, customers, reservationId);
        return views(tx, c, await documentsOf(tx, reservationId, names));
      });
    },

    async add(
      c: TenantCaller,
      reservationId: string,
      request: FastifyRequest,
    ): Promise<ReservationDocumentView> {
      mustBeStaff(c);
      return uploadDocument(database, c, files, request, {
        allowed: reservationDocumentFileKinds,
        maxBytes: reservationDocumentMaxBytes,
        fields: reservationDocumentFieldsSchema,
        check: async (tx, locked) => {
          await findReachable(tx, c, customers, reservationId, locked);
          await mustHaveRoom(tx, c, reservationId);
        },
        save: async (tx, { fileId, fileName, fields }) => {
          const row = await insertDocument(tx, {
            tenantId: c.tenantId,
            reservationId,
            fileId,
            kind: fields.kind,
            uploadedBy: c.userId,
          });
          await recordAudit(tx, auditScope(c), {
            action: 'document_add',
            entityType: 'reservation',
            entityId: reservationId,
            after: { ...auditFacts(row), fileName },
          });
          const stored = await namedDocument(tx, row.id, names);
          const [view] = stored ? await views(tx, c, [stored]) : [];
          if (!view) throw apiError('NOT_FOUND', 'error.documentNotFound');
          return view;
        },
      });
    },

    // The row goes with its file (foreign key), so deleting the bytes deletes the document.
    async remove(c: TenantCaller, reservationId: string, documentId: string): Promise<void> {
      mustBeStaff(c);
      await inTenant(c, async (tx) => {
        await findReachable(tx, c, customers, reservationId);
        const row = await findDocument(tx, reservationId, documentId);
        if (!row) throw apiError('NOT_FOUND', 'error.documentNotFound');
        await files.discardAll(tx, [row.fileId]);
        await recordAudit(tx, auditScope(c), {
          action: 'document_delete',
          entityType: 'reservation',
          entityId: reservationId,
          before: auditFacts(row),
        });
      });
    },
  };
}

export type ReservationDocumentService = ReturnType<typeof createReservationDocumentService>;
