import type { RouteObject } from 'react-router';
import { paths } from '../../shared/config/paths.ts';
import { loadAllNamespaces } from '../../shared/i18n/i18n.ts';
import { RequireCustomerSession } from './route-guards.tsx';
import { routeModule } from './route-module.ts';

const c = paths.tenant;

function rel(path: string): string {
  return path.replace(/^\//, '');
}

// The pages a visitor searches and picks a car on load only their own translations (and the
// header's), to keep a phone's download small; every other customer page gets all of them.
const lightRoutes = new WeakSet<RouteObject>();
function light(route: RouteObject): RouteObject {
  lightRoutes.add(route);
  return route;
}

function withAllNamespaces(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? withAllNamespaces(route.children) : undefined;
    const { lazy } = route;
    if (lightRoutes.has(route) || typeof lazy !== 'function') {
      return children ? ({ ...route, children } as RouteObject) : route;
    }
    return {
      ...route,
      ...(children ? { children } : {}),
      lazy: async () => (await Promise.all([lazy(), loadAllNamespaces()]))[0],
    } as RouteObject;
  });
}

// The customer area's catalogue pages (features/catalog), open to visitors.
function catalogRoute(path: string, load: () => Promise<RouteObject['Component']>): RouteObject {
  return { path: rel(path), lazy: async () => ({ Component: await load() }) };
}

// My bookings (features/my-bookings): the customer's own reservations and rentals.
const myBookings = {
  list: () =>
    routeModule(import('../../features/my-bookings/pages/my-bookings-page.tsx'), ['my-bookings']),
  detail: () =>
    routeModule(import('../../features/my-bookings/pages/booking-detail-pages.tsx'), [
      'my-bookings',
    ]),
};
function myBookingsRoute(
  path: string,
  load: (m: typeof myBookings) => Promise<RouteObject['Component']>,
): RouteObject {
  return { path: rel(path), lazy: async () => ({ Component: await load(myBookings) }) };
}

// Customer area at /: the catalogue, vehicles and branches are public; bookings,
// notifications, profile and settings belong to a signed-in user.
const customerPages: RouteObject[] = [
  light({
    index: true,
    lazy: async () => ({
      Component: (await routeModule(import('../routes/home.tsx'), ['home'])).HomePage,
    }),
  }),
  // catalog and vehicles are the same list: the catalog and the header's "vehicles"
  light(
    catalogRoute(
      c.catalog.path,
      async () =>
        (await routeModule(import('../../features/catalog/pages/catalog-page.tsx'), ['catalog']))
          .CatalogPage,
    ),
  ),
  light(
    catalogRoute(
      c.vehicles.path,
      async () =>
        (await routeModule(import('../../features/catalog/pages/catalog-page.tsx'), ['catalog']))
          .CatalogPage,
    ),
  ),
  light(
    catalogRoute(
      c.vehicleDetail.path,
      async () =>
        (await routeModule(import('../../features/catalog/pages/vehicle-page.tsx'), ['catalog']))
          .VehiclePage,
    ),
  ),
  light(
    catalogRoute(
      c.branches.path,
      async () =>
        (await routeModule(import('../../features/catalog/pages/branches-page.tsx'), ['catalog']))
          .BranchesPage,
    ),
  ),
  light(
    catalogRoute(
      c.branchDetail.path,
      async () =>
        (await routeModule(import('../../features/catalog/pages/branch-page.tsx'), ['catalog']))
          .BranchPage,
    ),
  ),
  catalogRoute(
    c.rentalBooking.path,
    async () =>
      (await routeModule(import('../../features/booking/pages/booking-page.tsx'), ['booking']))
        .BookingPage,
  ),
  {
    Component: RequireCustomerSession,
    children: [
      {
        path: rel(c.notifications.path),
        lazy: async () => ({
          Component: (await import('../../features/notifications/pages/notifications-page.tsx'))
            .CustomerNotificationsPage,
        }),
      },
      {
        path: rel(c.notificationSettings.path),
        lazy: async () => ({
          Component: (
            await import('../../features/notifications/pages/notification-settings-page.tsx')
          ).CustomerNotificationSettingsPage,
        }),
      },
      myBookingsRoute(c.rentals.path, async (m) => (await m.list()).MyRentalsPage),
      myBookingsRoute(c.rentalDetail.path, async (m) => (await m.detail()).MyRentalPage),
      myBookingsRoute(c.reservations.path, async (m) => (await m.list()).MyReservationsPage),
      myBookingsRoute(c.reservationDetail.path, async (m) => (await m.detail()).MyReservationPage),
      {
        path: rel(c.profile.path),
        lazy: async () => ({
          Component: (await import('../../features/profile/pages/profile-page.tsx')).ProfilePage,
        }),
      },
      {
        path: rel(c.settings.path),
        lazy: async () => ({
          Component: (await import('../../features/profile/pages/account-settings-page.tsx'))
            .AccountSettingsPage,
        }),
      },
    ],
  },
  {
    path: paths.notFound.path,
    lazy: async () => ({
      Component: (await import('../../shared/ui/not-found-page.tsx')).NotFoundPage,
    }),
  },
];

export const customerChildren: RouteObject[] = withAllNamespaces(customerPages);
