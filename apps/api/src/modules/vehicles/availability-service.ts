import { type ListResponse, listResponse } from '@motorpool/domain/list-query';
import { hasPermission } from '@motorpool/domain/permissions';
import { quoteReservation } from '@motorpool/domain/reservation-pricing';
import type {
  AvailabilityQuery,
  AvailableVehicleView,
} from '@motorpool/domain/schemas/reservation';
import {
  type VehicleCatalogueSortField,
  vehicleCatalogueSortFields,
} from '@motorpool/domain/schemas/vehicle';
import type { Database } from '../../db/engine.ts';
import { parseFilteredList } from '../../lib/list-filters.ts';
import type { TenantCaller } from '../../lib/request-caller.ts';
import type { FileService } from '../files/service.ts';
import type { HoldCalendar } from '../holds/contract.ts';
import { holdPeriod } from '../holds/service.ts';
import { listAvailable } from './availability-repository.ts';
import { catalogueFilterFields } from './catalogue-repository.ts';

/** The company settings a period is priced and held with (the tenants module). */
export type AvailabilitySettings = {
  currency: string;
  taxRateBp: number;
  turnaroundBufferMinutes: number;
  lateReturnGraceMinutes: number;
};

export type AvailabilityDeps = {
  /** the holds module's holdCalendar */
  holds: HoldCalendar;
  settingsOf: (tenantId: string) => Promise<AvailabilitySettings>;
  files: Pick<FileService, 'url'>;
};

// GET /vehicles/availability: the vehicles free for the whole period (their hold would fit,
// turnaround buffer included), each priced for it. Staff (vehicles:read) see the plate;
// customers (vehicles:browse) get it empty, as the catalogue never shows it.
export function createVehicleAvailability(database: Database, deps: AvailabilityDeps) {
  return {
    async search(
      c: TenantCaller,
      query: AvailabilityQuery & Readonly<Record<string, unknown>>,
    ): Promise<ListResponse<AvailableVehicleView>> {
      const { pickupDate: _p, returnDate: _r, branchId: _b, category: _c, ...listRaw } = query;
      const q = parseFilteredList<VehicleCatalogueSortField>(listRaw, {
        sortable: vehicleCatalogueSortFields,
        defaultSort: { field: 'dailyRate', direction: 'asc' },
        fields: catalogueFilterFields,
        language: c.language,
      });
      const settings = await deps.settingsOf(c.tenantId);
      const pickup = new Date(query.pickupDate);
      const dropOff = new Date(query.returnDate);
      const period = holdPeriod(pickup, dropOff, settings.turnaroundBufferMinutes);
      const staff = hasPermission(c.permissions, 'vehicles:read');
      return database.withTenant(c.tenantId, async (tx) => {
        const { rows, total } = await listAvailable(
          tx,
          {
            ...q,
            period,
            ...(query.branchId ? { branchId: query.branchId } : {}),
            ...(query.category ? { category: query.category } : {}),
          },
          deps.holds,
        );
        const data = rows.map(({ dailyRate, imageId, licensePlate, ...vehicle }) => ({
          vehicle: {
            ...vehicle,
            licensePlate: staff ? licensePlate : '',
            imageUrl: imageId ? deps.files.url(c.tenantId, imageId, 'thumbnail') : null,
          },
          quote: quoteReservation({
            currency: settings.currency,
            dailyRate,
            pickupDate: pickup,
            returnDate: dropOff,
            graceMinutes: settings.lateReturnGraceMinutes,
            taxRateBp: settings.taxRateBp,
          }),
        }));
        return listResponse(data, total, q);
      });
    },
  };
}

export type VehicleAvailability = ReturnType<typeof createVehicleAvailability>;
