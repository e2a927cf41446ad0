import { useTranslation } from 'react-i18next';
import { FaqSection } from '../components/faq-section.tsx';
import { PricingSection } from '../components/pricing-section.tsx';
import { SignInSection } from '../components/sign-in-section.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';

export function PricingPage() {
  const { t } = useTranslation('marketing');
  useDocumentTitle(t('nav.pricing'));
  return (
    <>
      <PricingSection level={1} />
      <FaqSection />
      <SignInSection />
    </>
  );
}
