import { hasPermission } from '@motorpool/domain/permissions';
import { apiError } from '../../lib/http-errors.ts';
import type { FileOwner } from '../files/ports.ts';
import { lockRentalDocument } from './document-repository.ts';
import { audienceOf } from './views.ts';

// A rental's document changes only as the rental does, and only by staff: DELETE /files/{id}
// asks for the right to edit rentals, whatever else that route asks.
export const rentalDocumentFileOwner: FileOwner = {
  async claim(tx, c, fileId) {
    const row = await lockRentalDocument(tx, { fileId });
    if (!row) return null;
    if (!hasPermission(c.permissions, 'rentals:update') || audienceOf(c) !== 'staff') {
      throw apiError('FORBIDDEN', 'error.noPermission');
    }
    return {
      entityType: 'rental',
      entityId: row.rentalId,
      kind: 'document',
      details: { documentId: row.id, rentalId: row.rentalId, kind: row.kind },
    };
  },
};
