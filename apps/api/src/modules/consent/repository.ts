// The only code that reads and writes the consent module's tables.
import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import {
  consentRecords,
  platformConsentRecords,
  platformTermsAcceptances,
  termsAcceptances,
} from '../../db/schema/index.ts';

/** Whose records: a company's user (inside the company's transaction) or a platform operator. */
export type Owner =
  { kind: 'user'; tenantId: string; userId: string } | { kind: 'platform'; platformUserId: string };

export type ConsentRow = {
  analytics: boolean;
  marketing: boolean;
  personalization: boolean;
  policyVersion: string;
  decidedAt: Date;
};

export type AcceptanceRow = {
  version: string;
  textHash: string;
  source: string;
  acceptedAt: Date;
};

const consentFields = (table: typeof consentRecords | typeof platformConsentRecords) => ({
  analytics: table.analytics,
  marketing: table.marketing,
  personalization: table.personalization,
  policyVersion: table.policyVersion,
  decidedAt: table.decidedAt,
});

const acceptanceFields = (table: typeof termsAcceptances | typeof platformTermsAcceptances) => ({
  version: table.version,
  textHash: table.textHash,
  source: table.source,
  acceptedAt: table.acceptedAt,
});

// Ids are UUIDv7, so the highest id is the latest row even within one clock tick.
export async function latestConsent(tx: Tx, owner: Owner): Promise<ConsentRow | null> {
  const [row] =
    owner.kind === 'user'
      ? await tx
          .select(consentFields(consentRecords))
          .from(consentRecords)
          .where(eq(consentRecords.userId, owner.userId))
          .orderBy(desc(consentRecords.id))
          .limit(1)
      : await tx
          .select(consentFields(platformConsentRecords))
          .from(platformConsentRecords)
          .where(eq(platformConsentRecords.platformUserId, owner.platformUserId))
          .orderBy(desc(platformConsentRecords.id))
          .limit(1);
  return row ?? null;
}

export async function insertConsent(
  tx: Tx,
  owner: Owner,
  choice: Omit<ConsentRow, 'decidedAt'>,
): Promise<ConsentRow> {
  const [row] =
    owner.kind === 'user'
      ? await tx
          .insert(consentRecords)
          .values({ tenantId: owner.tenantId, userId: owner.userId, ...choice })
          .returning(consentFields(consentRecords))
      : await tx
          .insert(platformConsentRecords)
          .values({ platformUserId: owner.platformUserId, ...choice })
          .returning(consentFields(platformConsentRecords));
  return row!;
}

export async function latestAcceptance(tx: Tx, owner: Owner): Promise<AcceptanceRow | null> {
  const [row] =
    owner.kind === 'user'
      ? await tx
          .select(acceptanceFields(termsAcceptances))
          .from(termsAcceptances)
          .where(eq(termsAcceptances.userId, owner.userId))
          .orderBy(desc(termsAcceptances.id))
          .limit(1)
      : await tx
          .select(acceptanceFields(platformTermsAcceptances))
          .from(platformTermsAcceptances)
          .where(eq(platformTermsAcceptances.platformUserId, owner.platformUserId))
          .orderBy(desc(platformTermsAcceptances.id))
          .limit(1);
  return row ?? null;
}

export async function insertAcceptance(
  tx: Tx,
  owner: Owner,
  acceptance: Omit<AcceptanceRow, 'acceptedAt'>,
): Promise<AcceptanceRow> {
  const [row] =
    owner.kind === 'user'
      ? await tx
          .insert(termsAcceptances)
          .values({ tenantId: owner.tenantId, userId: owner.userId, ...acceptance })
          .returning(acceptanceFields(termsAcceptances))
      : await tx
          .insert(platformTermsAcceptances)
          .values({ platformUserId: owner.platformUserId, ...acceptance })
          .returning(acceptanceFields(platformTermsAcceptances));
  return row!;
}
