import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { demoPassword } from './demo-accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const login = (email: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers,
    payload: { email, password: demoPassword },
  });

describe('demo accounts', () => {
  it.each([
    ['admin', ['*']],
    ['viewer', expect.arrayContaining(['vehicles:read'])],
  ])('%s@demo.test signs in with its role permissions', async (role, permissions) => {
    const res = await login(`${role}@demo.test`, { 'x-tenant-id': 'demo' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ roles: [role], permissions });
  });

  it('keeps each company’s accounts to itself', async () => {
    const res = await login('admin@demo.test', { 'x-tenant-id': 'acme' });
    expect(res.statusCode).toBe(401);
  });

  it('signs the platform super administrator in without a company', async () => {
    const res = await login('root@motorpool.test', {});
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ roles: ['super-admin'], tenantId: null });
  });
});
