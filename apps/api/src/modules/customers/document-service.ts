import {
  customerDocumentFieldsSchema,
  customerDocumentFileKinds,
  customerDocumentLimit,
  customerDocumentMaxBytes,
  customerDocumentReviewable,
  type CustomerDocumentReviewInput,
  type CustomerDocumentView,
} from '@motorpool/domain/schemas/customer-document';
import type { FastifyRequest } from 'fastify';
import type { Database, Tx } from '../../db/engine.ts';
import { apiError } from '../../lib/http-errors.ts';
import { type TenantCaller, translatedError } from '../../lib/request-caller.ts';
import { auditedChange, auditScope, recordAudit } from '../audit/ports.ts';
import type { FileService } from '../files/ports.ts';
import {
  customerExists,
  type CustomerDocumentRow,
  documentCount,
  documentsOf,
  findDocument,
  insertDocument,
  updateReview,
} from './document-repository.ts';
import { findCustomerOfUser } from './repository.ts';

/** What the audit trail keeps of a document: never its bytes or links. */
function auditFacts(row: CustomerDocumentRow) {
  return {
    documentId: row.id,
    fileId: row.fileId,
    category: row.category,
    status: row.status,
    expiryDate: row.expiryDate,
    reason: row.reason,
  };
}

// A customer's documents: bytes in the files module, what they are and how staff
// judged them here. Every change is audited on the customer, so it shows in their activity.
export function createCustomerDocumentService(database: Database, files: FileService) {
  const inTenant = <T>(c: TenantCaller, fn: (tx: Tx) => Promise<T>) =>
    database.withTenant(c.tenantId, fn);

  async function mustFindCustomer(tx: Tx, customerId: string, lock = false) {
    if (!(await customerExists(tx, customerId, lock)))
      throw apiError('NOT_FOUND', 'error.customerNotFound');
  }

  async function views(
    tx: Tx,
    c: TenantCaller,
    rows: CustomerDocumentRow[],
  ): Promise<CustomerDocumentView[]> {
    const facts = await files.describe(
      tx,
      rows.map((row) => row.fileId),
    );
    return rows.flatMap((row): CustomerDocumentView[] => {
      const file = facts.get(row.fileId);
      if (!file) return [];
      return [
        {
          id: row.id,
          customerId: row.customerId,
          fileId: row.fileId,
          category: row.category,
          fileName: file.fileName,
          contentType: file.contentType,
          size: file.sizeBytes,
          uploadedAt: row.createdAt.toISOString(),
          uploadedBy: row.uploadedBy,
          status: row.status,
          reviewedBy: row.reviewedBy,
          reviewedAt: row.reviewedAt?.toISOString() ?? null,
          reason: row.reason,
          expiryDate: row.expiryDate,
          url: files.url(c.tenantId, row.fileId, 'original'),
          thumbnailUrl: file.hasThumbnail ? files.url(c.tenantId, row.fileId, 'thumbnail') : null,
        },
      ];
    });
  }

  async function view(tx: Tx, c: TenantCaller, row: CustomerDocumentRow) {
    const [one] = await views(tx, c, [row]);
    if (!one) throw apiError('NOT_FOUND', 'error.documentNotFound');
    return one;
  }

  async function mustHaveRoom(tx: Tx, c: TenantCaller, customerId: string) {
    if ((await documentCount(tx, customerId)) >= customerDocumentLimit) {
      throw translatedError(409, 'customerDocument.tooMany', c.language, {
        params: { max: customerDocumentLimit },
      });
    }
  }

  // A customer account's own record; an account without one (staff) has no documents here.
  async function ownCustomerId(c: TenantCaller): Promise<string> {
    const own = await inTenant(c, (tx) => findCustomerOfUser(tx, c.userId));
    if (!own) throw apiError('FORBIDDEN', 'http.forbidden');
    return own.id;
  }

  const service = {
    async list(c: TenantCaller, customerId: string): Promise<CustomerDocumentView[]> {
      return inTenant(c, async (tx) => {
        await mustFindCustomer(tx, customerId);
        return views(tx, c, await documentsOf(tx, customerId));
      });
    },

    // The customer and the room left are checked before the upload is read, and again with the
    // customer locked: PGlite runs one transaction at a time, so the bytes are read outside one.
    async add(
      c: TenantCaller,
      customerId: string,
      request: FastifyRequest,
    ): Promise<CustomerDocumentView> {
      await inTenant(c, async (tx) => {
        await mustFindCustomer(tx, customerId);
        await mustHaveRoom(tx, c, customerId);
      });
      const { upload, fields, thumbnail } = await files.readDocument(
        request,
        {
          allowed: customerDocumentFileKinds,
          maxBytes: customerDocumentMaxBytes,
          language: c.language,
        },
        customerDocumentFieldsSchema,
      );
      return inTenant(c, async (tx) => {
        await mustFindCustomer(tx, customerId, true);
        await mustHaveRoom(tx, c, customerId);
        const fileId = await files.store(tx, { tenantId: c.tenantId, ...upload, thumbnail });
        const row = await insertDocument(tx, {
          tenantId: c.tenantId,
          customerId,
          fileId,
          category: fields.category,
          expiryDate: fields.expiryDate ?? null,
          uploadedBy: c.userId,
        });
        await recordAudit(tx, auditScope(c), {
          action: 'document_add',
          entityType: 'customer',
          entityId: customerId,
          after: { ...auditFacts(row), fileName: upload.fileName },
        });
        return view(tx, c, row);
      });
    },

    async review(
      c: TenantCaller,
      customerId: string,
      documentId: string,
      input: CustomerDocumentReviewInput,
    ): Promise<CustomerDocumentView> {
      return inTenant(c, (tx) =>
        auditedChange(tx, auditScope(c), {
          action: 'document_review',
          entityType: 'customer',
          entityId: customerId,
          find: async () => {
            const row = await findDocument(tx, customerId, documentId, true);
            if (!row) throw apiError('NOT_FOUND', 'error.documentNotFound');
            return row;
          },
          check: (before) => {
            if (!customerDocumentReviewable(before.status)) {
              throw translatedError(409, 'customerDocument.alreadyReviewed', c.language);
            }
          },
          change: () =>
            updateReview(tx, documentId, {
              status: input.status,
              reason: input.reason || null,
              reviewedBy: c.userId,
              reviewedAt: new Date(),
            }),
          audit: (before, after) => ({ before: auditFacts(before), after: auditFacts(after) }),
          view: (after) => view(tx, c, after),
        }),
      );
    },

    // The row goes with its file (foreign key), so deleting the bytes deletes the document.
    async remove(c: TenantCaller, customerId: string, documentId: string): Promise<void> {
      await inTenant(c, async (tx) => {
        const row = await findDocument(tx, customerId, documentId, true);
        if (!row) throw apiError('NOT_FOUND', 'error.documentNotFound');
        await files.discardAll(tx, [row.fileId]);
        await recordAudit(tx, auditScope(c), {
          action: 'document_delete',
          entityType: 'customer',
          entityId: customerId,
          before: auditFacts(row),
        });
      });
    },
  };

  // The customer area's own documents (GET|POST|DELETE /auth/profile/documents): an upload
  // waits for staff review like any; the customer withdraws only one not yet reviewed, so a
  // verified licence cannot vanish from under a booking. Another customer's id answers 404.
  return {
    ...service,
    listOwn: async (c: TenantCaller) => service.list(c, await ownCustomerId(c)),
    addOwn: async (c: TenantCaller, request: FastifyRequest) =>
      service.add(c, await ownCustomerId(c), request),
    async removeOwn(c: TenantCaller, documentId: string): Promise<void> {
      const customerId = await ownCustomerId(c);
      const row = await inTenant(c, (tx) => findDocument(tx, customerId, documentId));
      if (!row) throw apiError('NOT_FOUND', 'error.documentNotFound');
      if (!customerDocumentReviewable(row.status)) {
        throw translatedError(409, 'customerDocument.alreadyReviewed', c.language);
      }
      await service.remove(c, customerId, documentId);
    },
  };
}

export type CustomerDocumentService = ReturnType<typeof createCustomerDocumentService>;
