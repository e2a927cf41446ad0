import { inArray } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformSessions, platformUsers, sessions, userTokens } from '../../db/schema/index.ts';
import { findJobs } from '../../lib/jobs/repository.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/secrets.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/identity.ts';
import { tenantId } from '../auth/test-support.ts';

const hour = 3_600_000;
const day = 24 * hour;
// The runner's clock: midnight, then the clean-up's daily time.
let clock = Date.parse('2031-03-01T00:00:00.000Z');
const cleanupAt = Date.parse('2031-03-01T03:00:00.000Z');
const at = (offset: number) => new Date(cleanupAt + offset);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ jobs: { now: () => new Date(clock) } });
});
afterAll(async () => t.close());

const sessionRow = (
  tenant: string,
  userId: string,
  ends: { expiresAt: Date; revokedAt?: Date },
) => ({
  id: uuidv7(),
  tenantId: tenant,
  userId,
  familyId: uuidv7(),
  refreshTokenHash: hashOpaqueToken(newOpaqueToken()),
  ...ends,
});

describe('the daily sessions clean-up job', () => {
  it('deletes every company’s sessions and tokens that ended over a day ago, and keeps the rest', async () => {
    const demo = await tenantId(t.database, 'demo');
    const acme = await tenantId(t.database, 'acme');
    const demoUser = await createTestUser(t.database, demo);
    const acmeUser = await createTestUser(t.database, acme);

    const gone = {
      expired: sessionRow(demo, demoUser.userId, { expiresAt: at(-2 * day) }),
      revoked: sessionRow(demo, demoUser.userId, { expiresAt: at(day), revokedAt: at(-2 * day) }),
      otherCompany: sessionRow(acme, acmeUser.userId, { expiresAt: at(-2 * day) }),
    };
    const kept = {
      live: sessionRow(demo, demoUser.userId, { expiresAt: at(5 * day) }),
      endedAnHourAgo: sessionRow(demo, demoUser.userId, { expiresAt: at(-hour) }),
    };
    const token = (usedAt: Date | null, expiresAt: Date) => ({
      id: uuidv7(),
      tenantId: demo,
      userId: demoUser.userId,
      kind: 'password_reset' as const,
      tokenHash: hashOpaqueToken(newOpaqueToken()),
      usedAt,
      expiresAt,
    });
    const tokens = {
      used: token(at(-2 * day), at(day)),
      expired: token(null, at(-2 * day)),
      live: token(null, at(hour)),
    };
    await t.database.withTenant(demo, async (tx) => {
      await tx
        .insert(sessions)
        .values([gone.expired, gone.revoked, kept.live, kept.endedAnHourAgo]);
      await tx.insert(userTokens).values(Object.values(tokens));
    });
    await t.database.withTenant(acme, (tx) => tx.insert(sessions).values(gone.otherCompany));
    const [admin] = await t.database.db
      .insert(platformUsers)
      .values({ email: 'cleanup@platform.test', passwordHash: 'x', firstName: 'C', lastName: 'U' })
      .returning({ id: platformUsers.id });
    const platformRow = (expiresAt: Date) => ({
      id: uuidv7(),
      platformUserId: admin!.id,
      familyId: uuidv7(),
      refreshTokenHash: hashOpaqueToken(newOpaqueToken()),
      expiresAt,
    });
    const platformGone = platformRow(at(-2 * day));
    const platformKept = platformRow(at(day));
    await t.database.db.insert(platformSessions).values([platformGone, platformKept]);

    // The first pass writes the 03:00 occurrence; nothing is deleted before it is due.
    await t.app.jobs.runDueJobs();
    clock = cleanupAt - 1;
    await t.app.jobs.runDueJobs();
    const before = await t.database.withTenant(demo, (tx) =>
      tx
        .select({ id: sessions.id })
        .from(sessions)
        .where(inArray(sessions.id, [gone.expired.id])),
    );
    expect(before).toHaveLength(1);

    clock = cleanupAt;
    await t.app.jobs.runDueJobs();

    const sessionIds = async (tenant: string) =>
      (
        await t.database.withTenant(tenant, (tx) => tx.select({ id: sessions.id }).from(sessions))
      ).map((row) => row.id);
    const demoSessions = await sessionIds(demo);
    expect(demoSessions).not.toContain(gone.expired.id);
    expect(demoSessions).not.toContain(gone.revoked.id);
    expect(demoSessions).toEqual(expect.arrayContaining([kept.live.id, kept.endedAnHourAgo.id]));
    expect(await sessionIds(acme)).not.toContain(gone.otherCompany.id);
    const tokenIds = (
      await t.database.withTenant(demo, (tx) => tx.select({ id: userTokens.id }).from(userTokens))
    ).map((row) => row.id);
    expect(tokenIds).toEqual([tokens.live.id]);
    const platformIds = (
      await t.database.db.select({ id: platformSessions.id }).from(platformSessions)
    ).map((row) => row.id);
    expect(platformIds).toContain(platformKept.id);
    expect(platformIds).not.toContain(platformGone.id);

    const runs = await findJobs(t.database.db, 'sessions.cleanup');
    expect(runs.map((run) => [run.key, run.status])).toEqual([
      ['2031-03-01T03:00:00.000Z', 'done'],
      ['2031-03-02T03:00:00.000Z', 'pending'],
    ]);
    expect(runs[0]?.result).toMatchObject({ tokens: 2, platformSessions: 1 });
  });
});
