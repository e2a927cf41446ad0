import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/databases.ts';
import { createPlatformAdmin, createTestUser } from '../../test/identity.ts';
import { createTestRedis, type TestRedis } from '../../test/redis.ts';
import { connect, startInstance, type TestSocket } from './test-support.ts';

// A company suspended, deactivated or scheduled for deletion loses its open sockets at once,
// on every instance: the socket is held by one instance, the status moved through another.

type Instance = Awaited<ReturnType<typeof startInstance>>;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let redis: TestRedis;
let a: Instance;
let b: Instance;
let platform: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  redis = await createTestRedis();
  const shared = { redisUrl: redis.url, redisKey: `${redis.keyPrefix}socket.io` };
  a = await startInstance(database.database, shared);
  b = await startInstance(database.database, shared);
  platform = await createPlatformAdmin(database.database, 'root@sockets.test');
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await a.app.close();
  await b.app.close();
  await redis.dispose();
  await database.dispose();
});

async function companyWithSocket(subdomain: string) {
  const company = await a.services.tenants.createTenant(
    { name: `Live ${subdomain}`, subdomain, adminEmail: `owner@${subdomain}.test` },
    { type: 'system' },
  );
  const user = await createTestUser(database.database, company.id, { roles: ['admin'] });
  const socket = connect(b.url, { token: user.token, tenantId: company.id });
  sockets.push(socket);
  await socket.next('auth:success');
  return { company, socket };
}

const disconnected = (socket: TestSocket, withinMs: number) =>
  new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`still connected after ${withinMs} ms`)),
      withinMs,
    );
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

describe('sockets of a company closed by the platform', () => {
  it.each(['suspend', 'deactivate', 'scheduleDeletion'])(
    'drops every socket of the company within a second on %s',
    async (action) => {
      const { company, socket } = await companyWithSocket(`live-${action.toLowerCase()}`);
      const bystander = await companyWithSocket(`calm-${action.toLowerCase()}`);
      const gone = disconnected(socket, 1000);
      const res = await a.app.inject({
        method: 'POST',
        url: `/api/v1/platform/tenants/${company.id}/status`,
        headers: { authorization: `Bearer ${platform}` },
        payload: { action },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await gone).toBe('io server disconnect');
      expect(bystander.socket.connected).toBe(true);
    },
  );

  it('keeps the sockets of a company moved to another working status', async () => {
    const { company, socket } = await companyWithSocket('live-activate');
    await a.services.tenants.updateTenant(company.id, { status: 'trial' }, { type: 'system' });
    const res = await a.app.inject({
      method: 'POST',
      url: `/api/v1/platform/tenants/${company.id}/status`,
      headers: { authorization: `Bearer ${platform}` },
      payload: { action: 'activate' },
    });
    expect(res.json().status).toBe('active');
    const counted = socket.next('notification:count');
    socket.emit('notification:mark_all_read');
    expect((await counted)[0]).toEqual({ count: 0 });
    expect(socket.connected).toBe(true);
  });
});
