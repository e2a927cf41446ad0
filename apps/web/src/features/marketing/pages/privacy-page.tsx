import { LegalPage } from '../components/legal-page.tsx';

export function PrivacyPage() {
  return <LegalPage document="privacy" />;
}
