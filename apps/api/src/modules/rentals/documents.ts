// A rental's documents (contract, inspection, identification, insurance): the files module's
// owned documents, kept in `rental_documents`. A customer account reads those of its own
// rentals; only staff change them.
import * as rules from '@motorpool/domain/schemas/rental';
import type { Database } from '../../db/engine.ts';
import { rentalDocuments as table } from '../../db/schema/index.ts';
import {
  documentTable,
  type FileService,
  kindDocumentView,
  ownedDocuments,
} from '../files/ports.ts';
import type { RentalCustomers, RentalUserNames } from './ports.ts';
import { findReachable } from './views.ts';

export const rentalDocumentTable = documentTable({
  table,
  owner: table.rentalId,
  entityType: 'rental',
  update: 'rentals:update',
  staffOnly: true,
  facts: (row: typeof table.$inferSelect) => ({ kind: row.kind }),
});

export function createRentalDocumentService(
  database: Database,
  deps: { files: FileService; customers: Pick<RentalCustomers, 'ofUser'>; names: RentalUserNames },
) {
  return ownedDocuments(database, deps.files, rentalDocumentTable, {
    upload: {
      allowed: rules.rentalDocumentFileKinds,
      maxBytes: rules.rentalDocumentMaxBytes,
      fields: rules.rentalDocumentFieldsSchema,
      limit: rules.rentalDocumentLimit,
      tooMany: 'rentalDocument.tooMany',
    },
    async insert(tx, { ownerId: rentalId, ...values }, { kind }) {
      const [row] = await tx
        .insert(table)
        .values({ ...values, rentalId, kind })
        .returning();
      if (!row) throw new Error('rental document insert returned nothing');
      return row;
    },
    reach: async (tx, c, id, locked) =>
      void (await findReachable(tx, c, deps.customers, id, locked)),
    view: (row, file): rules.RentalDocumentView => ({
      rentalId: row.rentalId,
      ...kindDocumentView(row, file),
    }),
    names: deps.names,
  });
}
