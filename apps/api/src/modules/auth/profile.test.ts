import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, createTestUser, type TestUser } from '../../test/identity.ts';
import { tenantId } from './test-support.ts';

let t: TestApp;
let demo: string;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  demo = await tenantId(t.database, 'demo');
  user = await createTestUser(t.database, demo, { roles: ['staff'] });
});
afterAll(async () => t.close());

describe('profile', () => {
  it('treats an empty profile change as a no-op that returns the profile unchanged', async () => {
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/profile',
      headers: bearer(user, demo),
    });
    expect(before.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/profile',
      headers: bearer(user, demo),
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(before.json());
  });
});
