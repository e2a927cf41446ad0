// A new company's sample data: the small demo company's fleet, customers and bookings with a
// few weeks of history, priced in the company's own currency and placed in its own time zone.
// No accounts are made (the company's people are its own), no offers (a promo code would reach
// its real customers) and no settings are changed (removing the sample could not undo them).
import type { Database } from '../db/engine.ts';
import { seedCustomers } from './customers.ts';
import { seedFleet } from './fleet.ts';
import { seedPayments } from './payments.ts';
import { seedRentals } from './rentals.ts';
import { seedReservations } from './reservations.ts';

const samplePlan = 'acme';

export async function seedSample(
  database: Database,
  company: { id: string; subdomain: string },
): Promise<void> {
  const tenant = { ...company, seedPlan: samplePlan };
  await seedFleet(database, tenant);
  await seedCustomers(database, tenant);
  await seedReservations(database, tenant);
  await seedRentals(database, tenant);
  await seedPayments(database, tenant);
}
