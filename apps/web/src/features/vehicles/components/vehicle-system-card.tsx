import { DataList, Stack, Text, Timeline } from '@mantine/core';
import type { VehicleView } from '@motorpool/domain/schemas/vehicle';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { Field, SectionCard } from '../../../shared/ui/section-card.tsx';
import { useVehicleActivity } from '../../../api/vehicles/get-vehicle-activity.ts';

const knownActions = [
  'create',
  'update',
  'status',
  'mileage_reset',
  'retire',
  'maintenance_record_add',
  'maintenance_record_delete',
  'image_add',
  'image_delete',
  'document_add',
  'document_delete',
] as const;

// System info: created and updated, and the audit trail of the vehicle.
export function VehicleSystemCard({ vehicle }: { vehicle: VehicleView }) {
  const { t } = useTranslation('vehicles');
  const format = useFormat();
  const activity = useVehicleActivity(vehicle.id);
  const entries = activity.data?.data ?? [];
  const label = (action: string) =>
    (knownActions as readonly string[]).includes(action)
      ? t(`detail.activity.actions.${action as (typeof knownActions)[number]}`)
      : t('detail.activity.actions.other');
  return (
    <SectionCard id="vehicle-system" title={t('detail.sections.system')}>
      <DataList orientation="horizontal" labelWidth={120}>
        <Field label={t('fields.createdAt')}>{format.dateTime(vehicle.createdAt)}</Field>
        <Field label={t('fields.updatedAt')}>{format.dateTime(vehicle.updatedAt)}</Field>
        <Field label={t('fields.id')}>
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            <Ltr>{vehicle.id}</Ltr>
          </Text>
        </Field>
      </DataList>
      <Stack gap="xs">
        <Text fw={600} fz="sm">
          {t('detail.activity.title')}
        </Text>
        {entries.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {activity.isPending ? '' : t('detail.activity.empty')}
          </Text>
        ) : (
          <Timeline bulletSize={12} lineWidth={2}>
            {entries.map((entry) => (
              <Timeline.Item key={entry.id} title={label(entry.action)}>
                <Text c="dimmed" fz="xs">
                  {format.dateTime(entry.createdAt)}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Stack>
    </SectionCard>
  );
}
