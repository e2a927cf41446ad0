import { useTranslation } from 'react-i18next';
import { AboutSection } from '../components/about-section.tsx';
import { ContactSection } from '../components/contact-section.tsx';
import { SignInSection } from '../components/sign-in-section.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';

export function AboutPage() {
  const { t } = useTranslation('marketing');
  useDocumentTitle(t('nav.about'));
  return (
    <>
      <AboutSection level={1} />
      <ContactSection />
      <SignInSection />
    </>
  );
}
