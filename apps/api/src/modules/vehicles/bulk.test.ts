import { formatMessage } from '@motorpool/domain/validation-messages';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/identity.ts';
import {
  createBranch,
  createFleet,
  createVehicle,
  type Fleet,
  vehicleBody,
} from './test-support.ts';

let f: Fleet;
let branchId: string;
let otherBranchId: string;
let manager: TestUser;
beforeAll(async () => {
  f = await createFleet();
  branchId = (await createBranch(f)).id;
  otherBranchId = (await createBranch(f)).id;
  manager = await createTestUser(f.t.database, f.demo, { roles: ['manager'] });
  await f.t.database.withTenant(f.demo, (tx) =>
    tx.update(users).set({ branchId }).where(eq(users.id, manager.userId)),
  );
}, 60_000);
afterAll(async () => {
  await f.t.close();
});

const statusEvents = (vehicleId: string) =>
  f.t.database.withTenant(f.demo, (tx) =>
    tx
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(
        and(
          sql`${outbox.payload}->>'name' = 'vehicle.status.changed'`,
          sql`${outbox.payload}->'subject'->>'id' = ${vehicleId}`,
        ),
      ),
  );

const statusOf = async (id: string) =>
  (await f.call('GET', `/vehicles/${id}`, f.admin)).json().status as string;

