// Support visits: a super administrator enters a company as its administrator for a stated
// reason, for `impersonationMinutes` at most. The platform keeps the visit and its activity log;
// the company's trail records the visit and names the visitor on every change made during it
// (lib/acting-as.ts); the company's administrators are told (event `tenant.impersonation.started`).
import { impersonationMinutes } from '@motorpool/domain/value-lists';
import type {
  ImpersonationStartInput,
  ImpersonationView,
} from '@motorpool/domain/schemas/impersonation';
import { tenantIsOperational } from '@motorpool/domain/status-machines';
import type { Database } from '../../db/engine.ts';
import { selectTenant } from '../../db/tenant-context.ts';
import type { EventBus } from '../../lib/events.ts';
import { apiError } from '../../lib/http-errors.ts';
import { signAccessToken } from '../../lib/jwt.ts';
import type { PlatformCaller } from '../../lib/request-caller.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/secrets.ts';
import { recordAudit } from '../audit/ports.ts';
import { recordPlatformActivity } from '../platform/ports.ts';
import type { VisitAdministrator, VisitCompanies } from './ports.ts';
import * as visits from './repository.ts';

/** How long the company's host may take to redeem a visit's hand-over code. */
export const handoffTtlMs = 2 * 60_000;

export type VisitServiceDeps = {
  database: Database;
  events: EventBus;
  jwtSecret: string;
  companies: VisitCompanies;
  administrator: VisitAdministrator;
  clock: () => number;
};

export const toVisitView = (row: visits.VisitRow): ImpersonationView => ({
  id: row.id,
  companyId: row.companyId,
  platformUserId: row.platformUserId,
  platformUserEmail: row.platformUserEmail,
  reason: row.reason,
  startedAt: row.startedAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  endedAt: row.endedAt?.toISOString() ?? null,
  wrote: row.wrote,
});

const notFound = () => apiError('NOT_FOUND', 'error.impersonationNotFound');

