import type { DomainEvent } from '@motorpool/domain/events';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from './db/schema/index.ts';
import type { OutboxPayloads } from './lib/outbox.ts';
import { outboxRetryDelaysMs } from './plugins/outbox.ts';
import { createTestApp, type TestApp } from './test/app.ts';
import { bearer, createTestUser, type TestUser } from './test/identity.ts';
import { tenantId } from './modules/auth/test-support.ts';
import { branchBody, vehicleBody } from './modules/vehicles/test-support.ts';

let t: TestApp;
let demo: string;
let admin: TestUser;
let branchId: string;
// The outbox worker's clock, moved by hand past a retry's wait.
let nowMs = Date.parse('2026-03-01T08:00:00.000Z');

type StatusChanged = DomainEvent<'vehicle.status.changed'>;
const calls = { steady: [] as StatusChanged[], flaky: [] as StatusChanged[] };
let flakyFailures = 0;

beforeAll(async () => {
  t = await createTestApp({ outbox: { now: () => new Date(nowMs), intervalMs: 0 } });
  demo = await tenantId(t.database, 'demo');
  admin = await createTestUser(t.database, demo, { roles: ['admin'] });
  // Registered as the composition root registers its own: by event name and subscriber name.
  t.services.events.subscribe('vehicle.status.changed', 'steady', async (event) => {
    calls.steady.push(event);
  });
  t.services.events.subscribe('vehicle.status.changed', 'flaky', async (event) => {
    calls.flaky.push(event);
    if (flakyFailures > 0) {
      flakyFailures -= 1;
      throw new Error('subscriber down');
    }
  });
  const branch = await api('POST', '/branches', branchBody());
  expect(branch.statusCode, branch.body).toBe(201);
  branchId = branch.json().id;
}, 60_000);
afterAll(async () => t.close());

function api(method: 'POST' | 'GET', url: string, body?: object) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(admin, demo),
    ...(body ? { payload: body } : {}),
  });
}
async function vehicleInMaintenance(): Promise<string> {
  const created = await api('POST', '/vehicles', vehicleBody(branchId));
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  const moved = await api('POST', `/vehicles/${id}/status`, {
    status: 'maintenance',
    reason: 'Brake noise',
  });
  expect(moved.statusCode, moved.body).toBe(200);
  return id;
}
const rowsOf = async <K extends keyof OutboxPayloads>(kind: K) =>
  (
    await t.database.withTenant(demo, (tx) => tx.select().from(outbox).where(eq(outbox.kind, kind)))
  ).map((row) => ({ ...row, payload: row.payload as OutboxPayloads[K] }));
const forVehicle = (id: string, events: StatusChanged[]) =>
  events.filter((e) => e.subject.id === id);

// The app's own subscribers (notifications) hear the same events: only this test's are counted.
const ours = (subscriber: string) => subscriber === 'steady' || subscriber === 'flaky';

describe('domain events', () => {
  it('publishes a vehicle status change with its actor, subject, version and payload', async () => {
    const id = await vehicleInMaintenance();
    await t.app.outbox.flush(demo);
    const [event, ...more] = forVehicle(id, calls.steady);
    expect(more).toHaveLength(0);
    expect(event).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/),
      name: 'vehicle.status.changed',
      version: 1,
      tenantId: demo,
      actor: { type: 'user', id: admin.userId },
      subject: { type: 'vehicle', id },
      payload: { from: 'available', to: 'maintenance', reason: 'Brake noise' },
      occurredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(forVehicle(id, calls.flaky)).toEqual([event]);
  });

  it('publishes nothing from a transaction that rolls back after publishing', async () => {
    const subject = { type: 'vehicle' as const, id: '01930000-0000-7000-8000-00000000abcd' };
    const action = t.database.withTenant(demo, async (tx) => {
      await t.services.events.publish(tx, {
        name: 'vehicle.status.changed',
        tenantId: demo,
        actor: { type: 'system', id: null },
        subject,
        payload: { from: 'available', to: 'retired', reason: null },
      });
      throw new Error('the action fails after publishing');
    });
    await expect(action).rejects.toThrow('the action fails after publishing');
    await t.app.outbox.flush(demo);
    const rows = (await rowsOf('event')).filter((r) => r.payload.subject.id === subject.id);
    expect(rows).toHaveLength(0);
    expect(forVehicle(subject.id, calls.steady)).toHaveLength(0);
  });

  it('retries a failing subscriber after its backoff without running the other one again', async () => {
    flakyFailures = 1;
    const id = await vehicleInMaintenance();
    await t.app.outbox.flush(demo);
    expect(forVehicle(id, calls.flaky)).toHaveLength(1);
    expect(forVehicle(id, calls.steady)).toHaveLength(1);
    const deliveries = async () =>
      Object.fromEntries(
        (await rowsOf('event_delivery'))
          .filter((r) => r.payload.event.subject.id === id && ours(r.payload.subscriber))
          .map((r) => [r.payload.subscriber, [r.status, r.attempts, r.lastError]]),
      );
    expect(await deliveries()).toEqual({
      steady: ['done', 1, null],
      flaky: ['pending', 1, 'subscriber down'],
    });

    await t.app.outbox.flush(demo);
    expect(forVehicle(id, calls.flaky)).toHaveLength(1);

    nowMs += outboxRetryDelaysMs[0];
    await t.app.outbox.flush(demo);
    expect(forVehicle(id, calls.flaky)).toHaveLength(2);
    expect(forVehicle(id, calls.steady)).toHaveLength(1);
    expect(forVehicle(id, calls.flaky)[1]!.id).toBe(forVehicle(id, calls.flaky)[0]!.id);
    expect(await deliveries()).toEqual({ steady: ['done', 1, null], flaky: ['done', 2, null] });
  });

  it('fans an event out once, however often the event itself is performed', async () => {
    const id = await vehicleInMaintenance();
    await t.app.outbox.flush(demo);
    const [event] = (await rowsOf('event')).filter((r) => r.payload.subject.id === id);
    expect(event!.status).toBe('done');
    await t.database.withTenant(demo, (tx) =>
      tx
        .update(outbox)
        .set({ status: 'pending', processedAt: null })
        .where(eq(outbox.id, event!.id)),
    );
    await t.app.outbox.flush(demo);
    const deliveries = (await rowsOf('event_delivery')).filter(
      (r) => r.payload.event.subject.id === id && ours(r.payload.subscriber),
    );
    expect(deliveries).toHaveLength(2);
    expect(forVehicle(id, calls.steady)).toHaveLength(1);
    expect(forVehicle(id, calls.flaky)).toHaveLength(1);
  });
});
