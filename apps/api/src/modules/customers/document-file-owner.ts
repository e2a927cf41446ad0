import { hasPermission } from '@motorpool/domain/permissions';
import { apiError } from '../../lib/http-errors.ts';
import type { FileOwner } from '../files/ports.ts';
import { documentOfFile } from './document-repository.ts';

// A customer's document changes only as the customer does: DELETE /files/{id} asks for the
// right to edit customers, whatever else that route asks.
export const customerDocumentFileOwner: FileOwner = {
  async claim(tx, c, fileId) {
    const row = await documentOfFile(tx, fileId);
    if (!row) return null;
    if (!hasPermission(c.permissions, 'customers:update')) {
      throw apiError('FORBIDDEN', 'error.noPermission');
    }
    return {
      entityType: 'customer',
      entityId: row.customerId,
      kind: 'document',
      details: {
        documentId: row.id,
        customerId: row.customerId,
        category: row.category,
        status: row.status,
      },
    };
  },
};
