import {
  IconBuildingSkyscraper,
  IconCar,
  IconCrown,
  IconPlaneDeparture,
  IconTool,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IconCardGrid } from './icon-card-grid.tsx';
import { Section } from './section.tsx';

const icons = [
  IconCar,
  IconPlaneDeparture,
  IconBuildingSkyscraper,
  IconTruckDelivery,
  IconTool,
  IconCrown,
];

export function IndustriesSection() {
  const { t } = useTranslation('marketing');
  return (
    <Section
      id="industries"
      title={t('solutions.industriesTitle')}
      subtitle={t('solutions.industriesSubtitle')}
      tinted
    >
      <IconCardGrid items={t('solutions.industries', { returnObjects: true })} icons={icons} />
    </Section>
  );
}
