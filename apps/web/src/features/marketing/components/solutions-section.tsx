import { Button, Center } from '@mantine/core';
import {
  IconBriefcase,
  IconBuildingStore,
  IconCalendarEvent,
  IconCrown,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, sectionIds } from '../../../shared/config/paths.ts';
import { IconCardGrid } from './icon-card-grid.tsx';
import { Section, type HeadingLevel } from './section.tsx';

const icons = [IconBuildingStore, IconBriefcase, IconCrown, IconCalendarEvent];

export function SolutionsSection({
  level = 2,
  withMore = false,
}: {
  level?: HeadingLevel;
  withMore?: boolean;
}) {
  const { t } = useTranslation('marketing');
  return (
    <Section
      id={sectionIds.solutions}
      level={level}
      title={t('solutions.title')}
      subtitle={t('solutions.subtitle')}
    >
      <IconCardGrid
        items={t('solutions.items', { returnObjects: true })}
        icons={icons}
        cols={{ base: 1, sm: 2, md: 4 }}
        headingLevel={level === 1 ? 2 : 3}
      />
      {withMore ? (
        <Center mt="xl">
          <Button component={Link} to={paths.marketing.solutions.getHref()} variant="light">
            {t('solutions.more')}
          </Button>
        </Center>
      ) : null}
    </Section>
  );
}
