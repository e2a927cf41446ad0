import { Button, Center } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCar,
  IconCreditCard,
  IconMapPin,
  IconTool,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, sectionIds } from '../../../shared/config/paths.ts';
import { IconCardGrid } from './icon-card-grid.tsx';
import { Section, type HeadingLevel } from './section.tsx';

const icons = [IconCar, IconCalendarEvent, IconUsers, IconCreditCard, IconTool, IconMapPin];

type FeaturesSectionProps = { level?: HeadingLevel; withMore?: boolean; tinted?: boolean };

export function FeaturesSection({ level = 2, withMore = false, tinted }: FeaturesSectionProps) {
  const { t } = useTranslation('marketing');
  return (
    <Section
      id={sectionIds.features}
      level={level}
      tinted={tinted}
      title={t('features.title')}
      subtitle={t('features.subtitle')}
    >
      <IconCardGrid
        items={t('features.items', { returnObjects: true })}
        icons={icons}
        headingLevel={level === 1 ? 2 : 3}
      />
      {withMore ? (
        <Center mt="xl">
          <Button component={Link} to={paths.marketing.features.getHref()} variant="light">
            {t('features.more')}
          </Button>
        </Center>
      ) : null}
    </Section>
  );
}
