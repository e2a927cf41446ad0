// A new company, ready to work, in one transaction: the tenant row on trial with its country's
// currency, time zone and VAT, its system roles, the standard lookup lists, a first branch and
// its administrator. Used by sign-up and by the platform's own creation; every record is
// audited in the company's trail. Settings need nothing stored: their defaults apply on read.
import { type CompanyCountry, companyCountryDefaults } from '@motorpool/domain/company-countries';
import type { Language } from '@motorpool/domain/locale-lists';
import { type TenantPlan, trialDays } from '@motorpool/domain/value-lists';
import type { Tx } from '../../db/engine.ts';
import { type Actor, recordAudit } from '../audit/ports.ts';
import { insertBranch } from '../branches/ports.ts';
import { insertStandardLookups } from '../lookups/ports.ts';
import { auditedUser, insertUser, type UserRow } from '../users/ports.ts';
import type { TenantRow, TenantService } from './ports.ts';

const dayMs = 86_400_000;

export type CompanyProvision = {
  name: string;
  subdomain: string;
  country: CompanyCountry;
  plan: TenantPlan;
  admin: {
    email: string;
    firstName: string;
    lastName: string;
    /** null: the administrator chooses one through the set-password mail */
    passwordHash: string | null;
    language: Language;
  };
  contactPhone?: string | null | undefined;
  address?: string | null | undefined;
};

export type ProvisionContext = { actor: Actor; requestId?: string; ip?: string; now: Date };

/** What `then` of a provisioning receives: the new company and its administrator. */
export type Provisioned = { tenant: TenantRow; admin: UserRow };

const branchName: Record<Language, (company: string) => string> = {
  en: (company) => `${company} — Main branch`,
  ar: (company) => `${company} — الفرع الرئيسي`,
};

export function createProvisioning(tenants: TenantService) {
  /**
   * Creates the company; `then` runs last in the same transaction (a sign-up's own writes), and
   * its answer is returned beside the company.
   */
  return async function provisionCompany<T = void>(
    input: CompanyProvision,
    ctx: ProvisionContext,
    then?: (tx: Tx, made: Provisioned) => Promise<T>,
  ): Promise<Provisioned & { extra: T }> {
    const country = companyCountryDefaults[input.country];
    let made: (Provisioned & { extra: T }) | null = null;
    await tenants.createTenant(
      {
        name: input.name,
        subdomain: input.subdomain,
        adminEmail: input.admin.email,
        contactPhone: input.contactPhone ?? null,
        address: input.address ?? null,
        status: 'trial',
        plan: input.plan,
        trialEndsAt: new Date(ctx.now.getTime() + trialDays * dayMs),
        currency: country.currency,
        timeZone: country.timeZone,
        taxRateBp: country.taxRateBp,
      },
      ctx.actor,
      ctx.requestId,
      ctx.ip,
      async (tx, tenant) => {
        const scope = { tenantId: tenant.id, actor: ctx.actor, requestId: ctx.requestId };
        await insertStandardLookups(tx, tenant.id);
        const branch = {
          tenantId: tenant.id,
          name: branchName[input.admin.language](input.name),
          code: 'MAIN',
          address: country.city[input.admin.language],
          city: country.city[input.admin.language],
          country: input.country,
          phone: input.contactPhone ?? '',
          email: input.admin.email,
        };
        const branchId = await insertBranch(tx, branch);
        await recordAudit(tx, scope, {
          action: 'create',
          entityType: 'branch',
          entityId: branchId,
          after: { id: branchId, ...branch },
        });
        const admin = await insertUser(tx, {
          tenantId: tenant.id,
          email: input.admin.email.trim().toLowerCase(),
          passwordHash: input.admin.passwordHash,
          firstName: input.admin.firstName,
          lastName: input.admin.lastName,
          roles: ['admin'],
          preferredLanguage: input.admin.language,
          // A sign-up proved the address by its confirmation link; an invitation proves it
          // when the link to choose a password is used.
          emailVerifiedAt: input.admin.passwordHash ? ctx.now : null,
        });
        await recordAudit(tx, scope, {
          action: 'create',
          entityType: 'user',
          entityId: admin.id,
          after: auditedUser(admin),
        });
        const extra = (then ? await then(tx, { tenant, admin }) : undefined) as T;
        made = { tenant, admin, extra };
      },
    );
    if (!made) throw new Error('provisioning wrote no company');
    return made;
  };
}

export type ProvisionCompany = ReturnType<typeof createProvisioning>;
