import { useEffect } from 'react';
import { currentPrivacyVersion } from '@motorpool/domain/legal-versions';
import { useAccountConsent, useSaveAccountConsent } from '../../../api/consent/consent.ts';
import { useSession } from '../../../shared/auth/use-current-user.ts';
import { isVisitToken } from '../../../shared/auth/jwt.ts';
import { storeConsent } from '../../../shared/consent/consent-store.ts';
import { useStoredConsent } from '../lib/use-consent.ts';

// Signed in, the browser and the account agree: a browser without a current choice takes the
// account's (no banner on a new device), and an account without one takes the browser's.
export function AccountConsentSync() {
  const { accessToken } = useSession();
  const signedIn = accessToken !== null && !isVisitToken(accessToken);
  const account = useAccountConsent(signedIn);
  const save = useSaveAccountConsent();
  const stored = useStoredConsent();
  const status = account.data;

  useEffect(() => {
    // one attempt per page: a failed save is not retried in a loop
    if (!signedIn || !status || !save.isIdle) return;
    if (!stored && !status.askAgain && status.consent) {
      storeConsent(status.consent, status.consent.decidedAt);
      // a choice made since the account was read is being saved by whoever made it
    } else if (stored && status.askAgain && Date.parse(stored.decidedAt) <= account.dataUpdatedAt) {
      save.mutate({
        essential: true,
        analytics: stored.analytics,
        marketing: stored.marketing,
        personalization: stored.personalization,
        policyVersion: currentPrivacyVersion,
      });
    }
  }, [signedIn, status, stored, save, account.dataUpdatedAt]);

  return null;
}
