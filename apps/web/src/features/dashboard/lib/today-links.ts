import type { DashboardView } from '@motorpool/domain/schemas/dashboard';
import { paths } from '../../../shared/config/paths.ts';

export type TodayItem = keyof DashboardView['today'];

/** The calendar day it is now in the company's time zone, as YYYY-MM-DD. */
export function companyToday(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

function withFilters(base: string, filters: Record<string, string>): string {
  return `${base}?${new URLSearchParams(filters).toString()}`;
}

/**
 * Each count of the day's board opens the list it counts, filtered the way the list's own
 * filters read from the address; a branch chosen on the dashboard follows where the list
 * filters by branch.
 */
export function todayLinks(today: string, branchId: string): Record<TodayItem, string> {
  const rentalBranch: Record<string, string> = branchId
    ? { 'filter[pickupBranchId][equals]': branchId }
    : {};
  const vehicleBranch: Record<string, string> = branchId
    ? { 'filter[branchId][equals]': branchId }
    : {};
  const day = (field: string) => ({
    [`filter[${field}][gte]`]: today,
    [`filter[${field}][lte]`]: today,
  });
  return {
    pickupsDue: withFilters(paths.admin.reservations.getHref(), {
      ...day('pickupDate'),
      'filter[status][in]': 'pending,confirmed',
    }),
    returnsDue: withFilters(paths.admin.rentals.getHref(), {
      ...day('returnDate'),
      'filter[status][in]': 'active',
      ...rentalBranch,
    }),
    overdue: withFilters(paths.admin.rentals.getHref(), {
      'filter[overdue][equals]': 'true',
      ...rentalBranch,
    }),
    carsReady: withFilters(paths.admin.vehicles.getHref(), {
      'filter[status][in]': 'available',
      ...vehicleBranch,
    }),
    carsNotReady: withFilters(paths.admin.vehicles.getHref(), {
      'filter[status][in]': 'maintenance',
      ...vehicleBranch,
    }),
  };
}
