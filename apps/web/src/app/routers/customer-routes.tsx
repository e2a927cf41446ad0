import type { RouteObject } from 'react-router';
import { paths } from '../../shared/config/paths.ts';
import type { ComingSoonKey } from '../../shared/ui/coming-soon-page.tsx';
import { RequireCustomerSession } from './route-guards.tsx';

const c = paths.tenant;

function rel(path: string): string {
  return path.replace(/^\//, '');
}

function comingSoon(path: string, page: ComingSoonKey, detail = false): RouteObject {
  return {
    path: rel(path),
    lazy: async () => {
      const { ComingSoonPage } = await import('../../shared/ui/coming-soon-page.tsx');
      return { Component: () => <ComingSoonPage page={page} detail={detail} area="customer" /> };
    },
  };
}

// SPEC §2 customer area at /: the catalogue, vehicles and branches are public; bookings,
// notifications, profile and settings belong to a signed-in user.
export const customerChildren: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('../routes/home.tsx')).HomePage }),
  },
  comingSoon(c.catalog.path, 'catalog'),
  comingSoon(c.vehicles.path, 'vehicles'),
  comingSoon(c.vehicleDetail.path, 'vehicles', true),
  comingSoon(c.branches.path, 'branches'),
  comingSoon(c.branchDetail.path, 'branches', true),
  comingSoon(c.rentalBooking.path, 'booking'),
  {
    Component: RequireCustomerSession,
    children: [
      comingSoon(c.notifications.path, 'notifications'),
      comingSoon(c.notificationSettings.path, 'notificationSettings'),
      comingSoon(c.rentals.path, 'customerRentals'),
      comingSoon(c.rentalDetail.path, 'customerRentals', true),
      comingSoon(c.reservations.path, 'customerReservations'),
      comingSoon(c.reservationDetail.path, 'customerReservations', true),
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
