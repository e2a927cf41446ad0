import {
  reservationDocumentListView,
  reservationDocumentView,
} from '@motorpool/domain/schemas/reservation';
import { type ModuleBase, mount } from '../../lib/module.ts';
import type { FileService } from '../files/ports.ts';
import type { Holds } from '../holds/ports.ts';
import { reservationCalendar } from './calendar-reader.ts';
import { documentRoutes } from '../../lib/document-routes.ts';
import { createReservationDocumentService, reservationDocumentTable } from './documents.ts';
import { reservationJobs } from './jobs.ts';
import type { ReservationParties, ReservationRefunds, UserNames } from './ports.ts';
import { reservationReferences } from './reachable.ts';
import { createRentalHandover } from './rental-handover.ts';
import { reservationRoutes } from './routes.ts';
import { reservationSearchProvider } from './search-provider.ts';
import { createReservationService } from './service.ts';
import { bookingSettingsReader, type CompanySettingsSource } from './settings-reader.ts';

export const reservationFileOwners = [reservationDocumentTable.fileOwner];

/** What other modules read of reservations without a service: a booking by its id. */
export const reservationReaders = { references: reservationReferences };

export type ReservationNeeds = Omit<ReservationParties, 'settingsOf'> & {
  companySettings: CompanySettingsSource;
  holds: Holds;
  files: FileService;
  /** gives back what a customer's cancellation does not keep (payments module) */
  refunds: ReservationRefunds;
  names: UserNames;
  timeZoneOf: (tenantId: string) => Promise<string>;
  tenantIds: () => Promise<string[]>;
};

// Bookings: each holds its vehicle's time through the holds module, whose exclusion constraint
// rentals and maintenance share.
export function reservationsModule(
  { database, events, limits }: ModuleBase,
  needs: ReservationNeeds,
) {
  const { companySettings, holds, files, refunds, names, timeZoneOf, tenantIds, ...others } = needs;
  const settingsOf = bookingSettingsReader(companySettings);
  const parties: ReservationParties = { ...others, settingsOf };
  const reservations = createReservationService(database, {
    parties,
    holds,
    events,
    files,
    refunds,
  });
  const documents = createReservationDocumentService(database, {
    files,
    customers: parties.customers,
    names,
  });
  return {
    name: 'reservations',
    service: reservations,
    /** the booking settings every module that prices or checks a booking reads */
    settingsOf,
    /** what rentals do to reservations: take one over, book a walk-in's, complete, cancel */
    handover: createRentalHandover({ parties, holds, events }),
    /** reservations not yet rented, for the rentals calendar and the iCal feed */
    calendar: reservationCalendar(parties),
    search: reservationSearchProvider(parties),
    routes: [
      mount(reservationRoutes, { reservations, timeZoneOf, limits }),
      // A customer account lists (and, through the signed URLs, downloads) the documents of its
      // own reservations; uploading and deleting are the back office's.
      mount(documentRoutes, {
        base: '/reservations',
        noun: 'reservation',
        read: 'reservations:read',
        update: 'reservations:update',
        tags: ['reservations'],
        uploadSummary:
          'Upload a document (multipart: field kind before the `file` part: PDF, JPEG, PNG or ' +
          'WebP, at most 10 MB, at most 20 per reservation)',
        listResponse: reservationDocumentListView,
        view: reservationDocumentView,
        documents,
      }),
    ],
    jobs: reservationJobs({
      database,
      tenantIds,
      settingsOf,
      holds,
      events,
      payments: parties.payments,
    }),
  };
}
