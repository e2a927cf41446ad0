// A branch's iCal feed: a secret URL calendar apps subscribe to, with the branch's bookings of
// the next 90 days. Only the token's sha256 is kept; making a new URL replaces the feed, so a
// leaked one is stopped that way. The URL names the company, so no other company's feed is
// ever looked at, and a wrong token answers 404 like an unknown feed.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Language } from '@motorpool/domain/locale-lists';
import {
  calendarFeedDays,
  type CalendarFeedStateView,
} from '@motorpool/domain/schemas/rental-calendar';
import type { Database, Tx } from '../../db/engine.ts';
import { apiError } from '../../lib/http-errors.ts';
import { publicLink } from '../../lib/public-links.ts';
import type { TenantCaller } from '../../lib/request-caller.ts';
import { auditScope, recordAudit } from '../audit/ports.ts';
import { feedOfBranch, findFeed, replaceFeed } from './calendar-repository.ts';
import { bookingsOver, type CalendarDeps } from './calendar-service.ts';
import { icalDocument } from './ical-format.ts';
import { audienceOf } from './views.ts';

export type IcalDeps = CalendarDeps & {
  publicUrl: string;
  branches: { find(tx: Tx, id: string): Promise<{ id: string; name: string } | undefined> };
  /** the company's subdomain (its address), or null when it is no longer active */
  subdomainOf: (tenantId: string) => Promise<string | null>;
};

export const publicCalendarPath = '/api/v1/public/calendar';
const dayMs = 86_400_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function createIcalService(database: Database, deps: IcalDeps) {
  async function branchOf(tx: Tx, id: string) {
    const branch = await deps.branches.find(tx, id);
    if (!branch) throw apiError('NOT_FOUND', 'error.branchNotFound');
    return branch;
  }

  const staffOnly = (c: TenantCaller) => {
    if (audienceOf(c) !== 'staff') throw apiError('FORBIDDEN', 'http.forbidden');
  };

  return {
    /** A new secret URL for the branch; the previous one stops working. */
    async create(c: TenantCaller, branchId: string): Promise<{ url: string }> {
      staffOnly(c);
      const token = randomBytes(32).toString('base64url');
      const feed = await database.withTenant(c.tenantId, async (tx) => {
        await branchOf(tx, branchId);
        const row = await replaceFeed(tx, {
          tenantId: c.tenantId,
          branchId,
          tokenHash: hashOf(token),
          createdBy: c.userId,
        });
        await recordAudit(tx, auditScope(c), {
          action: 'calendar_feed_create',
          entityType: 'branch',
          entityId: branchId,
          after: { feedId: row.id },
        });
        return row;
      });
      const subdomain = await deps.subdomainOf(c.tenantId);
      const path = `${publicCalendarPath}/${c.tenantId}/${feed.id}.ics`;
      return { url: publicLink(deps.publicUrl, subdomain, path, { token }) };
    },

    async state(c: TenantCaller, branchId: string): Promise<CalendarFeedStateView> {
      staffOnly(c);
      return database.withTenant(c.tenantId, async (tx) => {
        await branchOf(tx, branchId);
        const feed = await feedOfBranch(tx, branchId);
        return { exists: feed !== undefined, createdAt: feed?.createdAt.toISOString() ?? null };
      });
    },

    /** The feed's document; 404 alike for an unknown feed, a wrong token or company. */
    async open(
      link: { tenantId: string; feedId: string; token: string },
      requestTenantId: string | null,
      language: Language,
    ): Promise<string> {
      const missing = () => apiError('NOT_FOUND', 'error.calendarFeedNotFound');
      if (requestTenantId !== null && requestTenantId !== link.tenantId) throw missing();
      const subdomain = await deps.subdomainOf(link.tenantId);
      if (subdomain === null) throw missing();
      const now = new Date();
      return database.withTenant(link.tenantId, async (tx) => {
        const feed = await findFeed(tx, link.feedId);
        if (!feed || !sameHash(feed.tokenHash, hashOf(link.token))) throw missing();
        const branch = await branchOf(tx, feed.branchId);
        const events = await bookingsOver(tx, deps, {
          from: now,
          to: new Date(now.getTime() + calendarFeedDays * dayMs),
          branchId: feed.branchId,
        });
        return icalDocument({
          branchName: branch.name,
          domain: new URL(publicLink(deps.publicUrl, subdomain, '/')).hostname,
          language,
          now,
          events,
        });
      });
    },
  };
}

export type IcalService = ReturnType<typeof createIcalService>;
