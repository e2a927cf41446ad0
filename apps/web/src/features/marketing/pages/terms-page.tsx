import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentPolicy } from '@motorpool/domain/legal-versions';
import { LegalPage } from '../components/legal-page.tsx';

// The terms of service, ending with the acceptance block the app puts in place
// (app/routes/terms-route.tsx).
export function TermsPage({ acceptance }: { acceptance: ReactNode }) {
  const { t } = useTranslation('legal');
  return (
    <LegalPage
      document="terms"
      sections={t('terms.sections', { returnObjects: true })}
      updatedOn={currentPolicy('terms').effectiveOn}
    >
      {acceptance}
    </LegalPage>
  );
}
