import { type ListResponse, listResponse } from '@motorpool/domain/list-query';
import {
  type VehicleCatalogueSortField,
  type VehicleCatalogueView,
  vehicleCatalogueSortFields,
} from '@motorpool/domain/schemas/vehicle';
import type { VehicleFeature } from '@motorpool/domain/value-lists';
import type { Database, Tx } from '../../db/engine.ts';
import { apiError } from '../../lib/http-errors.ts';
import { parseFilteredList } from '../../lib/list-filters.ts';
import type { TenantCaller } from '../../lib/request-caller.ts';
import type { FileService } from '../files/ports.ts';
import {
  type CatalogueRow,
  catalogueFilterFields,
  findCatalogueVehicle,
  listCatalogue,
} from './catalogue-repository.ts';
import { featureConditions } from './catalogue-features.ts';
import { primaryImages } from './repository.ts';

/** Whoever browses the catalogue: a signed-in customer or a visitor on the company's address. */
export type CatalogueBrowser = Pick<TenantCaller, 'tenantId' | 'language'>;

function toCatalogueView(row: CatalogueRow, thumbnailUrl: string | null): VehicleCatalogueView {
  return { ...row, features: row.features as VehicleFeature[], thumbnailUrl };
}

/** The vehicle when it is in the catalogue; 404 otherwise, as for a vehicle that does not exist. */
export async function mustFindInCatalogue(tx: Tx, id: string): Promise<CatalogueRow> {
  const row = await findCatalogueVehicle(tx, id);
  if (!row) throw apiError('NOT_FOUND', 'error.vehicleNotFound');
  return row;
}

// The customers' catalogue (vehicles:browse, and visitors on the company's address through
// public-routes.ts): the bookable vehicles, with what a customer sees.
export function createVehicleCatalogue(database: Database, files: FileService) {
  const inTenant = <T>(c: CatalogueBrowser, fn: (tx: Tx) => Promise<T>) =>
    database.withTenant(c.tenantId, fn);
  const thumbnail = (c: CatalogueBrowser, fileId: string | null | undefined) =>
    fileId ? files.url(c.tenantId, fileId, 'thumbnail') : null;

  return {
    async list(
      c: CatalogueBrowser,
      raw: Readonly<Record<string, unknown>>,
    ): Promise<ListResponse<VehicleCatalogueView>> {
      const q = parseFilteredList<VehicleCatalogueSortField>(raw, {
        sortable: vehicleCatalogueSortFields,
        defaultSort: { field: 'dailyRate', direction: 'asc' },
        fields: catalogueFilterFields,
        language: c.language,
      });
      q.conditions.push(...featureConditions(raw, c.language));
      return inTenant(c, async (tx) => {
        const { rows, count } = await listCatalogue(tx, q);
        const data = rows.map(({ imageId, ...row }) => toCatalogueView(row, thumbnail(c, imageId)));
        return listResponse(data, count, q);
      });
    },

    async get(c: CatalogueBrowser, id: string): Promise<VehicleCatalogueView> {
      return inTenant(c, async (tx) => {
        const row = await mustFindInCatalogue(tx, id);
        const images = await primaryImages(tx, [row.id]);
        return toCatalogueView(row, thumbnail(c, images.get(row.id)));
      });
    },
  };
}

export type VehicleCatalogue = ReturnType<typeof createVehicleCatalogue>;
