import type { Language } from '@motorpool/domain/locale-lists';
import type { VehicleView } from '@motorpool/domain/schemas/vehicle';
import type { VehicleFeature, VehicleStatus } from '@motorpool/domain/value-lists';
import type { VehicleRow } from './repository.ts';

export function toVehicleView(row: VehicleRow, thumbnailUrl: string | null): VehicleView {
  return {
    id: row.id,
    make: row.make,
    model: row.model,
    vin: row.vin,
    year: row.year,
    color: row.color,
    licensePlate: row.licensePlate,
    branchId: row.branchId,
    dailyRate: row.dailyRate,
    mileage: row.mileage,
    fuelType: row.fuelType,
    transmission: row.transmission,
    seatingCapacity: row.seatingCapacity,
    category: row.category,
    status: row.status,
    features: row.features as VehicleFeature[],
    engine: row.engine,
    horsepower: row.horsepower,
    fuelCapacity: row.fuelCapacity,
    trunkCapacity: row.trunkCapacity,
    doors: row.doors,
    dimensions: row.dimensions,
    lastService: row.lastService,
    nextService: row.nextService,
    thumbnailUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// The stored fields, for audit rows.
export function audited(row: VehicleRow) {
  const { tenantId: _tenant, ...stored } = row;
  return stored;
}

const statusNames: Record<Language, Record<VehicleStatus, string>> = {
  en: { available: 'available', rented: 'rented', maintenance: 'maintenance', retired: 'retired' },
  ar: { available: 'متاحة', rented: 'مؤجرة', maintenance: 'في الصيانة', retired: 'خارج الخدمة' },
};

export const statusName = (status: VehicleStatus, language: Language) =>
  statusNames[language][status];
