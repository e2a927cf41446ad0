// A customer's documents: the files module's owned documents, kept in `customer_documents`, with
// how staff judged each (pending, verified, rejected) beside what it is. Staff with the right to
// edit customers change them; a customer account keeps its own (see `own` below).
import {
  customerDocumentFieldsSchema,
  customerDocumentFileKinds,
  customerDocumentLimit,
  customerDocumentMaxBytes,
  customerDocumentReviewable,
  type CustomerDocumentReviewInput,
  type CustomerDocumentView,
} from '@motorpool/domain/schemas/customer-document';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, Tx } from '../../db/engine.ts';
import { customerDocuments, customers } from '../../db/schema/index.ts';
import { apiError } from '../../lib/http-errors.ts';
import { type TenantCaller } from '../../lib/request-caller.ts';
import { auditedChange, auditScope } from '../audit/ports.ts';
import { documentTable, type FileService, ownedDocuments } from '../files/ports.ts';
import { findCustomerOfUser } from './repository.ts';

type CustomerDocumentRow = typeof customerDocuments.$inferSelect;

export const customerDocumentTable = documentTable({
  table: customerDocuments,
  owner: customerDocuments.customerId,
  entityType: 'customer',
  update: 'customers:update',
  staffOnly: false,
  facts: (row: CustomerDocumentRow) => ({
    category: row.category,
    status: row.status,
    expiryDate: row.expiryDate,
    reason: row.reason,
  }),
});

/**
 * 404 unless the customer exists in the tenant; `lock` holds the row so that concurrent uploads
 * count the customer's documents one after the other.
 */
async function mustFindCustomer(tx: Tx, customerId: string, lock: boolean) {
  const query = tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw apiError('NOT_FOUND', 'error.customerNotFound');
}

export function createCustomerDocumentService(database: Database, files: FileService) {
  const inTenant = <T>(c: TenantCaller, fn: (tx: Tx) => Promise<T>) =>
    database.withTenant(c.tenantId, fn);

  const documents = ownedDocuments(database, files, customerDocumentTable, {
    upload: {
      allowed: customerDocumentFileKinds,
      maxBytes: customerDocumentMaxBytes,
      fields: customerDocumentFieldsSchema,
      limit: customerDocumentLimit,
      tooMany: 'customerDocument.tooMany',
    },
    async insert(tx, { ownerId, ...values }, fields) {
      const [row] = await tx
        .insert(customerDocuments)
        .values({
          ...values,
          customerId: ownerId,
          category: fields.category,
          expiryDate: fields.expiryDate ?? null,
        })
        .returning();
      if (!row) throw new Error('customer document insert returned nothing');
      return row;
    },
    reach: (tx, _c, customerId, locked) => mustFindCustomer(tx, customerId, locked),
    view: (row, file): CustomerDocumentView => ({
      id: row.id,
      customerId: row.customerId,
      fileId: row.fileId,
      category: row.category,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.size,
      uploadedAt: row.createdAt.toISOString(),
      uploadedBy: row.uploadedBy,
      status: row.status,
      reviewedBy: row.reviewedBy,
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
      reason: row.reason,
      expiryDate: row.expiryDate,
      url: file.url,
      thumbnailUrl: file.thumbnailUrl,
    }),
  });

  async function findOr404(tx: Tx, customerId: string, documentId: string, lock = false) {
    const row = await customerDocumentTable.find(tx, customerId, documentId, lock);
    if (!row) throw apiError('NOT_FOUND', 'error.documentNotFound');
    return row;
  }

  // A customer account's own record; an account without one (staff) has no documents here.
  async function ownCustomerId(c: TenantCaller): Promise<string> {
    const own = await inTenant(c, (tx) => findCustomerOfUser(tx, c.userId));
    if (!own) throw apiError('FORBIDDEN', 'http.forbidden');
    return own.id;
  }

  return {
    ...documents,

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
          find: () => findOr404(tx, customerId, documentId, true),
          check: (before) => {
            if (!customerDocumentReviewable(before.status)) {
              throw apiError('CONFLICT', 'customerDocument.alreadyReviewed');
            }
          },
          change: async () => {
            const [row] = await tx
              .update(customerDocuments)
              .set({
                status: input.status,
                reason: input.reason || null,
                reviewedBy: c.userId,
                reviewedAt: new Date(),
              })
              .where(eq(customerDocuments.id, documentId))
              .returning();
            if (!row) throw new Error('customer document update returned nothing');
            return row;
          },
          audit: (before, after) => ({
            before: customerDocumentTable.auditFacts(before),
            after: customerDocumentTable.auditFacts(after),
          }),
          view: (after) => documents.viewOf(tx, c, after),
        }),
      );
    },

    // The customer area's own documents (GET|POST|DELETE /auth/profile/documents): an upload
    // waits for staff review like any; the customer withdraws only one not yet reviewed, so a
    // verified licence cannot vanish from under a booking. Another customer's id answers 404.
    listOwn: async (c: TenantCaller) => documents.list(c, await ownCustomerId(c)),
    addOwn: async (c: TenantCaller, request: FastifyRequest) =>
      documents.add(c, await ownCustomerId(c), request),
    async removeOwn(c: TenantCaller, documentId: string): Promise<void> {
      const customerId = await ownCustomerId(c);
      const row = await inTenant(c, (tx) => findOr404(tx, customerId, documentId));
      if (!customerDocumentReviewable(row.status)) {
        throw apiError('CONFLICT', 'customerDocument.alreadyReviewed');
      }
      await documents.remove(c, customerId, documentId);
    },
  };
}

export type CustomerDocumentService = ReturnType<typeof createCustomerDocumentService>;
