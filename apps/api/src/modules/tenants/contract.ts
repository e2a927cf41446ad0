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
