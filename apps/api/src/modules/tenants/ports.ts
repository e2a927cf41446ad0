import type { CompanySettings } from '@motorpool/domain/schemas/company-settings';
import type { CompanyCountry } from '@motorpool/domain/company-countries';
import type { Language } from '@motorpool/domain/locale-lists';
import type { TenantPlan } from '@motorpool/domain/value-lists';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/engine.ts';
import type { Actor } from '../audit/ports.ts';
import type { TenantRow } from './repository.ts';

export type { CompanySettings } from '@motorpool/domain/schemas/company-settings';

/**
 * A module that stores amounts in the company's currency. The currency may change only while
 * every holder answers false; each business module that records money (vehicles' rates today,
 * payments and rentals later) is passed in by the composition root.
 */
export type MoneyRecordHolder = {
  /** Runs inside the company's transaction (row level security set to `tenantId`). */
  moneyRecorded(tx: Tx, tenantId: string): Promise<boolean>;
};

/** How other modules read a company's settings: fresh from the database on every call. */
export type CompanySettingsReader = {
  get(tenantId: string): Promise<CompanySettings>;
};

/** What an issuer's discovery answered: tenant settings refuse an issuer that does not answer. */
export type IssuerAnswer = 'answers' | 'unreachable' | 'not_public';

/** The oidc module's check of an issuer a company configures. */
export type IssuerChecker = { checkIssuer(issuer: string): Promise<IssuerAnswer> };

/** A new company as the platform asks for it: signup's provisioning makes it. */
export type CompanyOrder = {
  name: string;
  subdomain: string;
  country: CompanyCountry;
  plan: TenantPlan;
  admin: {
    email: string;
    firstName: string;
    lastName: string;
    passwordHash: null;
    language: Language;
  };
  contactPhone?: string | null | undefined;
  address?: string | null | undefined;
};

/**
 * Signup's `provisionCompany`: the company ready to work (tenant on trial, roles, lookups, first
 * branch, administrator), handed in by composition.ts once signup is built on this module.
 */
export type CompanyProvisioner = (
  order: CompanyOrder,
  ctx: { actor: Actor; requestId?: string; ip?: string; now: Date },
) => Promise<{ tenant: TenantRow; admin: { id: string; email: string } }>;

/** Auth's set-password mail: a single-use link for a user made without a password. */
export type PasswordSetupMailer = (
  tenantId: string,
  email: string,
  request: FastifyRequest,
) => Promise<void>;

export { type TenantService } from './service.ts';

/** Fills a company with the sample data (the demo seed's small plan), handed in by composition.ts. */
export type SampleLoader = (company: { id: string; subdomain: string }) => Promise<void>;

/** Fills a company just made with its sample data, for signup, as the system. */
export type SampleFiller = (tenantId: string) => Promise<void>;
