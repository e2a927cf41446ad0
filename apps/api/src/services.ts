// The composition root: every service is built here, once per app, from the database and the
// configuration, and each module receives the others' services it needs. app.ts hands each
// route plugin its share; tests build an app, or these services, the same way.
import { addOnLookupTypes } from '@motorpool/domain/schemas/reservation';
import type { Config } from './config.ts';
import type { Database, Tx } from './db/engine.ts';
import { createEventBus } from './lib/events.ts';
import { createLoginThrottle, type LoginThrottle } from './lib/login-throttle.ts';
import { companyLetterhead } from './lib/pdf/letterhead.ts';
import { createRequestLimits, type RequestLimitSettings } from './lib/request-limits.ts';
import { createSharedCounters, type SharedCounters } from './lib/shared-counters.ts';
import { createJobRegistry } from './lib/jobs/registry.ts';
import { runnerJobs } from './lib/jobs/runner.ts';
import {
  createAccountService,
  createAuthService,
  createExternalSignIn,
  createProfileService,
  purgeSpentUserTokens,
} from './modules/auth/service.ts';
import { branchBookings } from './modules/branches/booking-repository.ts';
import { branchDirectory, branchExists, createBranchService } from './modules/branches/service.ts';
import { createCustomerDocumentService } from './modules/customers/document-service.ts';
import { createContactService } from './modules/contact/service.ts';
import {
  createCustomerService,
  customerAccounts,
  customerBookingParties,
  customerSearchProvider,
} from './modules/customers/service.ts';
import { createFileService } from './modules/files/service.ts';
import { holdCalendar, holds } from './modules/holds/service.ts';
import { createPrincipalLoader } from './modules/identity/service.ts';
import { activeLookupsOfType } from './modules/lookups/repository.ts';
import { createLookupService } from './modules/lookups/service.ts';
import { createMailService } from './modules/mail/service.ts';
import { vehicleServiceHistory } from './modules/maintenance/history.ts';
import { fileOwners } from './file-owners.ts';
import { buildMaintenanceServices } from './maintenance-services.ts';
import { buildNotificationServices } from './notification-services.ts';
import { createNewsletterService } from './modules/newsletter/service.ts';
import { createOidcClients, createOidcService } from './modules/oidc/service.ts';
import { createIdempotency } from './modules/payments/idempotency.ts';
import { paymentMoneyRecords } from './modules/payments/money-records.ts';
import { createSandboxGateway } from './modules/payments/sandbox-gateway.ts';
import {
  createPaymentDeposits,
  createPaymentService,
  paymentFigures,
} from './modules/payments/service.ts';
import { createAccessService } from './modules/permissions/access-service.ts';
import { createRoleService } from './modules/permissions/role-service.ts';
import { createPermissionService, roleTable } from './modules/permissions/service.ts';
import type { AddOnLookup } from './modules/reservations/contract.ts';
import { createReservationDocumentService } from './modules/reservations/document-service.ts';
import { reservationJobs } from './modules/reservations/jobs.ts';
import { reservationSearchProvider } from './modules/reservations/search-provider.ts';
import { createReservationService, reservationReferences } from './modules/reservations/service.ts';
import { rentalReaders } from './modules/rentals/history-reader.ts';
import { createCalendarService } from './modules/rentals/calendar-service.ts';
import { createIcalService } from './modules/rentals/ical-service.ts';
import { reservationCalendar } from './modules/reservations/calendar-reader.ts';
import { createRentalDocumentService } from './modules/rentals/document-service.ts';
import { createRentalPdfService } from './modules/rentals/pdf/service.ts';
import { createRentalShareService } from './modules/rentals/share-service.ts';
import { createRentalHandover } from './modules/reservations/rental-handover.ts';
import type { RentalParties } from './modules/rentals/contract.ts';
import { createInspectionPhotos } from './modules/rentals/photo-service.ts';
import { rentalSearchProvider } from './modules/rentals/search-provider.ts';
import { createRentalService } from './modules/rentals/service.ts';
import { createRentalChangeService } from './modules/rentals/change-service.ts';
import { rentalJobs } from './modules/rentals/jobs.ts';
import { createRentalReturnService } from './modules/rentals/return-service.ts';
import { createRentalViews } from './modules/rentals/views.ts';
import { createSearchService } from './modules/search/service.ts';
import { bookingSettingsReaders, mailBranding } from './settings-readers.ts';
import { buildMarketingServices, offerPromotions } from './marketing-services.ts';
import { createSessionService, sessionJobs } from './modules/sessions/service.ts';
import { createTenantService } from './modules/tenants/service.ts';
import { createTenantSettingsService } from './modules/tenants/settings-service.ts';
import { createCompanyLogoService } from './modules/tenants/company-logo-service.ts';
import { createCompanySettingsService } from './modules/tenants/company-settings-service.ts';
import {
  branchStaff,
  createUserService,
  roleHolders,
  userExists,
  userSearchProvider,
} from './modules/users/service.ts';
import { createVehicleAvailability } from './modules/vehicles/availability-service.ts';
import { vehicleBookings } from './modules/vehicles/booking-repository.ts';
import { vehicleMoneyRecords } from './modules/vehicles/money-records.ts';
import { createVehicleRentalDesk } from './modules/vehicles/rental-desk.ts';
import { createVehicleHistoryService } from './modules/vehicles/history-service.ts';
import {
  createVehicleService,
  vehicleFleet,
  vehicleSearchProvider,
} from './modules/vehicles/service.ts';

