import { AboutSection } from '../components/about-section.tsx';
import { ContactSection } from '../components/contact-section.tsx';
import { SignInSection } from '../components/sign-in-section.tsx';
import { usePublicPageHead } from '../seo/use-public-page-head.ts';

export function AboutPage() {
  usePublicPageHead('about');
  return (
    <>
      <AboutSection level={1} />
      <ContactSection />
      <SignInSection />
    </>
  );
}
