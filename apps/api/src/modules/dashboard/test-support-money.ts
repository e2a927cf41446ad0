// The known history's money and workshop rows (test-support.ts): payments with a refund and a
// captured deposit on both sides of the period's edges, a damage report, two work orders.
import { v7 as uuidv7 } from 'uuid';
import type { Tx } from '../../db/engine.ts';
import {
  damageReports,
  maintenanceWorkOrders,
  paymentRefunds,
  payments,
} from '../../db/schema/index.ts';
import { riyadh } from './test-support-time.ts';

type Ids = { tenantId: string; c1: string; res1: string; res2: string; r1: string; v1: string };

export async function seedMoneyAndWork(tx: Tx, ids: Ids & { next: () => string }) {
  const { tenantId, c1, res1, res2, r1, v1, next } = ids;
  const [p1, p2, p3, p4, p5, report] = [uuidv7(), uuidv7(), uuidv7(), uuidv7(), uuidv7(), uuidv7()];
  const paid = (
    id: string,
    amount: number,
    at: string,
    link: { reservationId?: string; rentalId?: string },
    extra: Partial<typeof payments.$inferInsert> = {},
  ) => ({
    tenantId,
    id,
    paymentNumber: `PAY-${next()}`,
    customerId: c1,
    amount,
    currency: 'SAR',
    paymentMethod: 'cash' as const,
    type: 'reservation' as const,
    status: 'completed' as const,
    processedAt: riyadh(at),
    ...link,
    ...extra,
  });
  await tx
    .insert(payments)
    .values([
      paid(p1, 100000, '2030-03-15T10:00:00', { reservationId: res1 }, { refundedAmount: 20000 }),
      paid(
        p2,
        30000,
        '2030-03-16T00:00:00',
        { rentalId: r1 },
        { type: 'security_deposit', capturedAmount: 5000 },
      ),
      paid(p3, 44000, '2030-03-31T00:30:00', { reservationId: res2 }),
      paid(p4, 7000, '2030-03-01T00:30:00', {}),
      paid(p5, 46000, '2030-02-10T12:00:00', {}),
    ]);
  await tx.insert(paymentRefunds).values({
    tenantId,
    paymentId: p1,
    amount: 20000,
    reason: 'goodwill',
    createdAt: riyadh('2030-03-20T12:00:00'),
  });
  await tx.insert(damageReports).values({
    tenantId,
    id: report,
    vehicleId: v1,
    rentalId: r1,
    marks: [],
    severity: 'minor',
    reportedAt: riyadh('2030-03-30T01:00:00'),
  });
  const order = {
    tenantId,
    vehicleId: v1,
    source: 'staff' as const,
    type: 'corrective' as const,
    priority: 'medium' as const,
    severity: 'minor' as const,
    description: 'Brakes',
    issue: 'Noise',
  };
  await tx.insert(maintenanceWorkOrders).values([
    {
      ...order,
      workOrderNumber: `WO-${next()}`,
      status: 'completed',
      partsCost: 50000,
      startedAt: riyadh('2030-03-01T00:00:00'),
      completedDate: riyadh('2030-03-06T00:00:00'),
    },
    {
      ...order,
      workOrderNumber: `WO-${next()}`,
      status: 'pending',
      partsCost: 20000,
      damageReportId: report,
    },
  ]);
}
