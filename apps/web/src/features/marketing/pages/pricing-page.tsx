import { FaqSection } from '../components/faq-section.tsx';
import { PricingSection } from '../components/pricing-section.tsx';
import { SignInSection } from '../components/sign-in-section.tsx';
import { usePublicPageHead } from '../seo/use-public-page-head.ts';

export function PricingPage() {
  usePublicPageHead('pricing');
  return (
    <>
      <PricingSection level={1} />
      <FaqSection />
      <SignInSection />
    </>
  );
}
