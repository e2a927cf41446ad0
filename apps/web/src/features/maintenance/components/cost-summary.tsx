import { Group, Stack, Text } from '@mantine/core';
import type { MaintenanceCost } from '@motorpool/domain/pricing';
import { useTranslation } from 'react-i18next';
import { useMaintenanceFormat } from '../lib/use-maintenance-format.ts';

const lines = ['labor', 'parts', 'supplies', 'other'] as const;

// The cost breakdown's lines and their total, as the domain computes them.
export function CostSummary({ cost }: { cost: MaintenanceCost }) {
  const { t } = useTranslation('maintenance');
  const { amount } = useMaintenanceFormat();
  return (
    <Stack gap={4} aria-label={t('cost.title')} role="group">
      {lines.map((line) => (
        <Group key={line} justify="space-between" gap="sm" wrap="nowrap">
          <Text fz="sm" c="dimmed">
            {t(`cost.${line}`)}
          </Text>
          <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
            {amount(cost[line])}
          </Text>
        </Group>
      ))}
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text fz="sm" fw={700}>
          {t('cost.total')}
        </Text>
        <Text fz="sm" fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="cost-total">
          {amount(cost.total)}
        </Text>
      </Group>
    </Stack>
  );
}
