import { lazy } from 'react';
import { redirect, type RouteObject } from 'react-router';
import type { LookupTypeName } from '@motorpool/domain/schemas/lookup';
import { paths } from '../../shared/config/paths.ts';

const a = paths.admin;

// Paths below /admin, relative to it.
function rel(path: string): string {
  return path.replace(/^\/admin\//, '');
}

// The guards load with the first admin page: this table is also imported by the marketing
// router, whose landing page carries no session code.
function guarded(permission: string, children: RouteObject[]): RouteObject {
  return {
    lazy: async () => {
      const { RequirePermission } = await import('./route-guards.tsx');
      return { Component: () => <RequirePermission permission={permission} /> };
    },
    children,
  };
}

function lookupList(path: string, type: LookupTypeName): RouteObject {
  return {
    path: rel(path),
    lazy: async () => {
      const { LookupsListPage } =
        await import('../../features/lookups/pages/lookups-list-page.tsx');
      return { Component: () => <LookupsListPage type={type} /> };
    },
  };
}

// The rentals calendar's FullCalendar component draws the maintenance calendar too; it loads
// when that tab is first opened, never with the list.
const MaintenanceCalendarView = lazy(async () => ({
  default: (await import('../routes/maintenance-calendar.tsx')).MaintenanceCalendarView,
}));

const notFound: RouteObject = {
  path: paths.notFound.path,
  lazy: async () => ({
    Component: (await import('../../shared/ui/not-found-page.tsx')).AdminNotFoundPage,
  }),
};

const platformPages: RouteObject = {
  lazy: async () => ({ Component: (await import('./route-guards.tsx')).RequirePlatformAdmin }),
  children: [
    {
      path: rel(a.superAdmin.path),
      lazy: async () => ({
        Component: (await import('../routes/super-admin.tsx')).SuperAdminRoute,
      }),
    },
    {
      path: rel(a.tenants.path),
      lazy: async () => ({
        Component: (await import('../../features/platform-tenants/pages/tenants-list-page.tsx'))
          .TenantsListPage,
      }),
    },
    {
      path: rel(a.tenantDetail.path),
      lazy: async () => ({
        Component: (await import('../../features/platform-tenants/pages/tenant-detail-page.tsx'))
          .TenantDetailPage,
      }),
    },
  ],
};

const profile: RouteObject = {
  path: rel(a.profile.path),
  lazy: async () => ({
    Component: (await import('../../features/profile/pages/profile-page.tsx')).ProfilePage,
  }),
};

// Back office below /admin; every page needs the read permission of its resource.
export const tenantAdminChildren: RouteObject[] = [
  { index: true, loader: () => redirect(a.dashboard.getHref()) },
  { path: 'general', loader: () => redirect(a.dashboard.getHref()) },
  {
    path: rel(a.dashboard.path),
    lazy: async () => ({
      Component: (await import('../routes/admin-dashboard.tsx')).AdminDashboardPage,
    }),
  },
  profile,
  guarded('rentals:read', [
    {
      // FullCalendar comes with this page's chunk only, never with the first page.
      path: rel(a.rentalsCalendar.path),
      lazy: async () => ({
        Component: (await import('../../features/calendar/pages/rentals-calendar-page.tsx'))
          .RentalsCalendarPage,
      }),
    },
  ]),
  guarded('notifications:read', [
    {
      path: rel(a.notifications.path),
      lazy: async () => ({
        Component: (await import('../../features/notifications/pages/notifications-page.tsx'))
          .AdminNotificationsPage,
      }),
    },
    {
      path: rel(a.notificationSettings.path),
      lazy: async () => ({
        Component: (
          await import('../../features/notifications/pages/notification-settings-page.tsx')
        ).AdminNotificationSettingsPage,
      }),
    },
  ]),
  { path: 'management', loader: () => redirect(a.users.getHref()) },
  guarded('users:read', [
    {
      path: rel(a.users.path),
      lazy: async () => ({
        Component: (await import('../../features/users/pages/users-list-page.tsx')).UsersListPage,
      }),
    },
    {
      path: rel(a.userDetail.path),
      lazy: async () => ({
        Component: (await import('../../features/users/pages/user-detail-page.tsx')).UserDetailPage,
      }),
    },
  ]),
  guarded('customers:read', [
    {
      path: rel(a.customers.path),
      lazy: async () => ({
        Component: (await import('../../features/customers/pages/customers-list-page.tsx'))
          .CustomersListPage,
      }),
    },
    {
      path: rel(a.customerDetail.path),
      lazy: async () => ({
        Component: (await import('../../features/customers/pages/customer-detail-page.tsx'))
          .CustomerDetailPage,
      }),
    },
  ]),
  guarded('customers:update', [
    {
      path: rel(a.privacyRequests.path),
      lazy: async () => ({
        Component: (await import('../../features/privacy/pages/correction-requests-page.tsx'))
          .CorrectionRequestsPage,
      }),
    },
  ]),
  guarded('vehicles:read', [
    {
      path: rel(a.vehicles.path),
      lazy: async () => ({
        Component: (await import('../../features/vehicles/pages/vehicles-list-page.tsx'))
          .VehiclesListPage,
      }),
    },
    {
      path: rel(a.vehicleDetail.path),
      lazy: async () => {
        const [{ VehicleDetailPage }, { VehicleWorkOrders }] = await Promise.all([
          import('../../features/vehicles/pages/vehicle-detail-page.tsx'),
          import('../../features/maintenance/components/vehicle-work-orders.tsx'),
        ]);
        return {
          Component: () => (
            <VehicleDetailPage workOrders={(id) => <VehicleWorkOrders vehicleId={id} />} />
          ),
        };
      },
    },
  ]),
  guarded('rentals:read', [
    {
      path: rel(a.rentals.path),
      lazy: async () => ({
        Component: (await import('../../features/rentals/pages/rentals-list-page.tsx'))
          .RentalsListPage,
      }),
    },
    {
      path: rel(a.rentalDetail.path),
      lazy: async () => {
        const [{ RentalDetailPage }, { BookingPaymentsCard }, { ProcessPaymentButton }] =
          await Promise.all([
            import('../../features/rentals/pages/rental-detail-page.tsx'),
            import('../../features/payments/components/take-payment/booking-payments-card.tsx'),
            import('../../features/payments/components/take-payment/process-payment-button.tsx'),
          ]);
        return {
          Component: () => (
            <RentalDetailPage
              payments={(target) => <BookingPaymentsCard target={target} />}
              processDeposit={(deposit) => <ProcessPaymentButton {...deposit} />}
            />
          ),
        };
      },
    },
  ]),
  guarded('reservations:read', [
    {
      path: rel(a.reservations.path),
      lazy: async () => ({
        Component: (await import('../../features/reservations/pages/reservations-list-page.tsx'))
          .ReservationsListPage,
      }),
    },
    {
      path: rel(a.reservationDetail.path),
      lazy: async () => {
        const [{ ReservationDetailPage }, { BookingPaymentsCard }] = await Promise.all([
          import('../../features/reservations/pages/reservation-detail-page.tsx'),
          import('../../features/payments/components/take-payment/booking-payments-card.tsx'),
        ]);
        return {
          Component: () => (
            <ReservationDetailPage payments={(target) => <BookingPaymentsCard target={target} />} />
          ),
        };
      },
    },
  ]),
  guarded('branches:read', [
    {
      path: rel(a.branches.path),
      lazy: async () => ({
        Component: (await import('../../features/branches/pages/branches-list-page.tsx'))
          .BranchesListPage,
      }),
    },
    {
      path: rel(a.branchDetail.path),
      lazy: async () => {
        const [{ BranchDetailPage }, { BranchVehicles }] = await Promise.all([
          import('../../features/branches/pages/branch-detail-page.tsx'),
          import('../../features/vehicles/pages/vehicles-list-page.tsx'),
        ]);
        return {
          Component: () => (
            <BranchDetailPage vehicles={(branchId) => <BranchVehicles branchId={branchId} />} />
          ),
        };
      },
    },
  ]),
  guarded('maintenance:read', [
    {
      path: rel(a.maintenances.path),
      lazy: async () => {
        const { MaintenancePage } =
          await import('../../features/maintenance/pages/maintenance-page.tsx');
        return { Component: () => <MaintenancePage calendar={MaintenanceCalendarView} /> };
      },
    },
    {
      path: rel(a.maintenanceDetail.path),
      lazy: async () => ({
        Component: (await import('../../features/maintenance/pages/maintenance-detail-page.tsx'))
          .MaintenanceDetailPage,
      }),
    },
  ]),
  guarded('lookups:read', [
    lookupList(a.vehicleTypes.path, 'VEHICLE_TYPE'),
    lookupList(a.fuelTypes.path, 'FUEL_TYPE'),
    lookupList(a.transmissionTypes.path, 'TRANSMISSION_TYPE'),
    lookupList(a.locations.path, 'LOCATION'),
    lookupList(a.insuranceOptions.path, 'INSURANCE_OPTION'),
    lookupList(a.extras.path, 'EXTRA'),
    lookupList(a.paymentMethods.path, 'PAYMENT_METHOD'),
    {
      path: rel(a.lookups.path),
      lazy: async () => ({
        Component: (await import('../../features/lookups/pages/lookups-list-page.tsx'))
          .LookupsListPage,
      }),
    },
    {
      path: rel(a.lookupDetail.path),
      lazy: async () => ({
        Component: (await import('../../features/lookups/pages/lookup-detail-page.tsx'))
          .LookupDetailPage,
      }),
    },
  ]),
  guarded('payments:read', [
    {
      path: rel(a.payments.path),
      lazy: async () => ({
        Component: (await import('../../features/payments/pages/payments-list-page.tsx'))
          .PaymentsListPage,
      }),
    },
    {
      path: rel(a.paymentDetail.path),
      lazy: async () => ({
        Component: (await import('../../features/payments/pages/payment-detail-page.tsx'))
          .PaymentDetailPage,
      }),
    },
  ]),
  guarded('settings:read', [
    {
      path: rel(a.settings.path),
      lazy: async () => ({
        Component: (await import('../../features/settings/pages/settings-page.tsx')).SettingsPage,
      }),
    },
  ]),
  // Offers and testimonials, beside the settings in the support menu
  guarded('offers:read', [
    {
      path: rel(a.offers.path),
      lazy: async () => ({
        Component: (await import('../../features/offers/pages/offers-list-page.tsx'))
          .OffersListPage,
      }),
    },
  ]),
  guarded('reviews:moderate', [
    {
      path: rel(a.testimonials.path),
      lazy: async () => ({
        Component: (await import('../../features/offers/pages/testimonials-page.tsx'))
          .TestimonialsPage,
      }),
    },
  ]),
  platformPages,
  notFound,
];

// The platform back office (marketing host, super administrators): their two pages, the
// dashboard and profile.
export const platformAdminChildren: RouteObject[] = [
  { index: true, loader: () => redirect(a.dashboard.getHref()) },
  { path: 'general', loader: () => redirect(a.dashboard.getHref()) },
  {
    path: rel(a.dashboard.path),
    lazy: async () => ({
      Component: (await import('../routes/admin-dashboard.tsx')).AdminDashboardPage,
    }),
  },
  profile,
  { path: 'support', loader: () => redirect(a.tenants.getHref()) },
  platformPages,
  notFound,
];
