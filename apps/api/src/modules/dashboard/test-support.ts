// A company in Riyadh (UTC+3) with a small, known history, written straight to its tables so that
// every dashboard figure can be worked out by hand (the tests say how). Not part of the server.
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../../db/engine.ts';
import {
  branches,
  customers,
  rentals,
  reservations,
  tenants,
  users,
  vehicles,
} from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/identity.ts';
import { seedRoles } from '../auth/test-support.ts';
import { seedMoneyAndWork } from './test-support-money.ts';
import { riyadh } from './test-support-time.ts';

type Price = { dailyRate: number; days: number; tax: number; total: number };
const priced = ({ dailyRate, days, tax, total }: Price) => ({
  currency: 'SAR',
  dailyRate,
  days,
  subtotal: dailyRate * days,
  addOnsTotal: 0,
  taxRateBp: 1000,
  tax,
  totalAmount: total,
});

export type History = {
  tenantId: string;
  branchA: string;
  branchB: string;
  admin: TestUser;
  manager: TestUser;
  outsider: TestUser;
};

let serial = 0;

export async function seedHistory(database: Database, subdomain: string): Promise<History> {
  const [company] = await database.db
    .insert(tenants)
    .values({ name: `Dashboard ${subdomain}`, subdomain, adminEmail: `owner@${subdomain}.test` })
    .returning({ id: tenants.id });
  const tenantId = company!.id;
  await seedRoles(database, tenantId);
  const [branchA, branchB] = [uuidv7(), uuidv7()];
  const [v1, v2] = [uuidv7(), uuidv7()];
  const [c1, c2, c3] = [uuidv7(), uuidv7(), uuidv7()];
  const [res1, res2, res3, res4, res5, res6] = [1, 2, 3, 4, 5, 6].map(() => uuidv7()) as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const [r1, r2] = [uuidv7(), uuidv7()];
  const n = () => String((serial += 1)).padStart(5, '0');
  await database.withTenant(tenantId, async (tx) => {
    const branch = (id: string, code: string) => ({
      tenantId,
      id,
      name: `Branch ${code}`,
      code,
      address: 'Olaya 1',
      city: 'Riyadh',
      country: 'SA',
      phone: '+966 11 555 0000',
      email: `${code.toLowerCase()}@dash.test`,
    });
    await tx.insert(branches).values([branch(branchA, 'A'), branch(branchB, 'B')]);
    const car = (
      id: string,
      branchId: string,
      status: 'rented' | 'available',
      mileage: number,
    ) => ({
      tenantId,
      id,
      branchId,
      make: 'Toyota',
      model: 'Camry',
      vin: `VIN${subdomain}${n()}`,
      year: 2029,
      color: 'White',
      licensePlate: `D ${n()}`,
      dailyRate: 10000,
      mileage,
      fuelType: 'gasoline' as const,
      transmission: 'automatic' as const,
      seatingCapacity: 5,
      category: 'midsize' as const,
      status,
      createdAt: new Date('2030-01-01T00:00:00Z'),
    });
    await tx
      .insert(vehicles)
      .values([car(v1, branchA, 'rented', 10000), car(v2, branchB, 'available', 20000)]);
    const person = (id: string, createdAt: string) => ({
      tenantId,
      id,
      firstName: 'Dana',
      lastName: n(),
      email: `c${n()}@dash.test`,
      phone: '+966500000000',
      createdAt: riyadh(createdAt),
    });
    await tx
      .insert(customers)
      .values([
        person(c1, '2030-03-02T10:00:00'),
        person(c2, '2030-02-15T10:00:00'),
        person(c3, '2030-03-25T10:00:00'),
      ]);
    const booking = (
      id: string,
      vehicleId: string,
      branchId: string,
      pickup: string,
      back: string,
      status: 'completed' | 'no_show' | 'cancelled' | 'confirmed' | 'pending',
      source: 'back_office' | 'customer_area',
      price: Price,
    ) => ({
      tenantId,
      id,
      reservationNumber: `RES-${n()}`,
      customerId: c1,
      vehicleId,
      pickupBranchId: branchId,
      returnBranchId: branchId,
      pickupDate: riyadh(pickup),
      returnDate: riyadh(back),
      status,
      source,
      ...priced(price),
    });
    const long: Price = { dailyRate: 10000, days: 17, tax: 17000, total: 187000 };
    const short: Price = { dailyRate: 20000, days: 2, tax: 4000, total: 44000 };
    const one: Price = { dailyRate: 10000, days: 1, tax: 1000, total: 11000 };
    await tx
      .insert(reservations)
      .values([
        booking(
          res1,
          v1,
          branchA,
          '2030-03-16T00:00:00',
          '2030-04-02T00:00:00',
          'completed',
          'back_office',
          long,
        ),
        booking(
          res2,
          v2,
          branchB,
          '2030-03-05T09:00:00',
          '2030-03-06T21:00:00',
          'completed',
          'customer_area',
          short,
        ),
        booking(
          res3,
          v1,
          branchA,
          '2030-03-10T10:00:00',
          '2030-03-11T10:00:00',
          'no_show',
          'back_office',
          one,
        ),
        booking(
          res4,
          v1,
          branchA,
          '2030-03-12T10:00:00',
          '2030-03-13T10:00:00',
          'cancelled',
          'back_office',
          one,
        ),
        booking(
          res5,
          v2,
          branchB,
          '2030-04-11T01:30:00',
          '2030-04-12T01:30:00',
          'confirmed',
          'back_office',
          one,
        ),
        booking(
          res6,
          v2,
          branchB,
          '2030-04-10T00:30:00',
          '2030-04-10T23:00:00',
          'pending',
          'back_office',
          one,
        ),
      ]);
    const hire = (
      id: string,
      reservationId: string,
      vehicleId: string,
      branchId: string,
      from: string,
      to: string,
      back: string | null,
      price: Price,
    ) => ({
      tenantId,
      id,
      rentalNumber: `RNT-${n()}`,
      reservationId,
      customerId: c1,
      vehicleId,
      pickupBranchId: branchId,
      returnBranchId: branchId,
      pickupDate: riyadh(from),
      returnDate: riyadh(to),
      originalReturnDate: riyadh(to),
      actualPickupDate: riyadh(from),
      actualReturnDate: back ? riyadh(back) : null,
      status: back ? ('completed' as const) : ('active' as const),
      ...priced(price),
    });
    await tx.insert(rentals).values([
      {
        ...hire(r1, res1, v1, branchA, '2030-03-16T00:00:00', '2030-04-02T00:00:00', null, long),
        charges: [
          {
            kind: 'damage',
            params: {},
            description: null,
            quantity: 1,
            unitAmount: 15000,
            amount: 15000,
            waivedBy: null,
          },
        ],
      },
      hire(
        r2,
        res2,
        v2,
        branchB,
        '2030-03-05T09:00:00',
        '2030-03-06T21:00:00',
        '2030-03-06T21:00:00',
        short,
      ),
    ]);
    await seedMoneyAndWork(tx, { tenantId, c1, res1, res2, r1, v1, next: n });
  });
  const [admin, manager, outsider] = await Promise.all([
    createTestUser(database, tenantId, { roles: ['admin'] }),
    createTestUser(database, tenantId, { roles: ['manager'] }),
    createTestUser(database, tenantId, { roles: [], permissions: ['vehicles:read'] }),
  ]);
  await database.withTenant(tenantId, (tx) =>
    tx.update(users).set({ branchId: branchA }).where(eq(users.id, manager.userId)),
  );
  return { tenantId, branchA, branchB, admin, manager, outsider };
}
