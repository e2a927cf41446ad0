import { lazy, Suspense } from 'react';
import { Anchor, Group, Skeleton, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { BranchView } from '@motorpool/domain/schemas/branch';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';

const BranchMap = lazy(() => import('./branch-map.tsx'));

// The branch on a map with a plain link to OpenStreetMap beside it (the link works even where
// the map tiles cannot load).
export function BranchLocationCard({ branch }: { branch: BranchView }) {
  const { t } = useTranslation('branches');
  const format = useFormat();
  const { latitude, longitude } = branch;
  const located = latitude !== null && longitude !== null;
  return (
    <SectionCard id="branch-location" title={t('detail.sections.location')}>
      {located ? (
        <>
          <Suspense fallback={<Skeleton height={260} radius="md" />}>
            <BranchMap
              latitude={latitude}
              longitude={longitude}
              label={t('detail.mapLabel', { name: branch.name })}
            />
          </Suspense>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text fz="sm" c="dimmed">
              <Ltr>
                {format.number(latitude)}, {format.number(longitude)}
              </Ltr>
            </Text>
            <Anchor
              href={`https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`}
              target="_blank"
              rel="noopener noreferrer"
              fz="sm"
            >
              <Group gap={4} component="span" wrap="nowrap">
                {t('detail.openMap')}
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          </Group>
        </>
      ) : (
        <Text c="dimmed" fz="sm">
          {t('detail.noLocation')}
        </Text>
      )}
    </SectionCard>
  );
}
