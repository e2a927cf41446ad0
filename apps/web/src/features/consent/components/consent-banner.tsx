import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountConsentSync } from './account-consent-sync.tsx';
import { ConsentBannerView } from './consent-banner-view.tsx';
import { acceptAll, rejectAll, useSaveConsent, useStoredConsent } from '../lib/use-consent.ts';

// The manager loads when someone customises: the banner itself stays small on every page.
const ConsentManagerModal = lazy(() =>
  import('./consent-manager-modal.tsx').then((m) => ({ default: m.ConsentManagerModal })),
);

// The first layer, on every page until a choice exists for the current privacy policy version.
// Rendered with the app's first screen, so a button pressed on a first page's static copy
// (app/static-shell) is found here and pressed again when the app takes the copy's place.
export function ConsentBanner() {
  const { ready } = useTranslation('consent');
  const stored = useStoredConsent();
  const save = useSaveConsent();
  const [customising, setCustomising] = useState(false);

  return (
    <>
      <AccountConsentSync />
      {ready && !stored ? (
        <ConsentBannerView
          onAcceptAll={() => save(acceptAll)}
          onRejectAll={() => save(rejectAll)}
          onCustomise={() => setCustomising(true)}
        />
      ) : null}
      {customising ? (
        <Suspense fallback={null}>
          <ConsentManagerModal onClose={() => setCustomising(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
