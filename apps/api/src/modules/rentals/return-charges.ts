// The domain's return-charges input (rental-charges.ts) from a rental's stored rows and the
// readings at its return.
import type { ReturnChargesInput } from '@motorpool/domain/rental-charges';
import type { RentalPolicySettings } from '@motorpool/domain/schemas/company-settings';
import type { InspectionMark } from '@motorpool/domain/schemas/rental-inspection';
import type { VehicleCategory } from '@motorpool/domain/value-lists';
import type { RentalLegRow } from './checkout-repository.ts';
import type { RentalRow } from './repository.ts';

export type ReturnReadings = {
  actualReturnDate: Date;
  endMileage: number;
  fuelLevelEnd: number;
  marks: readonly Pick<InspectionMark, 'damageType' | 'location' | 'isNew'>[];
  manualCharges: readonly { description: string; amount: number }[];
};

/** Every leg, the last one ending at the readings; earlier legs ended at a swap. */
export function returnChargesInput(
  policy: RentalPolicySettings,
  rental: RentalRow,
  category: VehicleCategory,
  legs: readonly RentalLegRow[],
  overdue: readonly { settledAt: Date; hours: number; amount: number }[],
  readings: ReturnReadings,
): ReturnChargesInput {
  const last = legs.length - 1;
  return {
    policy,
    category,
    dailyRate: rental.dailyRate,
    bookedDays: rental.days,
    taxRateBp: rental.taxRateBp,
    returnDate: rental.returnDate,
    actualReturnDate: readings.actualReturnDate,
    legs: legs.map((leg, index) => ({
      startMileage: leg.startMileage,
      endMileage: index === last ? readings.endMileage : (leg.endMileage ?? leg.startMileage),
      fuelStart: leg.fuelLevelStart,
      fuelEnd: index === last ? readings.fuelLevelEnd : (leg.fuelLevelEnd ?? leg.fuelLevelStart),
    })),
    settledOverdue: overdue,
    returnMarks: readings.marks,
    addOns: rental.addOns.map((a) => ({ type: a.type, name: a.name })),
    manualCharges: readings.manualCharges,
  };
}
