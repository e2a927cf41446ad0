import type { VehicleView, VehicleUpdateInput } from '@motorpool/domain/schemas/vehicle';
import { isCurrency, defaultCurrency } from '@motorpool/domain/locale-lists';
import { formatMinor, parseMoney } from '@motorpool/domain/money';
import type {
  FuelType,
  Transmission,
  VehicleCategory,
  VehicleFeature,
} from '@motorpool/domain/value-lists';

type NumberField = number | string;

export type VehicleFormValues = {
  make: string;
  model: string;
  vin: string;
  year: NumberField;
  color: string;
  licensePlate: string;
  branchId: string | null;
  /** major units as typed (e.g. "149.50"); converted to minor units on the wire */
  dailyRate: NumberField;
  mileage: NumberField;
  fuelType: FuelType | null;
  transmission: Transmission | null;
  seatingCapacity: NumberField;
  category: VehicleCategory | null;
  status: 'available' | 'maintenance';
  features: VehicleFeature[];
  engine: string;
  horsepower: NumberField;
  fuelCapacity: NumberField;
  trunkCapacity: NumberField;
  doors: NumberField;
  dimensions: string;
  lastService: string;
  nextService: string;
};

export const vehicleFormFields = [
  'make',
  'model',
  'vin',
  'year',
  'color',
  'licensePlate',
  'branchId',
  'dailyRate',
  'mileage',
  'fuelType',
  'transmission',
  'seatingCapacity',
  'category',
  'status',
  'features',
  'engine',
  'horsepower',
  'fuelCapacity',
  'trunkCapacity',
  'doors',
  'dimensions',
  'lastService',
  'nextService',
] as const;

const currencyOf = (currency: string | undefined) =>
  isCurrency(currency) ? currency : defaultCurrency;

export function initialVehicleValues(vehicle?: VehicleView, currency?: string): VehicleFormValues {
  const num = (value: number | null | undefined): NumberField => value ?? '';
  return {
    make: vehicle?.make ?? '',
    model: vehicle?.model ?? '',
    vin: vehicle?.vin ?? '',
    year: num(vehicle?.year),
    color: vehicle?.color ?? '',
    licensePlate: vehicle?.licensePlate ?? '',
    branchId: vehicle?.branchId ?? null,
    dailyRate: vehicle ? formatMinor(vehicle.dailyRate, currencyOf(currency)) : '',
    mileage: vehicle ? vehicle.mileage : 0,
    fuelType: vehicle?.fuelType ?? null,
    transmission: vehicle?.transmission ?? null,
    seatingCapacity: vehicle ? vehicle.seatingCapacity : 5,
    category: vehicle?.category ?? null,
    status: 'available',
    features: vehicle?.features ?? [],
    engine: vehicle?.engine ?? '',
    horsepower: num(vehicle?.horsepower),
    fuelCapacity: num(vehicle?.fuelCapacity),
    trunkCapacity: num(vehicle?.trunkCapacity),
    doors: num(vehicle?.doors),
    dimensions: vehicle?.dimensions ?? '',
    lastService: vehicle?.lastService ?? '',
    nextService: vehicle?.nextService ?? '',
  };
}

// Form values -> the body the domain schema checks: blanks are left out, numbers are numbers
// (a text the schema then refuses with its own message), the rate becomes minor units.
export function toVehicleInput(
  values: VehicleFormValues,
  currency: string | undefined,
  withStatus: boolean,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const put = (key: string, value: unknown) => {
    if (value === '' || value === null || value === undefined) return;
    body[key] = value;
  };
  const num = (value: NumberField) => (value === '' ? undefined : Number(value));
  put('make', values.make.trim());
  put('model', values.model.trim());
  put('vin', values.vin);
  put('year', num(values.year));
  put('color', values.color.trim());
  put('licensePlate', values.licensePlate);
  put('branchId', values.branchId);
  if (values.dailyRate !== '') {
    const parsed = parseMoney(String(values.dailyRate), currencyOf(currency));
    body.dailyRate = parsed.ok ? parsed.minor : Number.NaN;
  }
  put('mileage', num(values.mileage));
  put('fuelType', values.fuelType);
  put('transmission', values.transmission);
  put('seatingCapacity', num(values.seatingCapacity));
  put('category', values.category);
  if (withStatus) body.status = values.status;
  body.features = values.features;
  put('engine', values.engine.trim());
  put('horsepower', num(values.horsepower));
  put('fuelCapacity', num(values.fuelCapacity));
  put('trunkCapacity', num(values.trunkCapacity));
  put('doors', num(values.doors));
  put('dimensions', values.dimensions.trim());
  put('lastService', values.lastService);
  put('nextService', values.nextService);
  return body;
}

// PATCH only what changed.
export function changedVehicleFields(
  parsed: VehicleUpdateInput,
  vehicle: VehicleView,
): VehicleUpdateInput {
  const body: Record<string, unknown> = {};
  const current = vehicle as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(parsed)) {
    const before = current[key];
    const same = Array.isArray(value)
      ? Array.isArray(before) && [...value].sort().join() === [...before].sort().join()
      : value === before;
    if (!same) body[key] = value;
  }
  return body as VehicleUpdateInput;
}
