// The composition root: every module is built here, once per app, in order, each handed the
// offers of the modules before it that its ports ask for. app.ts registers every module's routes;
// the job runner runs their jobs; the event bus delivers to their subscribers. A new module adds
// one line here (and its locale files). Where two modules need each other (reservations refund
// through payments, oidc signs in through auth), the later one is reached through a function
// that is only called once everything is built.
import type { Config } from './config.ts';
import type { Database } from './db/engine.ts';
import { createEventBus } from './lib/events.ts';
import { createJobRegistry } from './lib/jobs/registry.ts';
import { runnerJobs } from './lib/jobs/runner.ts';
import { createLoginThrottle, type LoginThrottle } from './lib/login-throttle.ts';
import type { ModuleBase, ModuleOffer } from './lib/module.ts';
import { companyLetterhead } from './lib/pdf/letterhead.ts';
import { seedSample } from './seed/sample.ts';
import { createRequestLimits, type RequestLimitSettings } from './lib/request-limits.ts';
import { createSharedCounters, type SharedCounters } from './lib/shared-counters.ts';
import { authModule, purgeSpentUserTokens } from './modules/auth/module.ts';
import { branchesModule, branchReaders } from './modules/branches/module.ts';
import { contactModule } from './modules/contact/module.ts';
import {
  customerFileOwners,
  customerReaders,
  customersModule,
} from './modules/customers/module.ts';
import { dashboardModule } from './modules/dashboard/module.ts';
import { filesModule } from './modules/files/module.ts';
import { holdCalendar, holds } from './modules/holds/module.ts';
import { identityModule } from './modules/identity/module.ts';
import { impersonationModule } from './modules/impersonation/module.ts';
import { activeAddOns, lookupsModule } from './modules/lookups/module.ts';
import { mailModule } from './modules/mail/module.ts';
import {
  maintenanceFileOwners,
  maintenanceModule,
  maintenanceReaders,
} from './modules/maintenance/module.ts';
import { newsletterModule } from './modules/newsletter/module.ts';
import { notificationsModule } from './modules/notifications/module.ts';
import { offerFileOwners, offerReaders, offersModule } from './modules/offers/module.ts';
import { oidcModule } from './modules/oidc/module.ts';
import { paymentReaders, paymentsModule } from './modules/payments/module.ts';
import { permissionReaders, permissionsModule } from './modules/permissions/module.ts';
import { privacyModule } from './modules/privacy/module.ts';
import { rentalFileOwners, rentalReaders, rentalsModule } from './modules/rentals/module.ts';
import {
  reservationFileOwners,
  reservationReaders,
  reservationsModule,
} from './modules/reservations/module.ts';
import { reviewsModule } from './modules/reviews/module.ts';
import { searchModule } from './modules/search/module.ts';
import { consentModule } from './modules/consent/module.ts';
import { sessionsModule } from './modules/sessions/module.ts';
import { signupModule } from './modules/signup/module.ts';
import { tenantFileOwners, tenantsModule } from './modules/tenants/module.ts';
import { userReaders, usersModule } from './modules/users/module.ts';
import { vehicleFileOwners, vehicleReaders, vehiclesModule } from './modules/vehicles/module.ts';

