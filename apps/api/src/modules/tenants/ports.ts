import type { CompanySettings } from '@motorpool/domain/schemas/company-settings';
import type { Tx } from '../../db/engine.ts';

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

export { type TenantService } from './service.ts';
