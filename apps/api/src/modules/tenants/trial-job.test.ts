import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createPlatformAdmin } from '../../test/identity.ts';
import { listAuditForEntity } from '../audit/service.ts';

// The trial's end: the job moves a company on trial past its end date to read-only, on the
// clock the test holds; a person cannot make that move.

const day = 86_400_000;
let clock = Date.parse('2026-03-01T10:00:00Z');
let t: TestApp;
let platform: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ jobs: { now: () => new Date(clock) } });
  platform = {
    authorization: `Bearer ${await createPlatformAdmin(t.database, 'root@trial.test')}`,
  };
});
afterAll(async () => t.close());

const onTrial = (subdomain: string, endsInDays: number) =>
  t.services.tenants.createTenant(
    {
      name: `Trial ${subdomain}`,
      subdomain,
      adminEmail: `owner@${subdomain}.test`,
      status: 'trial',
      trialEndsAt: new Date(clock + endsInDays * day),
    },
    { type: 'system' },
  );
const statusOf = async (id: string) => (await t.services.tenants.findTenant({ id }))!.status;

describe('the trial job', () => {
  it('ends only the trials whose end has passed, audited as the system', async () => {
    const ending = await onTrial('ending', 1);
    const later = await onTrial('later', 10);
    const paying = await onTrial('paying', 1);
    await t.services.tenants.updateTenant(paying.id, { status: 'active' }, { type: 'system' });

    await t.app.jobs.runDueJobs();
    expect(await statusOf(ending.id)).toBe('trial');

    clock += day + 15 * 60_000;
    await t.app.jobs.runDueJobs();
    await t.app.jobs.runDueJobs();
    expect(await statusOf(ending.id)).toBe('trial_ended');
    expect(await statusOf(later.id)).toBe('trial');
    expect(await statusOf(paying.id)).toBe('active');

    const trail = await t.database.withTenant(ending.id, (tx) =>
      listAuditForEntity(tx, 'tenant', ending.id),
    );
    expect(trail.find((a) => a.action === 'endTrial')).toMatchObject({
      actorType: 'system',
      before: expect.objectContaining({ status: 'trial' }),
      after: expect.objectContaining({ status: 'trial_ended' }),
    });
  });

  it('refuses the trial’s end from a super administrator, who activates instead', async () => {
    const company = await onTrial('manual', 5);
    const act = (action: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/platform/tenants/${company.id}/status`,
        headers: { ...platform, 'accept-language': 'ar' },
        payload: { action },
      });
    const refused = await act('endTrial');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('تنتهي الفترة التجريبية');
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/platform/tenants/${company.id}`,
      headers: platform,
      payload: { status: 'trial_ended' },
    });
    expect(patched.statusCode).toBe(409);

    const planned = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/platform/tenants/${company.id}`,
      headers: platform,
      payload: { plan: 'professional' },
    });
    expect(planned.json()).toMatchObject({ plan: 'professional', status: 'trial' });
    expect(planned.json().trialEndsAt).toBe(new Date(clock + 5 * day).toISOString());
    expect((await act('activate')).json().status).toBe('active');
  });
});
