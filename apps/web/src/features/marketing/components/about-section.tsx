import { Button, Group, Text } from '@mantine/core';
import { IconBulb, IconLock, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, sectionIds } from '../../../shared/config/paths.ts';
import { IconCardGrid } from './icon-card-grid.tsx';
import { ModalButton } from './modal-button.tsx';
import { Section, type HeadingLevel } from './section.tsx';

const icons = [IconWorld, IconLock, IconBulb];

export function AboutSection({
  level = 2,
  withMore = false,
}: {
  level?: HeadingLevel;
  withMore?: boolean;
}) {
  const { t } = useTranslation('marketing');
  return (
    <Section
      id={sectionIds.about}
      level={level}
      title={t('about.title')}
      subtitle={t('about.subtitle')}
    >
      <Text ta="center" fz="lg" maw={760} mx="auto" mb={40}>
        {t('about.mission')}
      </Text>
      <IconCardGrid
        items={t('about.values', { returnObjects: true })}
        icons={icons}
        headingLevel={level === 1 ? 2 : 3}
      />
      {withMore ? (
        <Group justify="center" mt="xl">
          <Button component={Link} to={paths.marketing.about.getHref()} variant="light">
            {t('about.more')}
          </Button>
          <ModalButton modal="contact" variant="default">
            {t('contact.messageButton')}
          </ModalButton>
        </Group>
      ) : null}
    </Section>
  );
}
