import type { ErrorDetail } from '@motorpool/domain/errors';
import type { VehicleView } from '@motorpool/domain/schemas/vehicle';

export type RefusedVehicle = { key: string; vehicle: VehicleView | undefined; reason: string };

// A bulk refusal names each car by its place in the ids sent (`body.ids.<index>`), which is its
// place in the selection.
export function refusedVehicles(
  details: readonly ErrorDetail[],
  selected: readonly VehicleView[],
): RefusedVehicle[] {
  return details.map((detail, index) => {
    const place = /^body\.ids\.(\d+)$/.exec(detail.path)?.[1];
    return {
      key: `${detail.path}-${index}`,
      vehicle: place === undefined ? undefined : selected[Number(place)],
      reason: detail.message,
    };
  });
}
