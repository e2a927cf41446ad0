import { Text } from '@mantine/core';
import type { RentalView } from '@motorpool/domain/schemas/rental';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { InspectionSummary } from './inspection/inspection-summary.tsx';

// The checkout and return inspections, read only: the marked views, each mark with its photos,
// and the signature.
export function RentalInspectionsCard({ rental }: { rental: RentalView }) {
  const { t } = useTranslation('rentals');
  const recorded = [rental.checkoutInspection, rental.checkinInspection].filter(
    (inspection) => inspection !== null,
  );
  return (
    <SectionCard id="rental-inspections" title={t('detail.sections.inspections')}>
      {recorded.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('detail.noInspection')}
        </Text>
      ) : (
        recorded.map((inspection) => (
          <InspectionSummary key={inspection.stage} inspection={inspection} />
        ))
      )}
    </SectionCard>
  );
}