export type CompositionOptions = {
  database: Database;
  config: ModuleBase['config'] & Partial<Pick<Config, 'redisUrl' | 'smtpUrl' | 'dnsServers'>>;
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

export function composeModules({
  database,
  config,
  clock = Date.now,
  counters = createSharedCounters({ redisUrl: config.redisUrl, clock }),
  limits: limitSettings = {},
  loginThrottle = createLoginThrottle({ store: counters.throttles, clock }),
  oidcAllowPrivateIssuers = false,
}: CompositionOptions) {
  const base: ModuleBase = {
    database,
    config,
    // Domain events: modules publish them inside their transactions; subscribers run after
    // commit, from the outbox.
    events: createEventBus(database),
    // Every limit counts in the one store, so instances sharing Redis limit as one.
    limits: createRequestLimits({ store: counters.counters, clock, settings: limitSettings }),
  };
  const staffNames = { nameAt: userReaders.staff.nameAt };
  const rentalPayments = paymentReaders.figures.reservations(rentalReaders.payments);

  const files = filesModule(base, [
    ...vehicleFileOwners,
    ...tenantFileOwners,
    ...customerFileOwners,
    ...reservationFileOwners,
    ...rentalFileOwners,
    ...offerFileOwners,
    ...maintenanceFileOwners,
  ]);
  const oidc = oidcModule(base, {
    tenants: { findTenant: (by) => tenants.service.findTenant(by) },
    signIn: {
      begin: (...args) => auth.externalSignIn.begin(...args),
      complete: (...args) => auth.externalSignIn.complete(...args),
    },
    allowPrivateIssuers: oidcAllowPrivateIssuers,
  });
  const tenants = tenantsModule(base, {
    files: files.service,
    issuers: oidc.issuers,
    moneyHolders: [vehicleReaders.moneyRecords, paymentReaders.moneyRecords],
    dnsServers: config.dnsServers,
    // signup provisions on this module's service, and auth mails through it: both come later
    provision: (...args) => signup.provisionCompany(...args),
    mailPasswordSetup: (...args) => auth.mailPasswordSetup(...args),
    now: () => new Date(clock()),
    loadSample: (company) => seedSample(database, company),
  });
  const { timeZoneOf, currencyOf } = tenants;
  const impersonation = impersonationModule(base, {
    companies: tenants.service,
    administrator: userReaders.administrator,
    clock,
  });
  const tenantIds = () => tenants.service.listIds();
  // Contracts and receipts print the company's name, zone, currency and logo.
  const letterhead = companyLetterhead(tenants.companySettings, files.service);
  const mail = mailModule(base, { branding: tenants.mailBranding, tenants: tenants.service });
  const customers = customersModule(base, {
    history: paymentReaders.figures.customers(rentalReaders.customers),
    bookings: reservationReaders.references,
    currencyOf,
    files: files.service,
    timeZoneOf,
  });
  const auth = authModule(base, {
    throttle: loginThrottle,
    tenants: tenants.service,
    customers: customerReaders.accounts,
    ownRecords: customers.ownRecords,
    endVisit: impersonation.endOwnVisit,
  });
  const signup = signupModule(base, {
    tenants: tenants.service,
    handoff: auth.signInHandoff,
    fillSample: tenants.fillSample,
    smtpUrl: config.smtpUrl,
    now: () => new Date(clock()),
  });
  const sessions = sessionsModule(base, {
    userExists: userReaders.userExists,
    tenantIds,
    purgeSpentTokens: purgeSpentUserTokens,
  });
  const users = usersModule(base, {
    roleTable: permissionReaders.roleTable,
    branchExists: branchReaders.exists,
    timeZoneOf,
    mailPasswordSetup: auth.mailPasswordSetup,
    plans: tenants.service,
  });
  const permissions = permissionsModule(base, {
    holders: userReaders.roleHolders,
    users: users.lister,
  });
  const lookups = lookupsModule(base);
  const branches = branchesModule(base, {
    fleet: vehicleReaders.fleet,
    rentals: rentalReaders.history,
    staff: userReaders.staff,
    bookings: reservationReaders.references,
  });
  const payments = paymentsModule(base, {
    parties: {
      customers: customerReaders.bookingParties,
      links: { reservations: reservationReaders.references, rentals: rentalReaders.payments },
      currencyOf,
      customerPaymentOptionsOf: async (tenantId) =>
        (await tenants.companySettings.get(tenantId)).payments.customerPaymentOptions,
      letterhead,
    },
    timeZoneOf,
  });
  const reservations = reservationsModule(base, {
    customers: customerReaders.bookingParties,
    vehicles: vehicleReaders.bookings,
    branches: branchReaders.bookings,
    payments: rentalPayments,
    rentals: rentalReaders.reservations,
    addOns: activeAddOns,
    promoCodes: offerReaders.promotions,
    companySettings: tenants.companySettings,
    holds,
    files: files.service,
    refunds: payments.refunds,
    names: staffNames,
    timeZoneOf,
    tenantIds,
  });
  const vehicles = vehiclesModule(base, {
    files: files.service,
    branches: branchReaders.directory,
    rentals: rentalReaders.history,
    bookings: reservationReaders.references,
    holds: holdCalendar,
    serviceHistory: maintenanceReaders.serviceHistory,
    settingsOf: reservations.settingsOf,
    tenants: tenants.service,
  });
  const rentals = rentalsModule(base, {
    reservations: reservations.handover,
    vehicles: vehicles.desk,
    customers: customerReaders.bookingParties,
    branches: branchReaders.bookings,
    users: staffNames,
    deposits: payments.deposits,
    companySettings: tenants.companySettings,
    bookingSettingsOf: reservations.settingsOf,
    holds,
    files: files.service,
    letterhead,
    reservationCalendar: reservations.calendar,
    bookingBranches: branchReaders.bookings,
    subdomainOf: tenants.subdomainOf,
    timeZoneOf,
    tenantIds,
  });
  const offers = offersModule(base, { files: files.service, timeZoneOf });
  const reviews = reviewsModule(base, {
    rentals: rentalReaders.reviews,
    customers: customerReaders.bookingParties,
    vehicles: vehicleReaders.bookings,
  });
  const search = searchModule(base, [
    vehicleReaders.search,
    customerReaders.search,
    reservations.search,
    rentals.search,
    userReaders.search,
  ]);
  const notifications = notificationsModule(base, {
    roleTable: permissionReaders.roleTable,
    customer: customerReaders.bookingParties.find,
    vehicle: vehicleReaders.bookings.find,
    reservation: reservationReaders.references.find,
    payment: paymentReaders.find,
    branding: tenants.mailBranding,
    currencyOf,
    timeZoneOf,
    findTenant: (by) => tenants.service.findTenant(by),
    tenantIds,
  });
  const maintenance = maintenanceModule(base, {
    fleet: vehicleReaders.maintenanceFleet,
    desk: vehicles.desk,
    holds,
    files: files.service,
    names: staffNames,
    currencyOf,
    damage: rentalReaders.damage,
    timeZoneOf,
    tenantIds,
  });

  const modules: ModuleOffer[] = [
    tenants,
    contactModule(base, { smtpUrl: config.smtpUrl, operators: auth.platformOperators }),
    signup,
    newsletterModule(base),
    consentModule(base),
    oidc,
    auth,
    sessions,
    permissions,
    users,
    search,
    lookups,
    branches,
    files,
    vehicles,
    customers,
    offers,
    reviews,
    reservations,
    rentals,
    payments,
    maintenance,
    mail,
    notifications,
    impersonation,
    dashboardModule(base, { timeZoneOf, currencyOf, now: () => new Date(clock()) }),
    privacyModule(base, { auth, customers, files, smtpUrl: config.smtpUrl, clock }),
  ];
  for (const module of modules) module.subscribe?.(base.events);

  return {
    ...base,
    modules,
    counters,
    // Scheduled work: every module's jobs in the one registry that the job runner runs.
    jobs: createJobRegistry([...runnerJobs(database), ...modules.flatMap((m) => m.jobs ?? [])]),
    principals: identityModule(base).principals,
    markImpersonationWrote: impersonation.markWrote,
    tenants: tenants.service,
    companySettings: tenants.companySettings,
    notifications: notifications.service,
    notificationHub: notifications.hub,
    sessionLiveness: notifications.sessionLiveness,
    paymentSandbox: payments.sandbox,
    reservations: reservations.service,
    vehicleAvailability: vehicles.availability,
  };
}

export type Composition = ReturnType<typeof composeModules>;
