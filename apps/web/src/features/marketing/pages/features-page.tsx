import { IconBell, IconKey, IconShieldLock, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CtaBand } from '../components/cta-band.tsx';
import { FeaturesSection } from '../components/features-section.tsx';
import { IconCardGrid } from '../components/icon-card-grid.tsx';
import { Section } from '../components/section.tsx';
import { usePublicPageHead } from '../seo/use-public-page-head.ts';

const platformIcons = [IconKey, IconBell, IconWorld, IconShieldLock];

export function FeaturesPage() {
  const { t } = useTranslation('marketing');
  usePublicPageHead('features');
  return (
    <>
      <FeaturesSection level={1} />
      <Section id="platform" title={t('features.platformTitle')} tinted>
        <IconCardGrid
          items={t('features.platform', { returnObjects: true })}
          icons={platformIcons}
          cols={{ base: 1, sm: 2, md: 4 }}
        />
      </Section>
      <CtaBand />
    </>
  );
}