export function createVisitService(deps: VisitServiceDeps) {
  const { database, companies } = deps;
  const now = () => new Date(deps.clock());

  async function openCompany(id: string) {
    const company = await companies.findTenant({ id });
    if (!company) throw apiError('NOT_FOUND', 'error.tenantNotFound');
    if (!tenantIsOperational(company.status as never)) {
      throw apiError('CONFLICT', 'error.impersonationCompanyClosed');
    }
    if (!company.impersonationAllowed) throw apiError('FORBIDDEN', 'error.impersonationForbidden');
    return company;
  }

  /** The token a visit acts with: the administrator's rights, the visit's id and expiry. */
  function visitToken(
    visit: { id: string; platformUserId: string; companyId: string; expiresAt: Date },
    admin: { id: string; roles: string[] },
    at: Date,
  ) {
    const ttl = Math.max(1, Math.floor((visit.expiresAt.getTime() - at.getTime()) / 1000));
    const claims = {
      sub: admin.id,
      tid: visit.companyId,
      roles: admin.roles,
      sid: visit.id,
      impersonation: { id: visit.id, platformUserId: visit.platformUserId },
    };
    return { token: signAccessToken(claims, deps.jwtSecret, ttl, at.getTime()), ttl };
  }

  async function administratorOf(companyId: string, adminEmail: string) {
    const admin = await database.withTenant(companyId, (tx) => deps.administrator(tx, adminEmail));
    if (!admin) throw apiError('CONFLICT', 'error.impersonationNoAdministrator');
    return admin;
  }

  return {
    async start(c: PlatformCaller, companyId: string, input: ImpersonationStartInput) {
      const at = now();
      if (await visits.hasOpenVisit(database.db, c.platformUserId, at)) {
        throw apiError('CONFLICT', 'error.impersonationNoChaining');
      }
      const company = await openCompany(companyId);
      const admin = await administratorOf(companyId, company.adminEmail);
      const code = newOpaqueToken();
      const expiresAt = new Date(at.getTime() + impersonationMinutes * 60_000);
      const row = await database.db.transaction(async (tx) => {
        const visit = await visits.insertVisit(tx, {
          companyId,
          platformUserId: c.platformUserId,
          reason: input.reason,
          startedAt: at,
          expiresAt,
          handoffHash: hashOpaqueToken(code),
        });
        const visitor = await visits.findVisit(tx, visit.id);
        await tx.execute(selectTenant(companyId));
        const detail = { impersonation: 'start', reason: input.reason, actingAs: admin.id };
        await recordAudit(
          tx,
          {
            tenantId: companyId,
            actor: { type: 'platform', id: c.platformUserId },
            requestId: c.requestId,
          },
          {
            action: 'impersonation_start',
            entityType: 'impersonation',
            entityId: visit.id,
            after: { ...detail, expiresAt: expiresAt.toISOString() },
          },
        );
        await recordPlatformActivity(tx, {
          actorId: c.platformUserId,
          action: 'update',
          entityType: 'tenant',
          entityId: companyId,
          detail: { ...detail, impersonationId: visit.id },
          ip: c.ip,
          requestId: c.requestId,
        });
        await deps.events.publish(tx, {
          name: 'tenant.impersonation.started',
          tenantId: companyId,
          actor: { type: 'platform', id: c.platformUserId },
          subject: { type: 'user', id: admin.id },
          payload: {
            impersonationId: visit.id,
            platformUserEmail: visitor?.platformUserEmail ?? null,
            reason: input.reason,
            expiresAt: expiresAt.toISOString(),
          },
        });
        return visit;
      });
      const view = await visits.findVisit(database.db, row.id);
      const { token, ttl } = visitToken(row, admin, at);
      return {
        impersonation: toVisitView(view!),
        accessToken: token,
        expiresIn: ttl,
        handoffCode: code,
        subdomain: company.subdomain,
      };
    },

    /** The company's host trades the single-use code for the visit's token. */
    async redeem(companyId: string, code: string) {
      const at = now();
      const issuedAfter = new Date(at.getTime() - handoffTtlMs);
      const id = await visits.redeemHandoff(
        database.db,
        companyId,
        hashOpaqueToken(code),
        at,
        issuedAfter,
      );
      if (!id) throw apiError('UNAUTHORIZED', 'error.impersonationHandoffInvalid');
      const visit = (await visits.findVisit(database.db, id))!;
      const company = await openCompany(companyId);
      const admin = await administratorOf(companyId, company.adminEmail);
      const { token, ttl } = visitToken(visit, admin, at);
      return { access_token: token, expires_in: ttl, impersonation: toVisitView(visit) };
    },

    async get(id: string, companyId?: string): Promise<ImpersonationView> {
      const row = await visits.findVisit(database.db, id);
      if (!row || (companyId && row.companyId !== companyId)) throw notFound();
      return toVisitView(row);
    },

    /** Ends a visit, by the platform or by the visit itself (signing out). */
    async end(
      id: string,
      by: { platformUserId: string; requestId: string; ip?: string; companyId?: string },
    ): Promise<ImpersonationView> {
      const found = await visits.findVisit(database.db, id);
      if (!found || (by.companyId && found.companyId !== by.companyId)) throw notFound();
      await database.db.transaction(async (tx) => {
        if (!(await visits.endVisit(tx, id, now()))) return;
        await tx.execute(selectTenant(found.companyId));
        await recordAudit(
          tx,
          {
            tenantId: found.companyId,
            actor: { type: 'platform', id: by.platformUserId },
            requestId: by.requestId,
          },
          { action: 'impersonation_end', entityType: 'impersonation', entityId: id },
        );
        await recordPlatformActivity(tx, {
          actorId: by.platformUserId,
          action: 'update',
          entityType: 'tenant',
          entityId: found.companyId,
          detail: { impersonation: 'end', impersonationId: id },
          ip: by.ip,
          requestId: by.requestId,
        });
      });
      return toVisitView((await visits.findVisit(database.db, id))!);
    },

    markWrote: (id: string) => visits.markVisitWrote(database.db, id),
  };
}

export type VisitService = ReturnType<typeof createVisitService>;
