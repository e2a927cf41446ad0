import enCommon from '../../locales/en/common.json';
import enMarketing from '../../locales/en/marketing.json';
import enLegal from '../../locales/en/legal.json';
import enTenant from '../../locales/en/tenant.json';
import enPlatform from '../../locales/en/platform.json';
import enImpersonation from '../../locales/en/impersonation.json';
import enSuperAdmin from '../../locales/en/superAdmin.json';
import enSignup from '../../locales/en/signup.json';
import enUsers from '../../locales/en/users.json';
import enAuth from '../../locales/en/auth.json';
import enSettings from '../../locales/en/settings.json';
import enLookups from '../../locales/en/lookups.json';
import enVehicles from '../../locales/en/vehicles.json';
import enBranches from '../../locales/en/branches.json';
import enCustomers from '../../locales/en/customers.json';
import enReservations from '../../locales/en/reservations.json';
import enRentals from '../../locales/en/rentals.json';
import enPayments from '../../locales/en/payments.json';
import enInspection from '../../locales/en/inspection.json';
import enCalendar from '../../locales/en/calendar.json';
import enGrid from '../../locales/en/grid.json';
import enShell from '../../locales/en/shell.json';
import enRoles from '../../locales/en/roles.json';
import enCatalog from '../../locales/en/catalog.json';
import enOffers from '../../locales/en/offers.json';
import enBooking from '../../locales/en/booking.json';
import enMyBookings from '../../locales/en/my-bookings.json';
import enHome from '../../locales/en/home.json';
import enNotifications from '../../locales/en/notifications.json';
import enMaintenance from '../../locales/en/maintenance.json';
import enDashboard from '../../locales/en/dashboard.json';
import enConsent from '../../locales/en/consent.json';
import enPrivacy from '../../locales/en/privacy.json';
import arCommon from '../../locales/ar/common.json';
import arMarketing from '../../locales/ar/marketing.json';
import arLegal from '../../locales/ar/legal.json';
import arTenant from '../../locales/ar/tenant.json';
import arPlatform from '../../locales/ar/platform.json';
import arImpersonation from '../../locales/ar/impersonation.json';
import arSuperAdmin from '../../locales/ar/superAdmin.json';
import arSignup from '../../locales/ar/signup.json';
import arUsers from '../../locales/ar/users.json';
import arAuth from '../../locales/ar/auth.json';
import arSettings from '../../locales/ar/settings.json';
import arLookups from '../../locales/ar/lookups.json';
import arVehicles from '../../locales/ar/vehicles.json';
import arBranches from '../../locales/ar/branches.json';
import arCustomers from '../../locales/ar/customers.json';
import arReservations from '../../locales/ar/reservations.json';
import arRentals from '../../locales/ar/rentals.json';
import arPayments from '../../locales/ar/payments.json';
import arInspection from '../../locales/ar/inspection.json';
import arCalendar from '../../locales/ar/calendar.json';
import arGrid from '../../locales/ar/grid.json';
import arShell from '../../locales/ar/shell.json';
import arRoles from '../../locales/ar/roles.json';
import arCatalog from '../../locales/ar/catalog.json';
import arOffers from '../../locales/ar/offers.json';
import arBooking from '../../locales/ar/booking.json';
import arMyBookings from '../../locales/ar/my-bookings.json';
import arHome from '../../locales/ar/home.json';
import arNotifications from '../../locales/ar/notifications.json';
import arMaintenance from '../../locales/ar/maintenance.json';
import arDashboard from '../../locales/ar/dashboard.json';
import arConsent from '../../locales/ar/consent.json';
import arPrivacy from '../../locales/ar/privacy.json';

// The translation types. One namespace per area; en is the reference that types the keys (see
// i18next.d.ts) and the locale test keeps ar in step with it. Only types are taken from here:
// i18n.ts loads every JSON file under src/locales lazily, per language.
export const namespaces = [
  'common',
  'marketing',
  'legal',
  'tenant',
  'users',
  'auth',
  'lookups',
  'settings',
  'vehicles',
  'branches',
  'customers',
  'reservations',
  'rentals',
  'payments',
  'inspection',
  'calendar',
  'shell',
  'roles',
  'catalog',
  'offers',
  'home',
  'notifications',
  'maintenance',
  'dashboard',
  'platform',
  'impersonation',
  'superAdmin',
  'signup',
  'consent',
  'privacy',
] as const;
export type Namespace = (typeof namespaces)[number];

export const resources = {
  en: {
    common: enCommon,
    marketing: enMarketing,
    legal: enLegal,
    tenant: enTenant,
    users: enUsers,
    auth: enAuth,
    settings: enSettings,
    lookups: enLookups,
    vehicles: enVehicles,
    branches: enBranches,
    customers: enCustomers,
    reservations: enReservations,
    rentals: enRentals,
    payments: enPayments,
    inspection: enInspection,
    calendar: enCalendar,
    grid: enGrid,
    shell: enShell,
    roles: enRoles,
    catalog: enCatalog,
    offers: enOffers,
    booking: enBooking,
    'my-bookings': enMyBookings,
    home: enHome,
    notifications: enNotifications,
    maintenance: enMaintenance,
    dashboard: enDashboard,
    platform: enPlatform,
    impersonation: enImpersonation,
    superAdmin: enSuperAdmin,
    signup: enSignup,
    consent: enConsent,
    privacy: enPrivacy,
  },
  ar: {
    common: arCommon,
    marketing: arMarketing,
    legal: arLegal,
    tenant: arTenant,
    users: arUsers,
    auth: arAuth,
    settings: arSettings,
    lookups: arLookups,
    vehicles: arVehicles,
    branches: arBranches,
    customers: arCustomers,
    reservations: arReservations,
    rentals: arRentals,
    payments: arPayments,
    inspection: arInspection,
    calendar: arCalendar,
    grid: arGrid,
    shell: arShell,
    roles: arRoles,
    catalog: arCatalog,
    offers: arOffers,
    booking: arBooking,
    'my-bookings': arMyBookings,
    home: arHome,
    notifications: arNotifications,
    maintenance: arMaintenance,
    dashboard: arDashboard,
    platform: arPlatform,
    impersonation: arImpersonation,
    superAdmin: arSuperAdmin,
    signup: arSignup,
    consent: arConsent,
    privacy: arPrivacy,
  },
} as const;
