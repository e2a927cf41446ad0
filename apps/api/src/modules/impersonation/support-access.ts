// The company's own switch over support visits, kept on its tenant row (tenants module) and
// audited in its trail there.
import type { SupportAccessView } from '@motorpool/domain/schemas/impersonation';
import { apiError } from '../../lib/http-errors.ts';
import type { TenantCaller } from '../../lib/request-caller.ts';
import type { VisitCompanies } from './ports.ts';

export function createSupportAccessService(companies: VisitCompanies) {
  return {
    async get(c: TenantCaller): Promise<SupportAccessView> {
      const company = await companies.findTenant({ id: c.tenantId });
      if (!company) throw apiError('NOT_FOUND', 'error.tenantNotFound');
      return { impersonationAllowed: company.impersonationAllowed };
    },

    async set(c: TenantCaller, input: SupportAccessView): Promise<SupportAccessView> {
      const after = await companies.changeTenant(
        c.tenantId,
        () => ({ impersonationAllowed: input.impersonationAllowed }),
        { type: 'user', id: c.userId },
        { requestId: c.requestId, action: 'support_access' },
      );
      return { impersonationAllowed: after.impersonationAllowed };
    },
  };
}

export type SupportAccessService = ReturnType<typeof createSupportAccessService>;
