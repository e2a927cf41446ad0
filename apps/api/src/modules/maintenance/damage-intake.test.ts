import type { WorkOrderListItemView } from '@motorpool/domain/schemas/maintenance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeRental, mark } from '../rentals/test-support.ts';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';
import { runJob, vehicleStatus } from './test-support.ts';

let f: Fleet;
beforeAll(async () => {
  f = await createFleet();
}, 120_000);
afterAll(async () => f.t.close());

describe('damage found at check-in', () => {
  it('becomes one pending work order for review, which releases the car when called off', async () => {
    const r = await activeRental(f);
    const checkin = await f.call('POST', `/rentals/${r.id}/checkin`, f.admin, {
      body: {
        endMileage: 1300,
        fuelLevelEnd: 100,
        vehicleConditionEnd: 'good',
        inspection: {
          marks: [mark({ severity: 'severe', location: 'hood', note: 'deep', isNew: true })],
        },
      },
    });
    expect(checkin.statusCode, checkin.body).toBe(200);
    expect((await vehicleStatus(f, r.vehicle.id)).status).toBe('maintenance');
    await runJob(f);
    await runJob(f);
    const list = await f.call(
      'GET',
      `/maintenance?filter[vehicleId][equals]=${r.vehicle.id}&filter[source][equals]=damageReport`,
      f.admin,
    );
    const orders = list.json().data as WorkOrderListItemView[];
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      status: 'pending',
      severity: 'major',
      priority: 'high',
      type: 'corrective',
      rentalId: r.id,
      issue: 'scratch at hood (deep)',
    });
    expect(orders[0]?.damageReportId).toBeTruthy();
    const cancel = await f.call('POST', `/maintenance/${orders[0]?.id}/cancel`, f.admin, {
      body: { reason: 'Polished out at the branch' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await vehicleStatus(f, r.vehicle.id)).status).toBe('available');
  });
});
