import { useSyncExternalStore } from 'react';
import { currentPrivacyVersion } from '@motorpool/domain/legal-versions';
import type { ConsentInput } from '@motorpool/domain/schemas/public-forms';
import { useSaveAccountConsent } from '../../../api/consent/consent.ts';
import { useSession } from '../../../shared/auth/use-current-user.ts';
import {
  currentConsent,
  type StoredConsent,
  storeConsent,
  subscribeConsent,
} from '../../../shared/consent/consent-store.ts';
import { notifyError } from '../../../shared/ui/notify.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';

export type Choice = Omit<ConsentInput, 'essential'>;

export const rejectAll: Choice = { analytics: false, marketing: false, personalization: false };
export const acceptAll: Choice = { analytics: true, marketing: true, personalization: true };

/** The browser's current choice (null until one is made under the current policy version). */
export function useStoredConsent(): StoredConsent | null {
  return useSyncExternalStore(subscribeConsent, currentConsent, () => null);
}

/**
 * Saves a choice: in this browser at once (so it takes effect at once), and with the account
 * when someone is signed in. The browser's copy stands even if the account's save fails.
 */
export function useSaveConsent() {
  const { accessToken } = useSession();
  const account = useSaveAccountConsent();
  return (choice: Choice): StoredConsent => {
    const stored = storeConsent(choice);
    if (accessToken) {
      account.mutate(
        { essential: true, ...choice, policyVersion: currentPrivacyVersion },
        {
          onError: () =>
            notifyError(i18n.t('consent:manager.title'), i18n.t('consent:banner.saveFailed')),
        },
      );
    }
    return stored;
  };
}
