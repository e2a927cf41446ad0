// How fleet records leave the API (vehicles, branches, lookups, maintenance history, files,
// statistics). The API validates its responses with these; the web app imports the types.
import { z } from 'zod';
import {
  branchAmenities,
  branchStatuses,
  fuelTypes,
  maintenanceTypes,
  transmissions,
  vehicleCategories,
  vehicleDocumentTypes,
  vehicleFeatures,
  vehicleStatuses,
} from '../value-lists.ts';
import { operatingHoursSchema } from './branch.ts';

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

export const fileView = z
  .object({
    id: z.uuid(),
    fileName: z.string(),
    contentType: z.string(),
    sizeBytes: z.number().int(),
    /** signed, short-lived URL of the bytes (works without the bearer header) */
    url: z.string(),
    /** images only */
    thumbnailUrl: z.string().nullable(),
    createdAt: timestamp,
  })
  .meta({ id: 'StoredFile' });
export type FileView = z.infer<typeof fileView>;

export const vehicleDocumentView = fileView
  .extend({
    documentType: z.enum(vehicleDocumentTypes),
    expiryDate: z.iso.date().nullable(),
  })
  .meta({ id: 'VehicleDocument' });
export type VehicleDocumentView = z.infer<typeof vehicleDocumentView>;

export const branchView = z
  .object({
    id: z.uuid(),
    name: z.string(),
    code: z.string(),
    address: z.string(),
    city: z.string(),
    country: z.string(),
    phone: z.string(),
    email: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    status: z.enum(branchStatuses),
    operatingHours: operatingHoursSchema.nullable(),
    amenities: z.array(z.enum(branchAmenities)),
    managerId: z.uuid().nullable(),
    /** "First Last" of the manager, for lists */
    managerName: z.string().nullable(),
    vehicleCount: z.number().int(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Branch' });
export type BranchView = z.infer<typeof branchView>;

export const branchStatsView = z.object({
  totalVehicles: z.number().int(),
  vehiclesByStatus: z.record(z.enum(vehicleStatuses), z.number().int()),
  /** percent of the branch's non-retired vehicles that are rented right now */
  utilizationRate: z.number(),
  totalRentals: z.number().int(),
  activeRentals: z.number().int(),
});
export type BranchStatsView = z.infer<typeof branchStatsView>;

export const lookupView = z
  .object({
    id: z.uuid(),
    name: z.string(),
    nameAr: z.string().nullable(),
    type: z.string(),
    code: z.string(),
    category: z.string().nullable(),
    description: z.string().nullable(),
    value: z.string().nullable(),
    isActive: z.boolean(),
    sortOrder: z.number().int(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Lookup' });
export type LookupView = z.infer<typeof lookupView>;

export const lookupTypeCountView = z.object({
  type: z.string(),
  count: z.number().int(),
  active: z.number().int(),
});
export type LookupTypeCountView = z.infer<typeof lookupTypeCountView>;

export const lookupStatsView = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  byType: z.array(lookupTypeCountView),
});
export type LookupStatsView = z.infer<typeof lookupStatsView>;

export const pagedView = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    total: z.number().int(),
    totalCapped: z.boolean(),
    page: z.number().int(),
    limit: z.number().int(),
    hasMore: z.boolean(),
  });
