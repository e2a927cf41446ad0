import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentPolicy } from '@motorpool/domain/legal-versions';
import { CookieTable } from '../components/cookie-table.tsx';
import { LegalPage } from '../components/legal-page.tsx';
import { PrivacyContact } from '../components/privacy-contact.tsx';
import { VersionHistory } from '../components/version-history.tsx';

type PrivacyPageProps = {
  /** the data-rights request, under "Your rights" */
  rightsRequest: ReactNode;
  /** the consent manager, under "Consent" */
  consentManager: ReactNode;
};

// The privacy policy. The request and the consent manager belong to their own features; the
// app puts them in place (app/routes/privacy-route.tsx).
export function PrivacyPage({ rightsRequest, consentManager }: PrivacyPageProps) {
  const { t } = useTranslation('legal');
  return (
    <LegalPage
      document="privacy"
      sections={t('privacy.sections', { returnObjects: true })}
      updatedOn={currentPolicy('privacy').effectiveOn}
      extras={{
        rights: rightsRequest,
        consent: consentManager,
        cookies: <CookieTable />,
        contact: <PrivacyContact />,
        updates: <VersionHistory />,
      }}
    />
  );
}
