import { type ListResponse, listResponse } from '@motorpool/domain/list-query';
import { hasPermission } from '@motorpool/domain/permissions';
import { quoteReservation } from '@motorpool/domain/reservation-pricing';
import type {
  AvailabilityQuery,
  AvailableVehicleView,
  ReservationQuoteView,
} from '@motorpool/domain/schemas/reservation';
import {
  type VehicleCatalogueSortField,
  vehicleCatalogueSortFields,
} from '@motorpool/domain/schemas/vehicle';
import type { Database } from '../../db/engine.ts';
import { parseFilteredList } from '../../lib/list-filters.ts';
import type { TenantCaller } from '../../lib/request-caller.ts';
import type { FileService } from '../files/ports.ts';
import type { HoldCalendar } from '../holds/ports.ts';
import { holdPeriod } from '../holds/ports.ts';
import { listAvailable } from './availability-repository.ts';
import { featureConditions } from './catalogue-features.ts';
import { catalogueFilterFields } from './catalogue-repository.ts';
import { mustFindInCatalogue } from './catalogue-service.ts';

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

type Searcher = Pick<TenantCaller, 'tenantId' | 'language' | 'permissions'>;
type Period = Pick<AvailabilityQuery, 'pickupDate' | 'returnDate'>;

// GET /vehicles/availability: the vehicles free for the whole period (their hold would fit,
// turnaround buffer included), each priced for it. Staff (vehicles:read) see the plate;
// customers (vehicles:browse) and visitors get it empty, as the catalogue never shows it.
export function createVehicleAvailability(database: Database, deps: AvailabilityDeps) {
  async function pricing(tenantId: string, period: Period) {
    const settings = await deps.settingsOf(tenantId);
    const pickupDate = new Date(period.pickupDate);
    const returnDate = new Date(period.returnDate);
    return {
      held: holdPeriod(pickupDate, returnDate, settings.turnaroundBufferMinutes),
      price: (dailyRate: number): ReservationQuoteView =>
        quoteReservation({
          currency: settings.currency,
          dailyRate,
          pickupDate,
          returnDate,
          graceMinutes: settings.lateReturnGraceMinutes,
          taxRateBp: settings.taxRateBp,
        }),
    };
  }

  return {
    async search(
      c: Searcher,
      query: AvailabilityQuery & Readonly<Record<string, unknown>>,
    ): Promise<ListResponse<AvailableVehicleView>> {
      const { pickupDate: _p, returnDate: _r, branchId: _b, category: _c, ...listRaw } = query;
      const q = parseFilteredList<VehicleCatalogueSortField>(listRaw, {
        sortable: vehicleCatalogueSortFields,
        defaultSort: { field: 'dailyRate', direction: 'asc' },
        fields: catalogueFilterFields,
        language: c.language,
      });
      q.conditions.push(...featureConditions(listRaw, c.language));
      const { held, price } = await pricing(c.tenantId, query);
      const staff = hasPermission(c.permissions, 'vehicles:read');
      return database.withTenant(c.tenantId, async (tx) => {
        const { rows, total } = await listAvailable(
          tx,
          {
            ...q,
            period: held,
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
          quote: price(dailyRate),
        }));
        return listResponse(data, total, q);
      });
    },

    /**
     * One vehicle of the catalogue priced for a period, and whether it is free for the whole
     * of it; 404 for a vehicle that is not in the catalogue.
     */
    async quote(
      c: Pick<TenantCaller, 'tenantId'>,
      vehicleId: string,
      period: Period,
    ): Promise<{ available: boolean; quote: ReservationQuoteView }> {
      const { held, price } = await pricing(c.tenantId, period);
      return database.withTenant(c.tenantId, async (tx) => {
        const vehicle = await mustFindInCatalogue(tx, vehicleId);
        const { rows } = await listAvailable(
          tx,
          {
            limit: 1,
            offset: 0,
            sort: { field: 'dailyRate', direction: 'asc' },
            conditions: [],
            period: held,
            vehicleId,
          },
          deps.holds,
        );
        return { available: rows.length > 0, quote: price(vehicle.dailyRate) };
      });
    },
  };
}

export type VehicleAvailability = ReturnType<typeof createVehicleAvailability>;
