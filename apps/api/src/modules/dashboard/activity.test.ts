// The dashboard's recent activity: the company's audit trail, newest first, paged, for those
// who may read it, and never another company's.
import type { ActivityEntry } from '@motorpool/domain/schemas/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchBody, createFleet, type Fleet } from '../vehicles/test-support.ts';

let f: Fleet;
beforeAll(async () => {
  f = await createFleet();
}, 60_000);
afterAll(async () => {
  await f.t.close();
});

type Page = { data: ActivityEntry[]; total: number; hasMore: boolean; page: number };

describe('GET /dashboard/activity', () => {
  it("lists the company's latest actions first, each naming its record", async () => {
    const made = await f.call('POST', '/branches', f.admin, {
      body: branchBody({ code: 'act-new' }),
    });
    expect(made.statusCode, made.body).toBe(201);
    const res = await f.call('GET', '/dashboard/activity?limit=5', f.admin);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as Page;
    expect(page.data[0]).toMatchObject({
      action: 'create',
      entityType: 'branch',
      entityId: made.json().id,
      actorType: 'user',
      actorId: f.admin.userId,
    });
    const times = page.data.map((entry) => Date.parse(entry.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('pages without repeating an entry', async () => {
    const first = (await f.call('GET', '/dashboard/activity?limit=2', f.admin)).json() as Page;
    const second = (
      await f.call('GET', '/dashboard/activity?limit=2&page=2', f.admin)
    ).json() as Page;
    expect(first.data).toHaveLength(2);
    expect(first.hasMore).toBe(true);
    expect(second.page).toBe(2);
    const ids = [...first.data, ...second.data].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(first.total).toBeGreaterThanOrEqual(ids.length);
  });

  it("never shows another company's actions", async () => {
    const made = await f.call('POST', '/branches', f.acmeAdmin, {
      body: branchBody({ code: 'act-acme' }),
    });
    expect(made.statusCode, made.body).toBe(201);
    const demo = (await f.call('GET', '/dashboard/activity?limit=100', f.admin)).json() as Page;
    expect(demo.data.map((entry) => entry.entityId)).not.toContain(made.json().id);
    const acme = (await f.call('GET', '/dashboard/activity?limit=1', f.acmeAdmin)).json() as Page;
    expect(acme.data[0]?.entityId).toBe(made.json().id);
  });

  it("is for those who may read the audit trail; a bad page is 400 in the reader's language", async () => {
    expect((await f.call('GET', '/dashboard/activity', f.staff)).statusCode).toBe(403);
    expect((await f.call('GET', '/dashboard/activity', null)).statusCode).toBe(401);
    const bad = await f.call('GET', '/dashboard/activity?limit=500', f.admin, { language: 'ar' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[\u0600-\u06FF]/);
  });
});