export type ServiceOptions = {
  database: Database;
  config: Pick<Config, 'jwtSecret' | 'publicUrl'> & Partial<Pick<Config, 'redisUrl'>>;
  /** Where rate limits and sign-in throttling count: Redis when redisUrl is set, else here. */
  counters?: SharedCounters;
  /** the limits' and the throttle's clock (tests move it) */
  clock?: () => number;
  /** changes to the limits' defaults in lib/request-limits.ts */
  limits?: RequestLimitSettings;
  /** one throttle per app over the counters unless given (tests pass one with its own store) */
  loginThrottle?: LoginThrottle;
  /** Admits loopback and private OpenID Connect issuers (tests with a local provider). */
  oidcAllowPrivateIssuers?: boolean;
};

export function buildServices({
  database,
  config,
  clock = Date.now,
  counters = createSharedCounters({ redisUrl: config.redisUrl, clock }),
  limits: limitSettings = {},
  loginThrottle = createLoginThrottle({ store: counters.throttles, clock }),
  oidcAllowPrivateIssuers = false,
}: ServiceOptions) {
  // Every limit counts in the one store, so instances sharing Redis limit as one.
  const limits = createRequestLimits({ store: counters.counters, clock, settings: limitSettings });

  // Domain events: modules publish them inside their transactions; the subscribers are
  // registered here (mail below) and run after commit, from the outbox.
  const events = createEventBus(database);

  // Platform
  const tenants = createTenantService(database);
  const contact = createContactService(database);
  const newsletter = createNewsletterService(database);

  // Identity
  const oidcClients = createOidcClients({ allowPrivateIssuers: oidcAllowPrivateIssuers });
  const oidc = createOidcService(config.jwtSecret, oidcClients);
  const authDeps = {
    database,
    config,
    throttle: loginThrottle,
    tenants,
    events,
    customers: customerAccounts,
  };
  const auth = createAuthService(authDeps);
  const accounts = createAccountService({ ...authDeps, limits });
  const externalSignIn = createExternalSignIn(authDeps);
  const principals = createPrincipalLoader(database);
  const sessions = createSessionService({ database, userExists });
  const users = createUserService({ database, roleTable, branchExists });
  const permissions = createPermissionService(database, roleHolders);
  const access = createAccessService(database, roleHolders);
  const roles = createRoleService(database, roleHolders);
  const tenantSettings = createTenantSettingsService({ database, tenants, issuers: oidcClients });

  // Fleet
  const files = createFileService(database, config.jwtSecret, fileOwners);
  // Company settings: read fresh by every module; the currency is locked once any module that
  // records money has some.
  const tenantChanged = (id: string) => tenants.forget(id);
  const companySettings = createCompanySettingsService({
    database,
    moneyHolders: [vehicleMoneyRecords, paymentMoneyRecords],
    changed: tenantChanged,
  });
  const companyLogo = createCompanyLogoService({ database, files, changed: tenantChanged });
  // E-mail: rendered with the company's branding, for the events that call for mail.
  const mail = createMailService({
    database,
    tenants,
    publicUrl: config.publicUrl,
    branding: mailBranding(companySettings),
  });
  mail.subscribe(events);
  // The fleet's and branches' rental figures, read from the rentals module's tables.
  const vehicles = createVehicleService(database, files, {
    branches: branchDirectory,
    rentals: rentalReaders.history,
    bookings: reservationReferences,
    events,
  });
  const vehicleHistory = createVehicleHistoryService(
    database,
    vehicles,
    files,
    vehicleServiceHistory,
  );
  const branches = createBranchService(database, {
    fleet: vehicleFleet,
    rentals: rentalReaders.history,
    staff: branchStaff,
    bookings: reservationReferences,
  });
  const lookups = createLookupService(database);
  // Customers' figures: rentals and ratings from rentals, money from their payments.
  const customers = createCustomerService(database, {
    history: paymentFigures.customers(rentalReaders.customers),
    bookings: reservationReferences,
    currencyOf: async (tenantId) => (await companySettings.get(tenantId)).company.currency,
    files,
  });
  const profiles = createProfileService({ ...authDeps, ownRecords: customers });
  const customerDocuments = createCustomerDocumentService(database, files);
  // Reservations: each booking holds its vehicle's time through the holds module, whose
  // exclusion constraint rentals and maintenance will share.
  const { booking: bookingSettings, rental: rentalSettings } =
    bookingSettingsReaders(companySettings);
  const addOnLookups = async (tx: Tx): Promise<AddOnLookup[]> => {
    const found: AddOnLookup[] = [];
    for (const type of addOnLookupTypes) found.push(...(await activeLookupsOfType(tx, type)));
    return found;
  };
  const reservationParties = {
    customers: customerBookingParties,
    vehicles: vehicleBookings,
    branches: branchBookings,
    payments: paymentFigures.reservations(rentalReaders.payments),
    rentals: rentalReaders.reservations,
    addOns: addOnLookups,
    settingsOf: bookingSettings,
    promoCodes: offerPromotions,
  };
  const reservations = createReservationService(database, {
    parties: reservationParties,
    holds,
    events,
    files,
    // a customer's cancellation refunds through payments (built below; called only later)
    refunds: { refundReservation: (...args) => payments.refundReservation(...args) },
  });
  const reservationDocuments = createReservationDocumentService(database, {
    files,
    customers: customerBookingParties,
    names: { nameAt: branchStaff.nameAt },
  });
  const rentalDocuments = createRentalDocumentService(database, {
    files,
    customers: customerBookingParties,
    names: { nameAt: branchStaff.nameAt },
  });
  // Payments: cards go through the gateway (the sandbox processor until a real provider is
  // configured); its signing secret is derived from the app's, never the app's own.
  const paymentSandbox = createSandboxGateway({ secret: `${config.jwtSecret}:payments-sandbox` });
  // Rentals: each takes a reservation over (a walk-in's booked on the spot) with its hold,
  // moves the car through the vehicles module's rental desk and its deposit through payments.
  const rentalParties: RentalParties = {
    reservations: createRentalHandover({ parties: reservationParties, holds, events }),
    vehicles: createVehicleRentalDesk(events),
    customers: customerBookingParties,
    branches: branchBookings,
    users: { nameAt: branchStaff.nameAt },
    deposits: createPaymentDeposits({ gateway: paymentSandbox.gateway, events }),
    settingsOf: rentalSettings,
  };
  const inspectionPhotos = createInspectionPhotos(database, {
    files,
    customers: customerBookingParties,
  });
  const rentalViews = createRentalViews({
    ...rentalParties,
    files,
    markViews: inspectionPhotos.markViews,
  });
  const rentalService = createRentalService(database, {
    parties: rentalParties,
    holds,
    events,
    views: rentalViews,
    photos: inspectionPhotos,
    files,
  });
  // Check-in, extension, overdue settlement and swap: charged from the rental policy, each
  // moving the rental's hold through the same constraint.
  const rentalChangeDeps = {
    parties: rentalParties,
    holds,
    events,
    photos: inspectionPhotos,
    view: rentalViews.loadRentalView,
  };
  const rentalReturns = createRentalReturnService(database, rentalChangeDeps);
  const rentalChanges = createRentalChangeService(database, rentalChangeDeps);
  // Contracts and receipts (rentals' and payments') print the company's name, zone and
  // currency, and its logo when pdfkit can draw it; share links open them on its address.
  const letterhead = companyLetterhead(companySettings, files);
  const rentalPdfs = createRentalPdfService(database, {
    files,
    customers: customerBookingParties,
    load: rentalViews.loadRentalView,
    letterhead,
  });
  const rentalShares = createRentalShareService(database, {
    secret: config.jwtSecret,
    publicUrl: config.publicUrl,
    pdfs: rentalPdfs,
    customers: customerBookingParties,
    subdomainOf: async (tenantId) => {
      const tenant = await tenants.findTenant({ id: tenantId });
      return tenant?.status === 'active' ? tenant.subdomain : null;
    },
  });
  // The rentals calendar and each branch's iCal feed: reservations not yet rented beside rentals.
  const calendarDeps = {
    reservations: reservationCalendar(reservationParties),
    cards: rentalParties,
  };
  const rentalCalendar = createCalendarService(database, calendarDeps);
  const rentalIcal = createIcalService(database, {
    ...calendarDeps,
    publicUrl: config.publicUrl,
    branches: branchBookings,
    subdomainOf: async (tenantId) => {
      const tenant = await tenants.findTenant({ id: tenantId });
      return tenant?.status === 'active' ? tenant.subdomain : null;
    },
  });
  const vehicleAvailability = createVehicleAvailability(database, {
    holds: holdCalendar,
    settingsOf: bookingSettings,
    files,
  });
  const payments = createPaymentService(database, {
    parties: {
      customers: customerBookingParties,
      links: { reservations: reservationReferences, rentals: rentalReaders.payments },
      currencyOf: async (tenantId) => (await companySettings.get(tenantId)).company.currency,
      customerPaymentOptionsOf: async (tenantId) =>
        (await companySettings.get(tenantId)).payments.customerPaymentOptions,
      letterhead,
    },
    gateway: paymentSandbox.gateway,
    events,
    idempotency: createIdempotency(database),
  });
  // Offers (applied by the promo codes above) and customers' reviews, for the customer home.
  const marketing = buildMarketingServices(database, { files, settingsOf: bookingSettings });
  // Each module's provider, in the order results of equal score are listed.
  const search = createSearchService(database, [
    vehicleSearchProvider,
    customerSearchProvider,
    reservationSearchProvider(reservationParties),
    rentalSearchProvider(rentalParties),
    userSearchProvider,
  ]);

  const notify = buildNotificationServices({ database, events, config, tenants, companySettings });

  const maintenance = buildMaintenanceServices({
    database,
    tenantIds: () => tenants.listIds(),
    holds,
    events,
    files,
    names: { nameAt: branchStaff.nameAt },
    currencyOf: async (tenantId: string) => (await companySettings.get(tenantId)).company.currency,
  });

  // Scheduled work: every module's jobs in the one registry that the job runner runs.
  const jobs = createJobRegistry([
    ...runnerJobs(database),
    ...sessionJobs({
      database,
      tenantIds: () => tenants.listIds(),
      purgeSpentTokens: purgeSpentUserTokens,
    }),
    ...reservationJobs({
      database,
      tenantIds: () => tenants.listIds(),
      settingsOf: bookingSettings,
      holds,
      events,
      payments: reservationParties.payments,
    }),
    ...rentalJobs({
      database,
      tenantIds: () => tenants.listIds(),
      settingsOf: bookingSettings,
      events,
    }),
    ...maintenance.maintenanceJobs,
    ...notify.notificationJobs,
  ]);

  return {
    events,
    mail,
    jobs,
    ...notify,
    tenants,
    tenantSettings,
    companySettings,
    companyLogo,
    contact,
    newsletter,
    oidc,
    auth,
    accounts,
    counters,
    limits,
    profiles,
    externalSignIn,
    principals,
    sessions,
    users,
    permissions,
    access,
    roles,
    files,
    vehicles,
    vehicleHistory,
    maintenance: maintenance.maintenance,
    maintenanceAttachments: maintenance.maintenanceAttachments,
    maintenanceSchedules: maintenance.maintenanceSchedules,
    branches,
    lookups,
    customers,
    customerDocuments,
    reservations,
    reservationDocuments,
    rentalDocuments,
    rentalPdfs,
    rentalShares,
    rentalCalendar,
    rentalIcal,
    rentals: rentalService,
    rentalReturns,
    rentalChanges,
    rentalParties,
    rentalViews,
    inspectionPhotos,
    vehicleAvailability,
    payments,
    paymentSandbox,
    search,
    ...marketing,
  };
}

export type Services = ReturnType<typeof buildServices>;
