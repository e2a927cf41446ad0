import { LegalPage } from '../components/legal-page.tsx';

export function SecurityPage() {
  return <LegalPage document="security" />;
}
