import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns.ts';

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
    status: text('status', { enum: ['active', 'inactive', 'suspended'] })
      .notNull()
      .default('active'),
    currency: text('currency').notNull().default('SAR'),
    timeZone: text('time_zone').notNull().default('Asia/Riyadh'),
    // basis points: 1000 = 10.00 %
    taxRateBp: integer('tax_rate_bp').notNull().default(1000),
    branding: jsonb('branding')
      .$type<{ logoFileId: string | null; primaryColor: string | null }>()
      .notNull()
      .default({ logoFileId: null, primaryColor: null }),
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
    check('tenants_tax_rate_bp_range', sql`${t.taxRateBp} between 0 and 10000`),
    check('tenants_subdomain_lower', sql`${t.subdomain} = lower(${t.subdomain})`),
  ],
);

export const contactRequests = pgTable(
  'contact_requests',
  {
    id: idColumn().primaryKey(),
    kind: text('kind', { enum: ['contact', 'demo'] }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull(),
    phone: text('phone').notNull(),
    fleetSize: text('fleet_size').notNull(),
    message: text('message'),
    preferredDate: text('preferred_date'),
    preferredTime: text('preferred_time'),
    locale: text('locale').notNull().default('en'),
    ...timestamps(),
  },
  (t) => [index('contact_requests_created_idx').on(t.createdAt)],
);

// The marketing footer's newsletter box: one row per address (case-insensitive), resubscribing
// is a no-op.
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: idColumn().primaryKey(),
    email: text('email').notNull(),
    locale: text('locale').notNull().default('en'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_email_key').on(sql`lower(${t.email})`)],
);
