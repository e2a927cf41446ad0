import { ConsentManager } from '../../features/consent/components/consent-manager.tsx';
import { PrivacyPage } from '../../features/marketing/pages/privacy-page.tsx';
import { DataRightsRequestButton } from '../../features/privacy/components/data-rights-request-button.tsx';

// The privacy policy with the data-rights request and the consent manager in their sections.
export function PrivacyRoute() {
  return (
    <PrivacyPage rightsRequest={<DataRightsRequestButton />} consentManager={<ConsentManager />} />
  );
}
