// The demo fuel logs: a few cars' fill-ups over the last weeks, ending just below each car's
// odometer, at the consumption of its kind, one of them a partial top-up between full tanks.
import type { vehicleFuelLogs } from '../db/schema/index.ts';

type FuelLogRow = typeof vehicleFuelLogs.$inferInsert;
type SeedCar = {
  tenantId: string;
  id: string;
  mileage: number;
  fuelType: string;
  category: string;
  fuelCapacity: number | null;
};

const dayMs = 86_400_000;
/** litres per 100 km by category */
const consumptionOf: Record<string, number> = { economy: 6.2, compact: 6.8, luxury: 10.4 };
/** a litre at the pump, in minor units of the currency */
const litrePrice: Record<string, number> = { SAR: 233, AED: 296 };
const stations = ['Aldrees, Olaya Street', 'Sasco, King Fahd Road', 'Petromin, Airport Road'];
const fillUps = 6;
/** the one partial top-up of each car's log, counted from the newest */
const partial = 2;

export function demoFuelLogs(cars: SeedCar[], currency: string, now = Date.now()): FuelLogRow[] {
  const price = litrePrice[currency] ?? 250;
  return cars
    .filter((car) => car.fuelType !== 'electric' && car.fuelCapacity !== null)
    .slice(0, 4)
    .flatMap((car, carIndex) => {
      const per100 = consumptionOf[car.category] ?? 8.1;
      // newest first, walking back: each leg 380-560 km since the fill-up before, a week apart
      const legs = Array.from(
        { length: fillUps },
        (_, n) => 380 + ((carIndex * 53 + n * 71) % 180),
      );
      const burned = (n: number) => ((legs[n] ?? 0) * per100) / 100;
      const rows: FuelLogRow[] = [];
      let odometer = car.mileage - 60 - carIndex * 25;
      for (let n = 0; n < fillUps && odometer > 0; n += 1) {
        // the top-up fills 55 % of what was burned; the full tank after it makes up the rest
        const litres =
          n === partial
            ? burned(n) * 0.55
            : burned(n) + (n === partial - 1 ? burned(partial) * 0.45 : 0);
        const litresMl = Math.round(litres * 1000);
        rows.push({
          tenantId: car.tenantId,
          vehicleId: car.id,
          filledAt: new Date(now - (2 + n * 7 + carIndex) * dayMs),
          litresMl,
          costMinor: Math.round((litresMl / 1000) * price),
          currency,
          odometerKm: odometer,
          station: stations[(carIndex + n) % stations.length]!,
          fullTank: n !== partial,
          source: 'manual',
          createdBy: null,
        });
        odometer -= legs[n] ?? 0;
      }
      return rows;
    });
}
