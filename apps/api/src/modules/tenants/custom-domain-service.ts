import { randomBytes } from 'node:crypto';
import {
  domainRecordName,
  domainRecordValue,
  isPlatformHost,
} from '@motorpool/domain/custom-domains';
import type { CustomDomainView } from '@motorpool/domain/schemas/custom-domain';
import type { Database, Tx } from '../../db/engine.ts';
import { apiError, fieldError } from '../../lib/http-errors.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { TenantCaller } from '../../lib/request-caller.ts';
import { auditScope, recordAudit } from '../audit/ports.ts';
import type { TxtLookup } from './dns-txt.ts';
import { findTenantById, lockTenantById, type TenantRow, updateTenantRow } from './repository.ts';

export type CustomDomainDeps = {
  database: Database;
  lookupTxt: TxtLookup;
  /** the public URL's host: neither it nor its subdomains may be claimed */
  platformHost: string;
  /** drops the cached row after a change (the tenancy plugin resolves hosts through it) */
  changed: (tenantId: string) => void;
  now?: () => Date;
};

type DomainColumns = Pick<TenantRow, 'customDomain' | 'domainToken' | 'domainVerifiedAt'>;

export function toCustomDomainView(row: DomainColumns): CustomDomainView {
  const { customDomain: domain, domainToken: token, domainVerifiedAt: verifiedAt } = row;
  if (!domain || !token) return { domain: null, status: 'none', verifiedAt: null, record: null };
  return {
    domain,
    status: verifiedAt ? 'verified' : 'pending',
    verifiedAt: verifiedAt?.toISOString() ?? null,
    record: { type: 'TXT', name: domainRecordName(domain), value: domainRecordValue(token) },
  };
}

const domainOf = (row: DomainColumns) => ({
  domain: row.customDomain,
  verifiedAt: row.domainVerifiedAt?.toISOString() ?? null,
});

// A company's own domain: claimed with a fresh token, verified by finding the token in a TXT
// record, removed. Each change is audited in the company's trail as `tenant_domain`.
export function createCustomDomainService(deps: CustomDomainDeps) {
  const { database, lookupTxt, platformHost, changed, now = () => new Date() } = deps;

  const write = async (
    c: TenantCaller,
    action: string,
    decide: (before: TenantRow) => Partial<DomainColumns> | null,
  ): Promise<CustomDomainView> => {
    const view = await database.withTenant(c.tenantId, async (tx: Tx) => {
      const before = await lockTenantById(tx, c.tenantId);
      if (!before) throw apiError('NOT_FOUND', 'error.tenantNotFound');
      const next = decide(before);
      if (!next) return toCustomDomainView(before);
      const after = await updateTenantRow(tx, c.tenantId, { ...next, updatedAt: now() });
      if (!after) throw apiError('NOT_FOUND', 'error.tenantNotFound');
      await recordAudit(tx, auditScope(c), {
        action,
        entityType: 'tenant_domain',
        entityId: c.tenantId,
        before: domainOf(before),
        after: domainOf(after),
      });
      return toCustomDomainView(after);
    });
    changed(c.tenantId);
    return view;
  };

  return {
    async get(tenantId: string): Promise<CustomDomainView> {
      const row = await findTenantById(database.db, tenantId);
      if (!row) throw apiError('NOT_FOUND', 'error.tenantNotFound');
      return toCustomDomainView(row);
    },

    /** Claims the domain with a new token; the same domain again keeps its token and state. */
    async set(c: TenantCaller, domain: string): Promise<CustomDomainView> {
      if (isPlatformHost(domain, platformHost)) {
        throw fieldError('body.domain', 'error.domainOfPlatform');
      }
      try {
        return await write(c, 'domain_set', (before) =>
          before.customDomain === domain
            ? null
            : {
                customDomain: domain,
                domainToken: randomBytes(18).toString('base64url'),
                domainVerifiedAt: null,
              },
        );
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw fieldError('body.domain', 'error.domainTaken', { code: 'CONFLICT' });
        }
        throw error;
      }
    },

    /**
     * Looks the TXT record up (outside any transaction: the lookup waits on the network), then
     * marks the domain verified if it still holds the token that was found. 422 otherwise,
     * saying what was found.
     */
    async verify(c: TenantCaller): Promise<CustomDomainView> {
      const row = await findTenantById(database.db, c.tenantId);
      if (!row) throw apiError('NOT_FOUND', 'error.tenantNotFound');
      const { customDomain: domain, domainToken: token } = row;
      if (!domain || !token) throw apiError('NOT_FOUND', 'error.domainNotSet');
      if (row.domainVerifiedAt) return toCustomDomainView(row);
      const name = domainRecordName(domain);
      const expected = domainRecordValue(token);
      const answer = await lookupTxt(name);
      if ('failed' in answer) {
        throw notVerified('error.domainLookupFailed', { name, reason: answer.failed });
      }
      if (!answer.records.includes(expected)) {
        if (answer.records.length === 0) {
          throw notVerified('error.domainRecordMissing', { name, expected });
        }
        const found = answer.records.map((record) => `"${record}"`).join(', ');
        throw notVerified('error.domainRecordWrong', { name, found, expected });
      }
      return write(c, 'domain_verify', (before) =>
        before.customDomain === domain && before.domainToken === token && !before.domainVerifiedAt
          ? { domainVerifiedAt: now() }
          : null,
      );
    },

    async remove(c: TenantCaller): Promise<void> {
      await write(c, 'domain_remove', (before) =>
        before.customDomain
          ? { customDomain: null, domainToken: null, domainVerifiedAt: null }
          : null,
      );
    },
  };
}

export type CustomDomainService = ReturnType<typeof createCustomDomainService>;

const notVerified = (
  key: 'error.domainLookupFailed' | 'error.domainRecordMissing' | 'error.domainRecordWrong',
  params: Record<string, string>,
) =>
  apiError('VALIDATION_ERROR', key, {
    status: 422,
    params,
    details: [{ path: 'domain', key, params }],
  });
