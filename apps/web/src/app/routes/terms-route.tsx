import { TermsAcceptance } from '../../features/consent/components/terms-acceptance.tsx';
import { TermsPage } from '../../features/marketing/pages/terms-page.tsx';

// The terms of service ending with the acceptance block.
export function TermsRoute() {
  return <TermsPage acceptance={<TermsAcceptance />} />;
}
