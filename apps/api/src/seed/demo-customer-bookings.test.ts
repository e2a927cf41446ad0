import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/engine.ts';
import { customers } from '../db/schema/index.ts';
import { tenantId } from '../modules/auth/test-support.ts';
import { createTestDatabase, testEngine } from '../test/databases.ts';
import { giveToDemoCustomer } from './demo-customer-bookings.ts';
import { type PlanInput, planReservations } from './reservation-plan.ts';
import { bookingSettings, planInputs } from './reservations.ts';

// The seed runs whenever a server starts on an empty database: the account's history must not
// hang on the hour it happens to be. The plan is pure: one engine's seed gives its inputs.
describe.runIf(testEngine() === 'pglite')('the demo customer bookings, seeded at any hour', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let inputs: Omit<PlanInput, 'now'>;
  let account: string;
  beforeAll(async () => {
    ({ database, dispose } = await createTestDatabase({ seeded: true }));
    const demo = await tenantId(database, 'demo');
    const settings = await bookingSettings(database, demo);
    await database.withTenant(demo, async (tx) => {
      inputs = { ...(await planInputs(tx, 'demo')), settings };
      const [row] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.email, 'customer@demo.test'));
      account = row!.id;
    });
  }, 120_000);
  afterAll(async () => dispose());

  it.each(['00:00', '15:45', '20:00'])(
    'gives the account its six bookings, one under way, when seeded at %s UTC',
    (time) => {
      const now = new Date(`2026-12-02T${time}:00Z`);
      const plan = planReservations('demo', { ...inputs, now });
      const mine = giveToDemoCustomer(plan, account, now).filter((p) => p.customerId === account);
      expect(mine.map((p) => p.status).sort()).toEqual([
        'cancelled',
        'completed',
        'completed',
        'confirmed',
        'confirmed',
        'pending',
      ]);
      const underWay = mine.filter((p) => p.pickupDate < now && p.returnDate > now);
      expect(underWay).toHaveLength(1);
    },
  );
});
