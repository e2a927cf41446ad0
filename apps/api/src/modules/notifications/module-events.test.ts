// Other modules' domain events, driven through their real APIs, reach the right people
// (subscribers.ts: staff holding the event's read permission but not its actor, and the
// customer's own account), in each reader's language, as each reader's preferences allow.
import type { WorkOrderView } from '@motorpool/domain/schemas/maintenance';
import type { NotificationListView } from '@motorpool/domain/schemas/notification';
import { defaultNotificationPreferences } from '@motorpool/domain/schemas/notification';
import type { PaymentView } from '@motorpool/domain/schemas/payment';
import type { RentalView } from '@motorpool/domain/schemas/rental';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/identity.ts';
import { createCustomer } from '../customers/test-support.ts';
import { act, createWorkOrder, runJob, workshopVehicle } from '../maintenance/test-support.ts';
import { paymentBody } from '../payments/test-support.ts';
import { checkoutBody, pendingRental, rentalParties } from '../rentals/test-support.ts';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';
import { call, readingIn, setLanguage, settle } from './test-support.ts';

let f: Fleet;
/** a manager reading Arabic */
let arabic: TestUser;
/** an employee whose role reads rentals but neither payments nor maintenance */
let employee: TestUser;
/** a customer's account that none of these events is about */
let stranger: TestUser;

beforeAll(async () => {
  f = await createFleet({ outbox: { intervalMs: 0 } });
  arabic = await createTestUser(f.t.database, f.demo, { roles: ['manager'] });
  await setLanguage(f.t.database, f.demo, arabic, 'ar');
  const role = await call(f, 'PUT', '/permissions/roles/employee', f.admin, {
    body: {
      label: 'Employee',
      permissions: ['rentals:read', 'notifications:read', 'notifications:update'],
    },
  });
  expect(role.statusCode, role.body).toBe(200);
  employee = await createTestUser(f.t.database, f.demo, { roles: ['employee'] });
  stranger = await createTestUser(f.t.database, f.demo, { roles: ['customer'] });
}, 60_000);
afterAll(async () => f.t.close());

type Heard = { title: string; message: string; link: string | null };

/** What `as` reads in one category about `about` (a number or plate in the message). */
async function heard(as: TestUser, category: string, about: string): Promise<Heard[]> {
  const res = await call(
    f,
    'GET',
    `/notifications?category=${category}&limit=100`,
    as,
    readingIn(as === arabic ? 'ar' : 'en'),
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as NotificationListView).notifications
    .filter((n) => n.message.includes(about))
    .map(({ title, message, link }) => ({ title, message, link }));
}

/** A customer's own account, linked to the customer record as registration leaves it. */
async function accountOf(customerId: string): Promise<TestUser> {
  const account = await createTestUser(f.t.database, f.demo, { roles: ['customer'] });
  await f.t.database.withTenant(f.demo, (tx) =>
    tx.update(customers).set({ userId: account.userId }).where(eq(customers.id, customerId)),
  );
  return account;
}

/** The vehicle as the templates name it: make, model and plate. */
async function vehicleName(vehicleId: string): Promise<string> {
  const res = await f.call('GET', `/vehicles/${vehicleId}`, f.admin);
  const v = res.json() as { make: string; model: string; licensePlate: string };
  return `${v.make} ${v.model} (${v.licensePlate})`;
}

async function switchOff(user: TestUser, category: 'maintenance') {
  const prefs = structuredClone(defaultNotificationPreferences);
  prefs.categories[category].enabled = false;
  const res = await call(f, 'PUT', '/notifications/preferences', user, { body: prefs });
  expect(res.statusCode, res.body).toBe(200);
}

// \u2066…\u2069: money prints as a left-to-right isolate (lib/pdf/format.ts)
const sar = (amount: string) => `\u2066${amount} SAR\u2069`;

