import {
  fuelTypes,
  transmissions,
  vehicleCategories,
  vehicleFeatures,
  type FuelType,
  type Transmission,
  type VehicleCategory,
  type VehicleFeature,
} from '@motorpool/domain/value-lists';

// What the catalogue shows, kept in the address (so Back and a shared link show the same
// list): the filters, the page, and the period with its pickup branch. Dates are ISO instants;
// the inputs show them as wall time in the company's zone.
export type CatalogSearch = {
  category?: VehicleCategory;
  transmission?: Transmission;
  fuelType?: FuelType;
  /** at least this many seats */
  seats?: number;
  /** daily rate bounds, minor units */
  minRate?: number;
  maxRate?: number;
  features: VehicleFeature[];
  pickupDate?: string;
  returnDate?: string;
  branchId?: string;
  page: number;
};

export const pageSize = 12;

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

function positiveInt(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return undefined;
  return Number(raw);
}

function instant(raw: string | null): string | undefined {
  return raw !== null && !Number.isNaN(Date.parse(raw)) ? new Date(raw).toISOString() : undefined;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readSearch(params: URLSearchParams): CatalogSearch {
  const features = (params.get('features') ?? '')
    .split(',')
    .filter((f): f is VehicleFeature => (vehicleFeatures as readonly string[]).includes(f));
  const branch = params.get('branchId');
  const search: CatalogSearch = { features, page: positiveInt(params.get('page')) || 1 };
  const fields = {
    category: oneOf(vehicleCategories, params.get('category')),
    transmission: oneOf(transmissions, params.get('transmission')),
    fuelType: oneOf(fuelTypes, params.get('fuelType')),
    seats: positiveInt(params.get('seats')),
    minRate: positiveInt(params.get('minRate')),
    maxRate: positiveInt(params.get('maxRate')),
    pickupDate: instant(params.get('pickupDate')),
    returnDate: instant(params.get('returnDate')),
    branchId: branch && uuid.test(branch) ? branch : undefined,
  };
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) Object.assign(search, { [key]: value });
  }
  return search;
}

export function writeSearch(search: CatalogSearch): URLSearchParams {
  const params = new URLSearchParams();
  const { features, page, ...rest } = search;
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  if (features.length > 0) params.set('features', features.join(','));
  if (page > 1) params.set('page', String(page));
  return params;
}

/** Both dates, the return after the pickup: the list shows real availability and prices. */
export function periodOf(search: Pick<CatalogSearch, 'pickupDate' | 'returnDate'>) {
  const { pickupDate, returnDate } = search;
  return pickupDate && returnDate && Date.parse(returnDate) > Date.parse(pickupDate)
    ? { pickupDate, returnDate }
    : undefined;
}

/** The API's query for the list: the catalogue's filters, and the period when there is one. */
export function apiQuery(search: CatalogSearch): URLSearchParams {
  const q = new URLSearchParams({ limit: String(pageSize), page: String(search.page) });
  if (search.category) q.set('filter[category][equals]', search.category);
  if (search.transmission) q.set('filter[transmission][equals]', search.transmission);
  if (search.fuelType) q.set('filter[fuelType][equals]', search.fuelType);
  if (search.seats) q.set('filter[seatingCapacity][gte]', String(search.seats));
  if (search.minRate !== undefined) q.set('filter[dailyRate][gte]', String(search.minRate));
  if (search.maxRate !== undefined) q.set('filter[dailyRate][lte]', String(search.maxRate));
  if (search.features.length > 0) q.set('features', search.features.join(','));
  const period = periodOf(search);
  if (period) {
    q.set('pickupDate', period.pickupDate);
    q.set('returnDate', period.returnDate);
    if (search.branchId) q.set('branchId', search.branchId);
  } else if (search.branchId) {
    q.set('filter[branchId][equals]', search.branchId);
  }
  return q;
}

/** The dates and branch carried from the list to a vehicle's page and on to the booking. */
export function periodParams(
  search: Pick<CatalogSearch, 'pickupDate' | 'returnDate' | 'branchId'>,
) {
  const params = new URLSearchParams();
  if (search.pickupDate) params.set('pickupDate', search.pickupDate);
  if (search.returnDate) params.set('returnDate', search.returnDate);
  if (search.branchId) params.set('branchId', search.branchId);
  return params;
}

/** A page's id when it can name a record; '' (the not-found page, no request) otherwise. */
export function recordId(raw: string | undefined): string {
  return raw && uuid.test(raw) ? raw : '';
}
