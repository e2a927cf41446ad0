import type { VehicleView } from '@motorpool/domain/schemas/vehicle';

// "2024 Toyota Camry": how a vehicle is named in titles, toasts and confirmations.
export function vehicleName(vehicle: Pick<VehicleView, 'year' | 'make' | 'model'>): string {
  return `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
}