describe('rental events', () => {
  it('tell staff and the customer of a checkout and a return, not the clerk who did them', async () => {
    const parties = await rentalParties(f);
    const customer = await accountOf(parties.customerId);
    const rental = await pendingRental(f, parties);
    const out = await f.call('POST', `/rentals/${rental.id}/checkout`, f.staff, {
      body: checkoutBody({ securityDeposit: 0 }),
    });
    expect(out.statusCode, out.body).toBe(200);
    await settle(f);
    const back = await f.call('POST', `/rentals/${rental.id}/checkin`, f.staff, {
      body: {
        endMileage: 1300,
        fuelLevelEnd: 100,
        vehicleConditionEnd: 'good',
        inspection: { marks: [] },
      },
    });
    expect(back.statusCode, back.body).toBe(200);
    await settle(f);

    const { rentalNumber: number } = out.json() as RentalView;
    const vehicle = await vehicleName(parties.vehicleId);
    const name = rental.customer.name;
    expect(name).toMatch(/^Layla Haddad \d+$/);
    const staffLink = `/admin/management/rentals/view/${rental.id}`;
    const english = [
      {
        title: 'Vehicle returned',
        message: `${name} returned ${vehicle} (rental ${number}).`,
        link: staffLink,
      },
      {
        title: 'Vehicle handed over',
        message: `${vehicle} left with ${name} (rental ${number}).`,
        link: staffLink,
      },
    ];
    expect(await heard(f.admin, 'rental', number)).toEqual(english);
    expect(await heard(employee, 'rental', number)).toEqual(english);
    expect(await heard(arabic, 'rental', number)).toEqual([
      {
        title: 'تمت إعادة المركبة',
        message: `أعاد ${name} ${vehicle} (الإيجار ${number}).`,
        link: staffLink,
      },
      {
        title: 'تم تسليم المركبة',
        message: `تم تسليم ${vehicle} إلى ${name} (الإيجار ${number}).`,
        link: staffLink,
      },
    ]);
    // the customer's account, spoken to in their own words, with the customer area's link
    expect(await heard(customer, 'rental', number)).toEqual([
      {
        title: 'Thank you for returning the vehicle',
        message: `You returned ${vehicle} (rental ${number}).`,
        link: `/rentals/${rental.id}`,
      },
      {
        title: 'Enjoy your drive',
        message: `You collected ${vehicle} (rental ${number}).`,
        link: `/rentals/${rental.id}`,
      },
    ]);
    // the clerk who checked it out and in, and another customer, hear nothing
    expect(await heard(f.staff, 'rental', number)).toEqual([]);
    expect(await heard(stranger, 'rental', number)).toEqual([]);
  });
});

