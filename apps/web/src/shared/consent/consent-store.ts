// The browser's cookie consent: kept in localStorage (storageKeys.consent) with the privacy
// policy version and the time it was made, and shared by every part of the page that must obey
// it. A choice made under another policy version counts as none: the banner asks again.
import { consentIsCurrent, currentPrivacyVersion } from '@motorpool/domain/legal-versions';
import type { ConsentCategory } from '@motorpool/domain/marketing-lists';
import type { ConsentInput } from '@motorpool/domain/schemas/public-forms';
import { readLocal, writeLocal } from '../storage/local-storage.ts';
import { storageKeys } from '../storage/storage-keys.ts';

export type StoredConsent = ConsentInput & { policyVersion: string; decidedAt: string };

function parse(raw: string | null): StoredConsent | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredConsent>;
    if (typeof value.policyVersion !== 'string' || typeof value.decidedAt !== 'string') return null;
    return {
      essential: true,
      analytics: value.analytics === true,
      marketing: value.marketing === true,
      personalization: value.personalization === true,
      policyVersion: value.policyVersion,
      decidedAt: value.decidedAt,
    };
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: StoredConsent | null } | null = null;

/** The stored choice, if it was made under the current privacy policy version. */
export function currentConsent(): StoredConsent | null {
  const raw = readLocal(storageKeys.consent);
  if (cached?.raw !== raw) cached = { raw, value: parse(raw) };
  const value = cached.value;
  return value && consentIsCurrent(value.policyVersion) ? value : null;
}

export function isConsented(category: ConsentCategory): boolean {
  if (category === 'essential') return true;
  return currentConsent()?.[category] === true;
}

/** Stores a choice under the current policy version; whoever listens acts on it at once. */
export function storeConsent(
  choice: Omit<ConsentInput, 'essential'>,
  decidedAt: string = new Date().toISOString(),
): StoredConsent {
  const stored: StoredConsent = {
    essential: true,
    analytics: choice.analytics,
    marketing: choice.marketing,
    personalization: choice.personalization,
    policyVersion: currentPrivacyVersion,
    decidedAt,
  };
  writeLocal(storageKeys.consent, JSON.stringify(stored));
  for (const listener of [...listeners]) listener();
  return stored;
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  // another tab's choice applies here too
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.consent) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
