// A reservation's documents (contract, identification, insurance, other): the files module's
// owned documents, kept in `reservation_documents`. A customer account reads those of its own
// reservations; only staff change them.
import * as rules from '@motorpool/domain/schemas/reservation';
import type { Database } from '../../db/engine.ts';
import { reservationDocuments as table } from '../../db/schema/index.ts';
import {
  documentTable,
  type FileService,
  kindDocumentView,
  ownedDocuments,
} from '../files/ports.ts';
import type { BookingCustomers, UserNames } from './ports.ts';
import { findReachable } from './reachable.ts';

export const reservationDocumentTable = documentTable({
  table,
  owner: table.reservationId,
  entityType: 'reservation',
  update: 'reservations:update',
  staffOnly: true,
  facts: (row: typeof table.$inferSelect) => ({ kind: row.kind }),
});

export function createReservationDocumentService(
  database: Database,
  deps: {
    files: FileService;
    /** the customers module's customerBookingParties: a customer account's own record */
    customers: Pick<BookingCustomers, 'ofUser'>;
    /** the users module's names of the uploaders */
    names: UserNames;
  },
) {
  return ownedDocuments(database, deps.files, reservationDocumentTable, {
    upload: {
      allowed: rules.reservationDocumentFileKinds,
      maxBytes: rules.reservationDocumentMaxBytes,
      fields: rules.reservationDocumentFieldsSchema,
      limit: rules.reservationDocumentLimit,
      tooMany: 'reservationDocument.tooMany',
    },
    async insert(tx, { ownerId: reservationId, ...values }, { kind }) {
      const [row] = await tx
        .insert(table)
        .values({ ...values, reservationId, kind })
        .returning();
      if (!row) throw new Error('reservation document insert returned nothing');
      return row;
    },
    reach: async (tx, c, id, locked) =>
      void (await findReachable(tx, c, deps.customers, id, locked)),
    view: (row, file): rules.ReservationDocumentView => ({
      reservationId: row.reservationId,
      ...kindDocumentView(row, file),
    }),
    names: deps.names,
  });
}
