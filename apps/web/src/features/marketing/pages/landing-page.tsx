import { AboutSection } from '../components/about-section.tsx';
import { FeaturesSection } from '../components/features-section.tsx';
import { HeroSection } from '../components/hero-section.tsx';
import { PricingSection } from '../components/pricing-section.tsx';
import { SolutionsSection } from '../components/solutions-section.tsx';
import { usePublicPageHead } from '../seo/use-public-page-head.ts';

// The landing page is the hero followed by solutions, features, pricing and about.
export function LandingPage() {
  usePublicPageHead('landing');
  return (
    <>
      <HeroSection />
      <SolutionsSection withMore />
      <FeaturesSection withMore tinted />
      <PricingSection />
      <AboutSection withMore />
    </>
  );
}
