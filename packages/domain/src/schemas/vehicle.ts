// Vehicle contract (the vehicle form and the maintenance-history form): inputs,
// views, the list's sort and filter fields. Deleting answers `deleteOutcome` (common.ts).
import { z } from 'zod';
import {
  fuelTypes,
  maintenanceTypes,
  transmissions,
  vehicleCategories,
  vehicleDocumentTypes,
  vehicleFeatures,
  vehicleStatuses,
} from '../value-lists.ts';
import {
  id,
  isoDate,
  msg,
  odometer,
  oneOf,
  optionalText,
  positiveInt,
  positiveMinorAmount,
  positiveNumber,
  requiredText,
  stop,
  strictObject,
  typeError,
  uniqueList,
} from './common.ts';
import { fileView } from './file.ts';

export const minVehicleYear = 1950;

// The newest accepted model year, read at parse time: next year's models sell from autumn.
export function maxVehicleYear(now: Date = new Date()): number {
  return now.getUTCFullYear() + 1;
}

export const vehicleYear = z
  .int({ error: typeError('generic.invalidYear') })
  .min(minVehicleYear, msg('generic.invalidYear'))
  // declared for the document; the refinement holds it to next year
  .max(9999, msg('generic.invalidYear'))
  .refine((year) => year <= maxVehicleYear(), msg('generic.invalidYear'));

// 17 characters, digits and capital letters except I, O and Q (ISO 3779).
export const vinPattern = /^[A-HJ-NPR-Z0-9]{17}$/;

export const vin = z
  .string({ error: typeError('vehicle.invalidVin') })
  .trim()
  .toUpperCase()
  .min(1, stop('generic.required'))
  .regex(vinPattern, msg('vehicle.invalidVin'));

// 2 to 15 letters (any script, e.g. Arabic plate letters), digits, spaces and hyphens,
// starting and ending with a letter or digit. Stored upper-cased with single spaces.
export const licensePlatePattern = /^[\p{L}\p{Nd}][\p{L}\p{Nd} -]{0,13}[\p{L}\p{Nd}]$/u;

export function normalizeLicensePlate(plate: string): string {
  return plate.trim().replace(/\s+/g, ' ').toUpperCase();
}

export const licensePlate = z
  .string({ error: typeError('vehicle.invalidLicensePlate') })
  .overwrite(normalizeLicensePlate)
  .min(1, stop('generic.required'))
  .regex(licensePlatePattern, msg('vehicle.invalidLicensePlate'));

const vehicleFields = {
  make: requiredText(50),
  model: requiredText(50),
  vin,
  year: vehicleYear,
  color: requiredText(30),
  licensePlate,
  branchId: id,
  dailyRate: positiveMinorAmount,
  mileage: odometer,
  fuelType: oneOf(fuelTypes),
  transmission: oneOf(transmissions),
  seatingCapacity: positiveInt.max(60, msg('generic.maxValue')),
  category: oneOf(vehicleCategories),
  features: uniqueList(vehicleFeatures).optional(),
  engine: optionalText(100),
  horsepower: positiveInt.max(2000, msg('generic.maxValue')).optional(),
  fuelCapacity: positiveNumber.optional(),
  trunkCapacity: positiveNumber.optional(),
  doors: positiveInt.max(9, msg('generic.maxValue')).optional(),
  dimensions: optionalText(100),
  lastService: isoDate.optional(),
  nextService: isoDate.optional(),
};

// A new vehicle joins the fleet available or straight into maintenance (e.g. pre-delivery).
export const vehicleInitialStatuses = ['available', 'maintenance'] as const;

export const vehicleCreateSchema = strictObject({
  ...vehicleFields,
  status: oneOf(vehicleInitialStatuses).optional(),
});
export type VehicleCreateInput = z.infer<typeof vehicleCreateSchema>;

// Status changes go through POST /vehicles/{id}/status (vehicleStatusChangeSchema).
export const vehicleUpdateSchema = strictObject(vehicleFields).partial();
export type VehicleUpdateInput = z.infer<typeof vehicleUpdateSchema>;

export const vehicleStatusChangeSchema = strictObject({
  status: oneOf(vehicleStatuses),
  reason: optionalText(500),
});
export type VehicleStatusChangeInput = z.infer<typeof vehicleStatusChangeSchema>;

// Reset mileage: a corrected odometer reading (e.g. after an instrument swap).
export const vehicleMileageResetSchema = strictObject({
  mileage: odometer,
  reason: requiredText(500),
});
export type VehicleMileageResetInput = z.infer<typeof vehicleMileageResetSchema>;

// A past service entry in the vehicle's maintenance history (cost positive,
// mileage non-negative).
export const vehicleMaintenanceRecordSchema = strictObject({
  date: isoDate,
  type: oneOf(maintenanceTypes),
  description: requiredText(1000),
  cost: positiveMinorAmount,
  mileage: odometer,
});
export type VehicleMaintenanceRecordInput = z.infer<typeof vehicleMaintenanceRecordSchema>;