describe('payment events', () => {
  it('tell finance readers and the customer of a payment and its refund, with the amounts', async () => {
    const made = await createCustomer(f, {
      status: 'active',
      firstName: 'Omar',
      lastName: 'Payer',
    });
    const customer = await accountOf(made.id);
    const created = await f.call('POST', '/payments', f.staff, { body: paymentBody(made.id) });
    expect(created.statusCode, created.body).toBe(201);
    const payment = created.json() as PaymentView;
    const paid = await f.call('POST', `/payments/${payment.id}/process`, f.staff, { body: {} });
    expect(paid.json().status).toBe('completed');
    await settle(f);
    const refund = await f.call('POST', `/payments/${payment.id}/refund`, f.admin, {
      body: { amount: 20000, reason: 'Returned a day early' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    await settle(f);

    const number = payment.paymentNumber;
    const link = `/admin/finance/payments/view/${payment.id}`;
    const received = {
      title: 'Payment received',
      message: `Payment ${number} of ${sar('500.00')} from Omar Payer was received.`,
      link,
    };
    // the refund shows the amount refunded, not the payment's
    const refunded = {
      title: 'Payment refunded',
      message: `${sar('200.00')} of payment ${number} was refunded to Omar Payer.`,
      link,
    };
    expect(await heard(f.viewer, 'payment', number)).toEqual([refunded, received]);
    expect(await heard(arabic, 'payment', number)).toEqual([
      {
        title: 'تم رد المبلغ',
        message: `تم رد ${sar('200.00')} من الدفعة ${number} إلى Omar Payer.`,
        link,
      },
      {
        title: 'تم استلام الدفعة',
        message: `تم استلام الدفعة ${number} بمبلغ ${sar('500.00')} من Omar Payer.`,
        link,
      },
    ]);
    // each actor hears only of what the other did
    expect(await heard(f.staff, 'payment', number)).toEqual([refunded]);
    expect(await heard(f.admin, 'payment', number)).toEqual([received]);
    // the customer's account hears of both in their own words (no customer-area page for
    // payments: no link)
    expect(await heard(customer, 'payment', number)).toEqual([
      {
        title: 'Refund on its way',
        message: `We refunded ${sar('200.00')} of your payment ${number}.`,
        link: null,
      },
      {
        title: 'Payment received',
        message: `We received your payment ${number} of ${sar('500.00')}. Thank you.`,
        link: null,
      },
    ]);
    // a role without payments:read, and another customer, hear nothing
    expect(await heard(employee, 'payment', number)).toEqual([]);
    expect(await heard(stranger, 'payment', number)).toEqual([]);
  });
});

describe('maintenance events', () => {
  async function completed(vehicleId: string, actualCost = 50000): Promise<WorkOrderView> {
    const order = await createWorkOrder(f, vehicleId);
    const done = (await act(f, order.id, 'complete', {
      actualCost,
      actualDuration: 2,
      mileage: 1300,
    })) as WorkOrderView;
    await settle(f);
    return done;
  }

  it('tell maintenance readers of a completed work order, with its cost', async () => {
    const { vehicleId } = await workshopVehicle(f);
    const vehicle = await vehicleName(vehicleId);
    const order = await completed(vehicleId);
    const number = order.workOrderNumber;
    const link = `/admin/management/maintenances/view/${order.id}`;
    expect(await heard(f.staff, 'maintenance', number)).toEqual([
      {
        title: 'Maintenance completed',
        message: `Work order ${number} on ${vehicle} is complete (${sar('500.00')}).`,
        link,
      },
    ]);
    expect(await heard(arabic, 'maintenance', number)).toEqual([
      {
        title: 'اكتملت الصيانة',
        message: `اكتمل أمر العمل ${number} على ${vehicle} (${sar('500.00')}).`,
        link,
      },
    ]);
    // the one who completed it, a role without maintenance:read, and customers hear nothing
    expect(await heard(f.admin, 'maintenance', number)).toEqual([]);
    expect(await heard(employee, 'maintenance', number)).toEqual([]);
    expect(await heard(stranger, 'maintenance', number)).toEqual([]);
  });

  it('tell every maintenance reader, the administrator too, of a service come due by distance', async () => {
    const { vehicleId } = await workshopVehicle(f); // odometer 1200
    const plate = (await vehicleName(vehicleId)).match(/\((.+)\)$/)![1]!;
    const schedule = await f.call('POST', '/maintenance/schedules', f.admin, {
      body: { vehicleId, description: 'Oil change', intervalKm: 1500, startMileage: 0 },
    });
    expect(schedule.statusCode, schedule.body).toBe(201);
    // the job's clock: a fixed hour (the service is due by distance, not by date)
    await runJob(f, new Date('2030-07-01T06:00:00.000Z'));
    await settle(f);

    const vehicle = await vehicleName(vehicleId);
    const opened = await f.call(
      'GET',
      `/maintenance?filter[vehicleId][equals]=${vehicleId}`,
      f.admin,
    );
    const [order] = opened.json().data as { id: string; source: string }[];
    expect(order?.source).toBe('serviceSchedule');
    const due = {
      title: 'Service due soon',
      message: `${vehicle} is due for service by \u20661,500 km\u2069.`,
      link: `/admin/management/maintenances/view/${order!.id}`,
    };
    // the system did it: nobody is left out as its actor
    expect(await heard(f.admin, 'maintenance', plate)).toEqual([due]);
    expect(await heard(f.staff, 'maintenance', plate)).toEqual([due]);
    expect(await heard(arabic, 'maintenance', plate)).toEqual([
      {
        title: 'موعد صيانة قريب',
        message: `تستحق ${vehicle} الصيانة بحلول \u20661,500 km\u2069.`,
        link: due.link,
      },
    ]);
    expect(await heard(employee, 'maintenance', plate)).toEqual([]);
    // announced once per due service: a second pass adds nothing
    await runJob(f, new Date('2030-07-01T06:15:00.000Z'));
    await settle(f);
    expect(await heard(f.admin, 'maintenance', plate)).toHaveLength(1);
  });

  it('stop once the reader switches the category off, while others still hear', async () => {
    const reader = await createTestUser(f.t.database, f.demo, { roles: ['staff'] });
    const { vehicleId } = await workshopVehicle(f);
    const first = await completed(vehicleId, 10000);
    expect(await heard(reader, 'maintenance', first.workOrderNumber)).toHaveLength(1);

    await switchOff(reader, 'maintenance');
    const second = await completed(vehicleId, 20000);
    expect(await heard(reader, 'maintenance', second.workOrderNumber)).toEqual([]);
    expect(await heard(f.viewer, 'maintenance', second.workOrderNumber)).toEqual([
      expect.objectContaining({ message: expect.stringContaining(sar('200.00')) }),
    ]);
    // the other categories still reach them
    const note = await call(f, 'POST', '/notifications', f.admin, {
      body: {
        userId: reader.userId,
        title: 'Rota',
        message: 'Next week',
        type: 'info',
        category: 'rental',
        priority: 'low',
      },
    });
    expect(note.statusCode, note.body).toBe(201);
    expect(await heard(reader, 'rental', 'Next week')).toHaveLength(1);
  });
});
