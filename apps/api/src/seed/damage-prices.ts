// What the demo rental desk charged for the damage it found at return: the company's damage
// catalogue when it has one, else the worn spots' prices scaled by the car's category, as a
// catalogue prices them. The list stays out of the company's settings: a demo company's
// settings are the defaults but for its deposits, and a company given sample data keeps its
// settings its own.
import type { ReturnChargesInput } from '@motorpool/domain/rental-charges';
import type { DamageCatalogueEntry } from '@motorpool/domain/schemas/company-settings-fields';
import { type VehicleCategory, vehicleCategories } from '@motorpool/domain/value-lists';
import { wornSpots } from './inspection-marks.ts';

type Policy = ReturnChargesInput['policy'];

// Dearer cars cost more to put right: paint, glass and trim go up with the category.
const categoryScaleBp: Record<VehicleCategory, number> = {
  economy: 10_000,
  compact: 11_000,
  midsize: 12_500,
  fullsize: 15_000,
  suv: 16_000,
  convertible: 20_000,
  luxury: 25_000,
};

export const seedDamagePrices: DamageCatalogueEntry[] = wornSpots.map((spot) => ({
  damageType: spot.damageType,
  location: spot.location,
  pricePerCategory: Object.fromEntries(
    vehicleCategories.map((category) => [
      category,
      Math.round((spot.economyPrice * 100 * categoryScaleBp[category]) / 10_000),
    ]),
  ),
}));

/** The policy the seeded returns are charged by. */
export const withDamagePrices = <P extends Policy>(policy: P): P =>
  policy.damageCatalogue.length > 0 ? policy : { ...policy, damageCatalogue: seedDamagePrices };
