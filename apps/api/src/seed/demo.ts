import type { Database } from '../db/engine.ts';
import { HttpError } from '../lib/http-errors.ts';
import { seedDemoAccounts, seedPlatformAdmin } from './demo-accounts.ts';
import { seedCustomers } from './customers.ts';
import { seedFleet } from './fleet.ts';
import { seedMaintenance } from './maintenance.ts';
import { seedDamageRepairs } from './damage-repairs.ts';
import { seedCompanyDeposits } from './company-deposits.ts';
import { seedPayments } from './payments.ts';
import { seedOffers } from './offers.ts';
import { seedRentals } from './rentals.ts';
import { seedReservations } from './reservations.ts';
import { createTenantService, type TenantInput } from '../modules/tenants/service.ts';

// The demo companies: `demo`, a full company, and `acme`, a small second one so
// that tenant isolation can always be seen. Seeding twice changes nothing.
export const demoTenants: TenantInput[] = [
  {
    name: 'Motorpool Demo Rentals',
    subdomain: 'demo',
    adminEmail: 'admin@demo.test',
    contactPhone: '+966 11 555 0100',
    address: 'King Fahd Road, Al Olaya, Riyadh 12214, Saudi Arabia',
    currency: 'SAR',
    timeZone: 'Asia/Riyadh',
    taxRateBp: 1000,
    isDemo: true,
  },
  {
    name: 'Acme Car Hire',
    subdomain: 'acme',
    adminEmail: 'admin@acme.test',
    contactPhone: '+971 4 555 0199',
    address: 'Sheikh Zayed Road, Dubai, United Arab Emirates',
    currency: 'AED',
    timeZone: 'Asia/Dubai',
    taxRateBp: 500,
    isDemo: true,
  },
];

export async function seedDemo(database: Database): Promise<{ created: string[] }> {
  const tenants = createTenantService(database);
  const created: string[] = [];
  for (const input of demoTenants) {
    if (!(await tenants.findTenant({ subdomain: input.subdomain }))) {
      try {
        await tenants.createTenant(input, { type: 'system' });
        created.push(input.subdomain);
      } catch (error) {
        // another instance starting at the same moment seeded it first
        if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
      }
    }
    const tenant = await tenants.findTenant({ subdomain: input.subdomain });
    if (tenant) {
      await seedDemoAccounts(database, tenant);
      await seedFleet(database, tenant);
      await seedCustomers(database, tenant);
      await seedReservations(database, tenant);
      await seedCompanyDeposits(database, tenant.id);
      await seedRentals(database, tenant);
      await seedMaintenance(database, tenant);
      await seedDamageRepairs(database, tenant);
      await seedPayments(database, tenant);
      await seedOffers(database, tenant);
    }
  }
  await seedPlatformAdmin(database);
  return { created };
}
