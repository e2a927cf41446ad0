// The tenants module: companies (platform table: no tenant_id, no row level security).
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StoredPolicySettings } from '@motorpool/domain/schemas/company-settings';
import { idColumn, instant, timestamps } from './columns.ts';

export type OidcProviderSetting = {
  id: string;
  label: string;
  issuer?: string;
  clientId?: string;
  clientSecret?: string;
};

export type TenantAuthSettings = {
  // Customers confirm their e-mail before the first sign-in.
  registrationRequiresVerification: boolean;
  // The tenant's OpenID Connect sign-in: one button per provider (at most three shown); null
  // hides them. A provider may name its own issuer and client; otherwise it uses the shared
  // one (an identity broker), which receives the provider id in `idpHintParam` when set.
  oidc: {
    issuer: string;
    clientId: string;
    clientSecret: string;
    idpHintParam?: string;
    providers: OidcProviderSetting[];
  } | null;
};

// primaryColor null = the product's orange. The logo's hash and type are kept beside its file
// id so the public logo URL and headers need no second read.
export type TenantBranding = {
  logoFileId: string | null;
  primaryColor: string | null;
  logoHash?: string | null;
  logoContentType?: string | null;
};

// Platform tables are not tenant-owned: no tenant_id, no row level security.
export const tenants = pgTable(
  'tenants',
  {
    id: idColumn().primaryKey(),
    name: text('name').notNull(),
    subdomain: text('subdomain').notNull(),
    adminEmail: text('admin_email').notNull(),
    contactPhone: text('contact_phone'),
    address: text('address'),
    status: text('status', {
      enum: ['trial', 'active', 'trial_ended', 'suspended', 'inactive', 'deletion_scheduled'],
    })
      .notNull()
      .default('active'),
    plan: text('plan', { enum: ['starter', 'professional', 'enterprise'] })
      .notNull()
      .default('enterprise'),
    // A trial's last moment; the trial job moves a company still on trial past it to trial_ended.
    trialEndsAt: instant('trial_ends_at'),
    // When a scheduled deletion becomes due (30 days after it was scheduled); null otherwise.
    deletionDueAt: instant('deletion_due_at'),
    // The company's administrators may forbid the platform's support to enter it.
    impersonationAllowed: boolean('impersonation_allowed').notNull().default(true),
    // A domain of the company's own: reachable like its subdomain once the TXT record holding
    // `domain_token` is found in DNS.
    customDomain: text('custom_domain'),
    domainToken: text('domain_token'),
    domainVerifiedAt: instant('domain_verified_at'),
    currency: text('currency').notNull().default('SAR'),
    timeZone: text('time_zone').notNull().default('Asia/Riyadh'),
    // basis points: 1000 = 10.00 %
    taxRateBp: integer('tax_rate_bp').notNull().default(1000),
    branding: jsonb('branding')
      .$type<TenantBranding>()
      .notNull()
      .default({ logoFileId: null, primaryColor: null }),
    // Company settings without a column of their own (rental policy, payments): only the keys a
    // company changed; every other key reads as its documented default.
    settings: jsonb('settings').$type<StoredPolicySettings>().notNull().default({}),
    authSettings: jsonb('auth_settings')
      .$type<TenantAuthSettings>()
      .notNull()
      .default({ registrationRequiresVerification: false, oidc: null }),
    // A demo company (SEED_DEMO): its sign-in pages offer the demo accounts, whose password is public.
    isDemo: boolean('is_demo').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('tenants_subdomain_key').on(t.subdomain),
    uniqueIndex('tenants_custom_domain_key').on(t.customDomain),
    check('tenants_custom_domain_lower', sql`${t.customDomain} = lower(${t.customDomain})`),
    check('tenants_tax_rate_bp_range', sql`${t.taxRateBp} between 0 and 10000`),
    check('tenants_subdomain_lower', sql`${t.subdomain} = lower(${t.subdomain})`),
  ],
);
