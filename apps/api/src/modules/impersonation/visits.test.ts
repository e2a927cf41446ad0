import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer } from '../../test/identity.ts';
import { listAuditForEntity } from '../audit/service.ts';
import { branchBody } from '../vehicles/test-support.ts';
import {
  activityAbout,
  caller,
  companyWithAdmin,
  platformAdmin,
  reason,
  visitHeaders,
  visitRow,
} from './test-support.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let platform: { headers: Record<string, string>; id: string };

beforeAll(async () => {
  t = await createTestApp({ outbox: { intervalMs: 0 } });
  call = caller(t);
  platform = await platformAdmin(t, 'support@p.test');
});
afterAll(async () => t.close());

const start = (companyId: string, headers = platform.headers, lng = 'en', why = reason) =>
  call(
    headers,
    { method: 'POST', url: `/platform/tenants/${companyId}/impersonate`, payload: { reason: why } },
    lng,
  );

describe('a support visit', () => {
  it('acts as the administrator, names the visitor on every change, and ends on sign-out', async () => {
    const company = await companyWithAdmin(t, platform.headers, 'visit-one');
    const short = await start(company.id, platform.headers, 'ar', 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().details[0]).toMatchObject({ path: 'body.reason' });
    expect(short.json().details[0].message).toMatch(/[\u0600-\u06FF]/);

    const started = await start(company.id);
    expect(started.statusCode, started.body).toBe(201);
    const visit = started.json();
    expect(visit).not.toHaveProperty('refreshToken');
    expect(visit.impersonation).toMatchObject({
      companyId: company.id,
      platformUserId: platform.id,
      platformUserEmail: 'support@p.test',
      reason,
      endedAt: null,
      wrote: false,
    });
    const minutes =
      (Date.parse(visit.impersonation.expiresAt) - Date.parse(visit.impersonation.startedAt)) /
      60_000;
    expect(minutes).toBe(30);
    const headers = visitHeaders(visit.accessToken, company.id);

    const mine = await call(headers, { method: 'GET', url: '/auth/impersonation' });
    expect(mine.json()).toMatchObject({ id: visit.impersonation.id, reason });
    expect((await visitRow(t, visit.impersonation.id))?.wrote).toBe(false);

    const branch = await call(headers, { method: 'POST', url: '/branches', payload: branchBody() });
    expect(branch.statusCode, branch.body).toBe(201);
    const trail = await t.database.withTenant(company.id, (tx) =>
      listAuditForEntity(tx, 'branch', branch.json().id),
    );
    expect(trail[0]).toMatchObject({
      actorType: 'user',
      actorId: company.ownerId,
      impersonatorId: platform.id,
    });
    expect((await visitRow(t, visit.impersonation.id))?.wrote).toBe(true);

    const startTrail = await t.database.withTenant(company.id, (tx) =>
      listAuditForEntity(tx, 'impersonation', visit.impersonation.id),
    );
    expect(startTrail[0]).toMatchObject({ action: 'impersonation_start', actorId: platform.id });
    const activity = await activityAbout(t, company.id);
    expect(activity.map((a) => a.detail)).toContainEqual(
      expect.objectContaining({ impersonation: 'start', reason }),
    );

    // the administrators hear of it
    for (let i = 0; i < 3; i += 1) await t.app.outbox.flush(company.id);
    const heard = await call(bearer(company.admin, company.id), {
      method: 'GET',
      url: '/notifications?category=system',
    });
    expect(heard.json().notifications[0].message).toContain('support@p.test');

    const out = await call(headers, { method: 'POST', url: '/auth/logout' });
    expect(out.statusCode).toBe(204);
    expect((await call(headers, { method: 'GET', url: '/branches' })).statusCode).toBe(401);
    expect((await visitRow(t, visit.impersonation.id))?.endedAt).not.toBeNull();
    const ended = await activityAbout(t, company.id);
    expect(ended.map((a) => a.detail)).toContainEqual(
      expect.objectContaining({ impersonation: 'end' }),
    );
  });

  it('hands its token over once to the company host', async () => {
    const company = await companyWithAdmin(t, platform.headers, 'visit-two');
    const visit = (await start(company.id)).json();
    const redeem = () =>
      call(
        { 'x-tenant-id': company.id },
        {
          method: 'POST',
          url: '/auth/impersonation/handoff',
          payload: { code: visit.handoffCode },
        },
      );
    const first = await redeem();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).not.toHaveProperty('refresh_token');
    const profile = await call(visitHeaders(first.json().access_token, company.id), {
      method: 'GET',
      url: '/auth/profile',
    });
    expect(profile.json()).toMatchObject({ id: company.ownerId });
    // the company host's banner reads the visit with the handed-over token
    const banner = await call(visitHeaders(first.json().access_token, company.id), {
      method: 'GET',
      url: '/auth/impersonation',
    });
    expect(banner.statusCode, banner.body).toBe(200);
    expect(banner.json()).toMatchObject({ id: visit.impersonation.id });
    expect((await redeem()).statusCode).toBe(401);

    // the platform ends it from its side
    const end = await call(platform.headers, {
      method: 'DELETE',
      url: `/platform/impersonations/${visit.impersonation.id}`,
    });
    expect(end.statusCode).toBe(200);
    const after = await call(visitHeaders(visit.accessToken, company.id), {
      method: 'GET',
      url: '/auth/impersonation',
    });
    expect(after.statusCode).toBe(401);
  });
});
