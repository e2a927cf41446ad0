import { Alert, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PlanUsageView } from '@motorpool/domain/schemas/plan-usage';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { usePlanUsage } from '../../../api/plan-usage/get-plan-usage.ts';

type Allowance = PlanUsageView['vehicles'];

function Meter({ label, allowance }: { label: string; allowance: Allowance }) {
  const { t } = useTranslation('settings');
  const format = useFormat();
  const { used, limit } = allowance;
  const share = limit ? Math.min(100, (used / limit) * 100) : 0;
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text fz="sm" fw={500}>
          {label}
        </Text>
        <Text fz="sm" c="dimmed">
          {limit === null
            ? t('plan.unlimited', { used: format.number(used) })
            : t('plan.used', { used: format.number(used), limit: format.number(limit) })}
        </Text>
      </Group>
      {limit !== null && (
        <Progress
          value={share}
          color={share >= 100 ? 'red' : share >= 80 ? 'orange' : 'blue'}
          aria-label={label}
        />
      )}
    </Stack>
  );
}

// The company's plan on its settings page: what it allows and how much is used, and the
// trial's end while there is one.
export function PlanUsageCard() {
  const { t } = useTranslation('settings');
  const format = useFormat();
  const usage = usePlanUsage();
  if (usage.isError) return <Alert color="red">{t('plan.loadFailed')}</Alert>;
  if (!usage.data) return null;
  const { plan, status, trialEndsAt, vehicles, adminUsers } = usage.data;
  return (
    <Card withBorder mb="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{t('plan.title')}</Title>
          <Text fw={600}>{t('plan.name', { plan: t(`plan.names.${plan}`) })}</Text>
        </Group>
        {trialEndsAt && (
          <Text fz="sm" c={status === 'trial_ended' ? 'red' : 'dimmed'}>
            {t(status === 'trial_ended' ? 'plan.trialEnded' : 'plan.trialEnds', {
              date: format.date(trialEndsAt),
            })}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Meter label={t('plan.vehicles')} allowance={vehicles} />
          <Meter label={t('plan.adminUsers')} allowance={adminUsers} />
        </SimpleGrid>
        <Text fz="xs" c="dimmed">
          {t('plan.counting')}
        </Text>
      </Stack>
    </Card>
  );
}
