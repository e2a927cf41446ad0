// The marks the demo desk draws on a car at handover and return: the spots cars get marked at,
// with what a repair of each costs on an economy car (damage-prices.ts scales it by category).
import type { InspectionMark } from '@motorpool/domain/schemas/rental-inspection';
import type { DamageLocation, DamageType } from '@motorpool/domain/value-lists';
import { pick, type Random } from './customer-identities.ts';

type Spot = {
  damageType: DamageType;
  location: DamageLocation;
  view: InspectionMark['view'];
  /** major units (both demo currencies have two decimals) */
  economyPrice: number;
};

export const wornSpots: Spot[] = [
  { damageType: 'scratch', location: 'rear_bumper', view: 'back', economyPrice: 350 },
  { damageType: 'scratch', location: 'front_bumper', view: 'front', economyPrice: 350 },
  { damageType: 'chip', location: 'windshield', view: 'front', economyPrice: 250 },
  { damageType: 'dent', location: 'front_left_door', view: 'left', economyPrice: 600 },
  { damageType: 'scratch', location: 'rear_right_door', view: 'right', economyPrice: 400 },
  { damageType: 'scratch', location: 'front_right_wheel', view: 'right', economyPrice: 300 },
  { damageType: 'stain', location: 'interior_seats', view: 'top', economyPrice: 200 },
];

/** A mark at one of the worn spots; `isNew` when found at return (a third of them moderate). */
export function markAt(random: Random, n: number, isNew: boolean): InspectionMark {
  const { damageType, location, view } = pick(random, wornSpots);
  return {
    id: `seed-${n}`,
    view,
    x: 150 + Math.floor(random() * 700),
    y: 200 + Math.floor(random() * 600),
    damageType,
    location,
    severity: isNew && random() < 0.4 ? 'moderate' : 'minor',
    photoIds: [],
    ...(isNew ? { isNew: true } : {}),
  };
}
