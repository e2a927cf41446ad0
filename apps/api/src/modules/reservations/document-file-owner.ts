import { hasPermission } from '@motorpool/domain/permissions';
import { apiError } from '../../lib/http-errors.ts';
import type { FileOwner } from '../files/ports.ts';
import { audienceOf } from './booking-terms.ts';
import { documentOfFile } from './document-repository.ts';

// A reservation's document changes only as the reservation does, and only by staff:
// DELETE /files/{id} asks for the right to edit reservations, whatever else that route asks.
export const reservationDocumentFileOwner: FileOwner = {
  async claim(tx, c, fileId) {
    const row = await documentOfFile(tx, fileId);
    if (!row) return null;
    if (!hasPermission(c.permissions, 'reservations:update') || audienceOf(c) !== 'staff') {
      throw apiError('FORBIDDEN', 'error.noPermission');
    }
    return {
      entityType: 'reservation',
      entityId: row.reservationId,
      kind: 'document',
      details: { documentId: row.id, reservationId: row.reservationId, kind: row.kind },
    };
  },
};
