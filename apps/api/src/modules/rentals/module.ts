import { rentalDocumentListView, rentalDocumentView } from '@motorpool/domain/schemas/rental';
import { documentRoutes } from '../../lib/document-routes.ts';
import type { CompanySettings } from '@motorpool/domain/schemas/company-settings';
import type { Letterhead } from '../../lib/pdf/letterhead.ts';
import { type ModuleBase, mount } from '../../lib/module.ts';
import type { FileService } from '../files/ports.ts';
import type { Holds } from '../holds/ports.ts';
import { rentalCalendarRoutes } from './calendar-routes.ts';
import { createCalendarService, type CalendarDeps } from './calendar-service.ts';
import { rentalChangeRoutes } from './change-routes.ts';
import { createRentalChangeService } from './change-service.ts';
import { rentalDamageReports } from './damage-intake.ts';
import { createRentalDocumentService, rentalDocumentTable } from './documents.ts';
import { rentalReaders as historyReaders } from './history-reader.ts';
import { rentalIcalRoutes } from './ical-routes.ts';
import { createIcalService, type IcalDeps } from './ical-service.ts';
import { rentalJobs } from './jobs.ts';
import { rentalPdfRoutes } from './pdf-routes.ts';
import { createRentalPdfService } from './pdf/service.ts';
import { createInspectionPhotos, inspectionFileOwner } from './photo-service.ts';
import type { RentalParties } from './ports.ts';
import { rentalReadinessRoutes } from './readiness-routes.ts';
import { createReadinessService } from './readiness-service.ts';
import { rentalReturnRoutes } from './return-routes.ts';
import { createRentalReturnService } from './return-service.ts';
import { rentalReviewReader } from './review-reader.ts';
import { rentalRoutes } from './routes.ts';
import { rentalSearchProvider } from './search-provider.ts';
import { createRentalService } from './service.ts';
import { type BookingPart, rentalSettingsReader } from './settings-reader.ts';
import { rentalShareRoutes } from './share-routes.ts';
import { createRentalShareService } from './share-service.ts';
import { createRentalViews } from './views.ts';

export const rentalFileOwners = [rentalDocumentTable.fileOwner, inspectionFileOwner];

/** What other modules read of rentals: figures per vehicle, branch and customer, reviews, damage. */
export const rentalReaders = {
  ...historyReaders,
  damage: rentalDamageReports,
  reviews: rentalReviewReader,
};

export type RentalNeeds = Omit<RentalParties, 'settingsOf'> & {
  companySettings: { get(tenantId: string): Promise<CompanySettings> };
  /** the booking settings (reservations module), which rentals' settings extend */
  bookingSettingsOf: (tenantId: string) => Promise<BookingPart>;
  holds: Holds;
  files: FileService;
  letterhead: (tenantId: string) => Promise<Letterhead>;
  reservationCalendar: CalendarDeps['reservations'];
  bookingBranches: IcalDeps['branches'];
  subdomainOf: IcalDeps['subdomainOf'];
  timeZoneOf: (tenantId: string) => Promise<string>;
  tenantIds: () => Promise<string[]>;
};

// Rentals: each takes a reservation over (a walk-in's booked on the spot) with its hold, moves
// the car through the vehicles module's rental desk and its deposit through payments.
export function rentalsModule({ database, config, events }: ModuleBase, needs: RentalNeeds) {
  const { companySettings, bookingSettingsOf, holds, files, letterhead, tenantIds } = needs;
  const parties: RentalParties = {
    reservations: needs.reservations,
    vehicles: needs.vehicles,
    customers: needs.customers,
    branches: needs.branches,
    users: needs.users,
    deposits: needs.deposits,
    settingsOf: rentalSettingsReader(companySettings, bookingSettingsOf),
  };
  const photos = createInspectionPhotos(database, { files, customers: parties.customers });
  const views = createRentalViews({ ...parties, files, markViews: photos.markViews });
  const rentals = createRentalService(database, { parties, holds, events, views, photos, files });
  // Check-in, extension, overdue settlement and swap: charged from the rental policy, each
  // moving the rental's hold through the same constraint.
  const changeDeps = { parties, holds, events, photos, view: views.loadRentalView };
  const pdfs = createRentalPdfService(database, {
    files,
    customers: parties.customers,
    load: views.loadRentalView,
    letterhead,
    policyOf: async (tenantId) => (await parties.settingsOf(tenantId)).policy,
  });
  const shares = createRentalShareService(database, {
    secret: config.jwtSecret,
    publicUrl: config.publicUrl,
    pdfs,
    customers: parties.customers,
    subdomainOf: needs.subdomainOf,
  });
  // The calendar and each branch's iCal feed: reservations not yet rented beside rentals.
  const calendarDeps = { reservations: needs.reservationCalendar, cards: parties };
  const documents = createRentalDocumentService(database, {
    files,
    customers: parties.customers,
    names: parties.users,
  });
  return {
    name: 'rentals',
    search: rentalSearchProvider(parties),
    routes: [
      mount(rentalRoutes, { rentals, timeZoneOf: needs.timeZoneOf }),
      // A customer account lists (and, through the signed URLs, downloads) the documents of its
      // own rentals; uploading and deleting are the back office's.
      mount(documentRoutes, {
        base: '/rentals',
        noun: 'rental',
        read: 'rentals:read',
        update: 'rentals:update',
        tags: ['rentals'],
        uploadSummary:
          'Upload a document (multipart: field kind (contract, inspection, identification or ' +
          'insurance) before the `file` part: PDF, JPEG, PNG or WebP, at most 10 MB, at most 20 ' +
          'per rental)',
        listResponse: rentalDocumentListView,
        view: rentalDocumentView,
        documents,
      }),
      mount(rentalPdfRoutes, { pdfs }),
      mount(rentalReadinessRoutes, { readiness: createReadinessService(database, { parties }) }),
      mount(rentalShareRoutes, { shares }),
      mount(rentalReturnRoutes, { returns: createRentalReturnService(database, changeDeps) }),
      mount(rentalChangeRoutes, { changes: createRentalChangeService(database, changeDeps) }),
      mount(rentalCalendarRoutes, { calendar: createCalendarService(database, calendarDeps) }),
      mount(rentalIcalRoutes, {
        ical: createIcalService(database, {
          ...calendarDeps,
          publicUrl: config.publicUrl,
          branches: needs.bookingBranches,
          subdomainOf: needs.subdomainOf,
        }),
      }),
    ],
    jobs: rentalJobs({ database, tenantIds, settingsOf: bookingSettingsOf, events }),
  };
}
