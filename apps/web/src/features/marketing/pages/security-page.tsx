import { useTranslation } from 'react-i18next';
import { LegalPage } from '../components/legal-page.tsx';

export function SecurityPage() {
  const { t } = useTranslation('legal');
  return (
    <LegalPage document="security" sections={t('security.sections', { returnObjects: true })} />
  );
}
