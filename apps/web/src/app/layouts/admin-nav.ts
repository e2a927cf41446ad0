import {
  IconAdjustments,
  IconBell,
  IconBuildingStore,
  IconCalendarEvent,
  IconCalendarTime,
  IconCar,
  IconCash,
  IconCategory,
  IconCreditCard,
  IconDiscount,
  IconGasStation,
  IconKey,
  IconLayoutDashboard,
  IconList,
  IconManualGearbox,
  IconMapPin,
  IconMessageStar,
  IconPackage,
  IconShieldCheck,
  IconTool,
  IconUserCircle,
  IconUsers,
  IconUserShield,
  IconUserStar,
  IconBuildingSkyscraper,
  type Icon,
} from '@tabler/icons-react';
import { paths } from '../../shared/config/paths.ts';

export type NavPage =
  | 'dashboard'
  | 'rentalsCalendar'
  | 'notifications'
  | 'users'
  | 'customers'
  | 'privacyRequests'
  | 'vehicles'
  | 'branches'
  | 'rentals'
  | 'reservations'
  | 'maintenances'
  | 'payments'
  | 'paymentMethods'
  | 'insuranceOptions'
  | 'extras'
  | 'vehicleTypes'
  | 'fuelTypes'
  | 'transmissionTypes'
  | 'locations'
  | 'settings'
  | 'offers'
  | 'testimonials'
  | 'lookups'
  | 'superAdmin'
  | 'tenants';

export type NavItem = { page: NavPage; to: string; Icon: Icon; permission?: string };
export type NavGroupName = 'general' | 'management' | 'finance' | 'marketing' | 'support';
export type NavGroup = { name: NavGroupName; items: NavItem[] };

const a = paths.admin;

// Navigation. Each item needs the read permission of the page it opens (the route
// guard checks the same one); super administrator pages only on the platform.
export const navGroups: NavGroup[] = [
  {
    name: 'general',
    items: [
      { page: 'dashboard', to: a.dashboard.getHref(), Icon: IconLayoutDashboard },
      {
        page: 'rentalsCalendar',
        to: a.rentalsCalendar.getHref(),
        Icon: IconCalendarEvent,
        permission: 'rentals:read',
      },
      {
        page: 'notifications',
        to: a.notifications.getHref(),
        Icon: IconBell,
        permission: 'notifications:read',
      },
    ],
  },
  {
    name: 'management',
    items: [
      { page: 'users', to: a.users.getHref(), Icon: IconUsers, permission: 'users:read' },
      {
        page: 'customers',
        to: a.customers.getHref(),
        Icon: IconUserStar,
        permission: 'customers:read',
      },
      {
        page: 'privacyRequests',
        to: a.privacyRequests.getHref(),
        Icon: IconUserShield,
        permission: 'customers:update',
      },
      { page: 'vehicles', to: a.vehicles.getHref(), Icon: IconCar, permission: 'vehicles:read' },
      {
        page: 'branches',
        to: a.branches.getHref(),
        Icon: IconBuildingStore,
        permission: 'branches:read',
      },
      { page: 'rentals', to: a.rentals.getHref(), Icon: IconKey, permission: 'rentals:read' },
      {
        page: 'reservations',
        to: a.reservations.getHref(),
        Icon: IconCalendarTime,
        permission: 'reservations:read',
      },
      {
        page: 'maintenances',
        to: a.maintenances.getHref(),
        Icon: IconTool,
        permission: 'maintenance:read',
      },
    ],
  },
  {
    name: 'finance',
    items: [
      { page: 'payments', to: a.payments.getHref(), Icon: IconCash, permission: 'payments:read' },
      {
        page: 'paymentMethods',
        to: a.paymentMethods.getHref(),
        Icon: IconCreditCard,
        permission: 'lookups:read',
      },
      {
        page: 'insuranceOptions',
        to: a.insuranceOptions.getHref(),
        Icon: IconShieldCheck,
        permission: 'lookups:read',
      },
      { page: 'extras', to: a.extras.getHref(), Icon: IconPackage, permission: 'lookups:read' },
    ],
  },
  {
    name: 'marketing',
    items: [
      {
        page: 'vehicleTypes',
        to: a.vehicleTypes.getHref(),
        Icon: IconCategory,
        permission: 'lookups:read',
      },
      {
        page: 'fuelTypes',
        to: a.fuelTypes.getHref(),
        Icon: IconGasStation,
        permission: 'lookups:read',
      },
      {
        page: 'transmissionTypes',
        to: a.transmissionTypes.getHref(),
        Icon: IconManualGearbox,
        permission: 'lookups:read',
      },
      {
        page: 'locations',
        to: a.locations.getHref(),
        Icon: IconMapPin,
        permission: 'lookups:read',
      },
    ],
  },
  {
    name: 'support',
    items: [
      {
        page: 'settings',
        to: a.settings.getHref(),
        Icon: IconAdjustments,
        permission: 'settings:read',
      },
      // Offers and testimonials beside the company's settings
      { page: 'offers', to: a.offers.getHref(), Icon: IconDiscount, permission: 'offers:read' },
      {
        page: 'testimonials',
        to: a.testimonials.getHref(),
        Icon: IconMessageStar,
        permission: 'reviews:moderate',
      },
      { page: 'lookups', to: a.lookups.getHref(), Icon: IconList, permission: 'lookups:read' },
    ],
  },
];

// The platform back office (no company): dashboard and the super administrator pages.
export const platformNavGroups: NavGroup[] = [
  {
    name: 'general',
    items: [{ page: 'dashboard', to: a.dashboard.getHref(), Icon: IconLayoutDashboard }],
  },
  {
    name: 'support',
    items: [
      { page: 'superAdmin', to: a.superAdmin.getHref(), Icon: IconUserCircle },
      { page: 'tenants', to: a.tenants.getHref(), Icon: IconBuildingSkyscraper },
    ],
  },
];

// Only what the user may open; a group left empty disappears.
export function visibleNavGroups(
  groups: readonly NavGroup[],
  can: (permission: string) => boolean,
): NavGroup[] {
  return groups
    .map((g) => ({ ...g, items: g.items.filter((i) => !i.permission || can(i.permission)) }))
    .filter((g) => g.items.length > 0);
}

export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
