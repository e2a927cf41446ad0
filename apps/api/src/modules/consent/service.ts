import {
  currentPrivacyVersion,
  currentTermsVersion,
  isPublishedTermsText,
  needsAcceptance,
  termsTextHashes,
} from '@motorpool/domain/legal-versions';
import type { Language } from '@motorpool/domain/locale-lists';
import type {
  ConsentRecordInput,
  ConsentStatusView,
  TermsAcceptanceRecordInput,
  TermsAcceptanceSource,
  TermsStatusView,
} from '@motorpool/domain/schemas/consent';
import type { Database, Tx } from '../../db/engine.ts';
import { apiError, fieldError } from '../../lib/http-errors.ts';
import type { Principal } from '../../plugins/auth.ts';
import {
  type AcceptanceRow,
  type ConsentRow,
  insertAcceptance,
  insertConsent,
  latestAcceptance,
  latestConsent,
  type Owner,
} from './repository.ts';

const consentView = (row: ConsentRow) => ({
  essential: true as const,
  analytics: row.analytics,
  marketing: row.marketing,
  personalization: row.personalization,
  policyVersion: row.policyVersion,
  decidedAt: row.decidedAt.toISOString(),
});

const consentStatus = (row: ConsentRow | null): ConsentStatusView => ({
  consent: row ? consentView(row) : null,
  currentPolicyVersion: currentPrivacyVersion,
  askAgain: row?.policyVersion !== currentPrivacyVersion,
});

const termsStatus = (row: AcceptanceRow | null): TermsStatusView => ({
  acceptance: row
    ? {
        version: row.version,
        textHash: row.textHash,
        acceptedAt: row.acceptedAt.toISOString(),
        source: row.source as TermsAcceptanceSource,
      }
    : null,
  currentVersion: currentTermsVersion,
  currentAccepted: !needsAcceptance(row?.version ?? null, currentTermsVersion),
});

function ownerOf(principal: Principal): Owner {
  return principal.kind === 'user'
    ? { kind: 'user', tenantId: principal.tenantId, userId: principal.userId }
    : { kind: 'platform', platformUserId: principal.platformUserId };
}

// A support visit acts as the company's administrator, but consent and acceptance are that
// person's own acts: the visitor may read them, never give them.
function refuseVisit(principal: Principal): void {
  if (principal.kind === 'user' && principal.impersonation) {
    throw apiError('FORBIDDEN', 'consent.notDuringVisit');
  }
}

/**
 * The terms as agreed at registration or company sign-up: the current version in the language
 * the person used, recorded in the transaction that creates the account.
 */
export async function recordTermsAgreement(
  tx: Tx,
  owner: Owner,
  source: Exclude<TermsAcceptanceSource, 'terms-page'>,
  language: Language,
): Promise<void> {
  const textHash = termsTextHashes[currentTermsVersion]![language];
  await insertAcceptance(tx, owner, { version: currentTermsVersion, textHash, source });
}

// Consent choices and terms acceptances of the signed-in caller, whoever it is: a company's
// staff or customer (company tables) or a platform administrator (platform tables).
export function createConsentService(database: Database) {
  const within = <T>(owner: Owner, work: (tx: Tx) => Promise<T>): Promise<T> =>
    owner.kind === 'user'
      ? database.withTenant(owner.tenantId, work)
      : database.db.transaction(work);

  return {
    async consent(principal: Principal): Promise<ConsentStatusView> {
      const owner = ownerOf(principal);
      return consentStatus(await within(owner, (tx) => latestConsent(tx, owner)));
    },

    /** Each save is a new row: the history shows every choice, its time and policy version. */
    async saveConsent(principal: Principal, input: ConsentRecordInput): Promise<ConsentStatusView> {
      refuseVisit(principal);
      if (input.policyVersion !== currentPrivacyVersion) {
        throw fieldError('body.policyVersion', 'consent.outdatedPolicy');
      }
      const owner = ownerOf(principal);
      const row = await within(owner, (tx) =>
        insertConsent(tx, owner, {
          analytics: input.analytics,
          marketing: input.marketing,
          personalization: input.personalization,
          policyVersion: input.policyVersion,
        }),
      );
      return consentStatus(row);
    },

    async terms(principal: Principal): Promise<TermsStatusView> {
      const owner = ownerOf(principal);
      return termsStatus(await within(owner, (tx) => latestAcceptance(tx, owner)));
    },

    /** Only the current version, and only the text published for it, can be accepted. */
    async acceptTerms(
      principal: Principal,
      input: TermsAcceptanceRecordInput,
    ): Promise<TermsStatusView> {
      refuseVisit(principal);
      if (input.version !== currentTermsVersion) {
        throw fieldError('body.version', 'terms.outdatedVersion', {
          params: { version: currentTermsVersion },
        });
      }
      if (!isPublishedTermsText(input.version, input.textHash)) {
        throw fieldError('body.textHash', 'terms.textMismatch');
      }
      const owner = ownerOf(principal);
      const row = await within(owner, (tx) =>
        insertAcceptance(tx, owner, {
          version: input.version,
          textHash: input.textHash.toLowerCase(),
          source: 'terms-page',
        }),
      );
      return termsStatus(row);
    },
  };
}

export type ConsentService = ReturnType<typeof createConsentService>;