// The form fields sent beside a vehicle document upload (multipart): the vehicle document
// types and an optional expiry date (insurance, registration).
export const vehicleDocumentFieldsSchema = strictObject({
  documentType: oneOf(vehicleDocumentTypes),
  expiryDate: isoDate.optional(),
});
export type VehicleDocumentFields = z.infer<typeof vehicleDocumentFieldsSchema>;

// GET /vehicles: the sort fields and the fields `filter[field][op]` takes.
export const vehicleSortFields = [
  'createdAt',
  'make',
  'year',
  'dailyRate',
  'mileage',
  'licensePlate',
] as const;
export type VehicleSortField = (typeof vehicleSortFields)[number];

export const vehicleFilterFields = [
  // `in`: the list's selected rows, for exporting just those
  'id',
  'status',
  'category',
  'fuelType',
  'transmission',
  'branchId',
  'make',
  'model',
  'year',
  'dailyRate',
  'mileage',
  'seatingCapacity',
] as const;
export type VehicleFilterField = (typeof vehicleFilterFields)[number];

const timestamp = z.iso.datetime();

export const vehicleView = z
  .object({
    id: z.uuid(),
    make: z.string(),
    model: z.string(),
    vin: z.string(),
    year: z.number().int(),
    color: z.string(),
    licensePlate: z.string(),
    branchId: z.uuid(),
    /** minor units of the tenant's currency */
    dailyRate: z.number().int(),
    mileage: z.number().int(),
    fuelType: z.enum(fuelTypes),
    transmission: z.enum(transmissions),
    seatingCapacity: z.number().int(),
    category: z.enum(vehicleCategories),
    status: z.enum(vehicleStatuses),
    features: z.array(z.enum(vehicleFeatures)),
    engine: z.string().nullable(),
    horsepower: z.number().int().nullable(),
    fuelCapacity: z.number().nullable(),
    trunkCapacity: z.number().nullable(),
    doors: z.number().int().nullable(),
    dimensions: z.string().nullable(),
    lastService: z.iso.date().nullable(),
    nextService: z.iso.date().nullable(),
    /** the first image's thumbnail, a signed URL usable in an <img> tag */
    thumbnailUrl: z.string().nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Vehicle' });
export type VehicleView = z.infer<typeof vehicleView>;

// GET /catalogue/vehicles: what a customer browsing the fleet sees of a vehicle it may book
// (only `available` ones, vehicleIsRentable). Never the back office's record: no VIN, plate,
// mileage, service dates, status or timestamps.
export const vehicleCatalogueView = vehicleView
  .pick({
    id: true,
    make: true,
    model: true,
    year: true,
    color: true,
    category: true,
    fuelType: true,
    transmission: true,
    seatingCapacity: true,
    doors: true,
    features: true,
    engine: true,
    horsepower: true,
    fuelCapacity: true,
    trunkCapacity: true,
    dimensions: true,
    dailyRate: true,
    branchId: true,
    thumbnailUrl: true,
  })
  // the average of the car's published reviews (1 to 5, one decimal), null without any
  .extend({ averageRating: z.number().nullable() })
  .meta({ id: 'VehicleCatalogueItem' });
export type VehicleCatalogueView = z.infer<typeof vehicleCatalogueView>;

// The catalogue's list sorts and filters only by what it shows.
export const vehicleCatalogueSortFields = ['dailyRate', 'make', 'seatingCapacity'] as const;
export type VehicleCatalogueSortField = (typeof vehicleCatalogueSortFields)[number];

export const vehicleCatalogueFilterFields = [
  'category',
  'make',
  'dailyRate',
  'seatingCapacity',
  'transmission',
  'fuelType',
  'branchId',
] as const;
export type VehicleCatalogueFilterField = (typeof vehicleCatalogueFilterFields)[number];

export const vehicleStatsView = z.object({
  totalRentals: z.number().int(),
  /** minor units */
  totalRevenue: z.number().int(),
  /** null while nobody has rated the vehicle */
  averageRating: z.number().nullable(),
  /** minor units: the sum of the maintenance history's costs */
  maintenanceCost: z.number().int(),
  maintenanceRecords: z.number().int(),
  /** percent of days rented since the vehicle joined the fleet */
  utilizationRate: z.number(),
});
export type VehicleStatsView = z.infer<typeof vehicleStatsView>;

export const maintenanceRecordView = z
  .object({
    id: z.uuid(),
    vehicleId: z.uuid(),
    date: z.iso.date(),
    type: z.enum(maintenanceTypes),
    description: z.string(),
    cost: z.number().int(),
    mileage: z.number().int(),
    createdAt: timestamp,
  })
  .meta({ id: 'VehicleMaintenanceRecord' });
export type MaintenanceRecordView = z.infer<typeof maintenanceRecordView>;

export const vehicleDocumentView = fileView
  .extend({
    documentType: z.enum(vehicleDocumentTypes),
    expiryDate: z.iso.date().nullable(),
  })
  .meta({ id: 'VehicleDocument' });
export type VehicleDocumentView = z.infer<typeof vehicleDocumentView>;