describe('bulk vehicle actions', () => {
  it('changes the status of every selected vehicle, audited and published', async () => {
    const cars = [await createVehicle(f, branchId), await createVehicle(f, branchId)];
    const res = await f.call('POST', '/vehicles/bulk/status', f.admin, {
      body: { ids: cars.map((c) => c.id), status: 'maintenance', reason: 'Inspection day' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    for (const car of cars) {
      expect(await statusOf(car.id)).toBe('maintenance');
      const [audit] = await f.auditOf(car.id);
      expect(audit).toMatchObject({
        action: 'status',
        before: { status: 'available' },
        after: { status: 'maintenance', reason: 'Inspection day' },
      });
      expect((await statusEvents(car.id)).map((e) => e.payload)).toEqual([
        expect.objectContaining({
          payload: { from: 'available', to: 'maintenance', reason: 'Inspection day' },
        }),
      ]);
    }
  });

  it('moves the selection to a branch and retires it', async () => {
    const cars = [await createVehicle(f, branchId), await createVehicle(f, branchId)];
    const ids = cars.map((c) => c.id);
    const moved = await f.call('POST', '/vehicles/bulk/branch', f.admin, {
      body: { ids, branchId: otherBranchId },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ updated: 2 });
    const read = await f.call('GET', `/vehicles/${ids[0]}`, f.admin);
    expect(read.json().branchId).toBe(otherBranchId);
    expect((await f.auditOf(ids[0] ?? ''))[0]).toMatchObject({
      action: 'update',
      after: { branchId: otherBranchId },
    });
    const retired = await f.call('POST', '/vehicles/bulk/retire', f.admin, { body: { ids } });
    expect(retired.statusCode, retired.body).toBe(200);
    expect(await statusOf(ids[1] ?? '')).toBe('retired');
  });

  it('changes nothing when one car is rented, and names it in the caller language', async () => {
    const free = await createVehicle(f, branchId);
    const rented = await createVehicle(f, branchId);
    const out = await f.call('POST', `/vehicles/${rented.id}/status`, f.admin, {
      body: { status: 'rented' },
    });
    expect(out.statusCode, out.body).toBe(200);
    const res = await f.call('POST', '/vehicles/bulk/retire', f.admin, {
      body: { ids: [free.id, rented.id] },
      language: 'ar',
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: formatMessage('vehicle.bulkRefused', 'ar', { count: 1 }),
      details: [{ path: 'body.ids.1', message: formatMessage('vehicle.bulkRented', 'ar') }],
    });
    expect(await statusOf(free.id)).toBe('available');
    expect(await statusEvents(free.id)).toEqual([]);
  });

  it('refuses a move the status machine does not allow', async () => {
    const car = await createVehicle(f, branchId);
    const res = await f.call('POST', '/vehicles/bulk/status', f.admin, {
      body: { ids: [car.id], status: 'available' },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().details).toEqual([
      {
        path: 'body.ids.0',
        message: formatMessage('vehicle.illegalTransition', 'en', {
          from: 'available',
          to: 'available',
        }),
      },
    ]);
  });

  it("treats another company's and unknown ids as unknown, changing nothing", async () => {
    const mine = await createVehicle(f, branchId);
    const acmeBranch = await createBranch(f, {}, f.acmeAdmin);
    const theirs = await f.call('POST', '/vehicles', f.acmeAdmin, {
      body: {
        ...vehicleBody(acmeBranch.id),
      },
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const unknown = '0190a0a0-0000-7000-8000-000000000000';
    const res = await f.call('POST', '/vehicles/bulk/status', f.admin, {
      body: { ids: [mine.id, theirs.json().id, unknown], status: 'maintenance' },
    });
    expect(res.statusCode, res.body).toBe(409);
    const unknownText = formatMessage('vehicle.bulkUnknown', 'en');
    expect(res.json().details).toEqual([
      { path: 'body.ids.1', message: unknownText },
      { path: 'body.ids.2', message: unknownText },
    ]);
    expect(await statusOf(mine.id)).toBe('available');
    const acmeRead = await f.call('GET', `/vehicles/${theirs.json().id}`, f.acmeAdmin);
    expect(acmeRead.json().status).toBe('available');
  });

  it("keeps a branch manager to the branch's own vehicles", async () => {
    const own = await createVehicle(f, branchId);
    const elsewhere = await createVehicle(f, otherBranchId);
    const res = await f.call('POST', '/vehicles/bulk/status', manager, {
      body: { ids: [own.id, elsewhere.id], status: 'maintenance' },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().details).toEqual([
      { path: 'body.ids.1', message: formatMessage('vehicle.otherBranch', 'en') },
    ]);
    expect(await statusOf(own.id)).toBe('available');
    const away = await f.call('POST', '/vehicles/bulk/branch', manager, {
      body: { ids: [own.id], branchId: otherBranchId },
    });
    expect(away.statusCode, away.body).toBe(409);
    const mineOnly = await f.call('POST', '/vehicles/bulk/status', manager, {
      body: { ids: [own.id], status: 'maintenance' },
    });
    expect(mineOnly.statusCode, mineOnly.body).toBe(200);
  });

  it('refuses an empty selection, more than 100 ids, an unknown branch and a viewer', async () => {
    const empty = await f.call('POST', '/vehicles/bulk/retire', f.admin, {
      body: { ids: [] },
      language: 'ar',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0]).toEqual({
      path: 'body.ids',
      message: formatMessage('vehicle.bulkEmpty', 'ar'),
    });
    const ids = Array.from(
      { length: 101 },
      (_, i) => `0190a0a0-0000-7000-8000-${String(i).padStart(12, '0')}`,
    );
    const tooMany = await f.call('POST', '/vehicles/bulk/retire', f.admin, { body: { ids } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details[0].message).toBe(
      formatMessage('vehicle.bulkTooMany', 'en', { max: 100 }),
    );
    const car = await createVehicle(f, branchId);
    const nowhere = await f.call('POST', '/vehicles/bulk/branch', f.admin, {
      body: { ids: [car.id], branchId: ids[0] },
    });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().details[0].path).toBe('body.branchId');
    const viewer = await f.call('POST', '/vehicles/bulk/retire', f.viewer, {
      body: { ids: [car.id] },
    });
    expect(viewer.statusCode).toBe(403);
  });

  it('exports only the selected vehicles', async () => {
    const [a, , c] = [
      await createVehicle(f, branchId),
      await createVehicle(f, branchId),
      await createVehicle(f, branchId),
    ];
    const res = await f.call(
      'GET',
      `/vehicles/export?format=csv&filter[id][in]=${a.id},${c.id}`,
      f.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(res.body).toContain(a.licensePlate);
    expect(res.body).toContain(c.licensePlate);
  });
});
