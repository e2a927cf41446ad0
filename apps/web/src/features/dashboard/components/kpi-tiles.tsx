import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { healthyUtilisationBp, type KpiView } from '@motorpool/domain/schemas/dashboard';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { formatKpi, kpiChange } from '../lib/kpi-format.ts';
import { TrendLine } from './trend-line.tsx';

const arrows = { up: IconArrowUpRight, down: IconArrowDownRight, same: IconMinus, none: IconMinus };

// The change in words beside its arrow, so it does not rest on the arrow or on colour alone.
function useChangeText() {
  const { t } = useTranslation('dashboard');
  const f = useFormat();
  return (kpi: KpiView) => {
    const change = kpiChange(kpi.value, kpi.previous, kpi.unit, f.locale);
    if (change.direction === 'none') return { change, text: t('kpi.noComparison') };
    if (change.direction === 'same') return { change, text: t('kpi.unchanged') };
    if (change.amount === '') return { change, text: t(`kpi.${change.direction}FromNothing`) };
    const key = kpi.unit === 'bp' ? `${change.direction}Points` : change.direction;
    return { change, text: t(`kpi.${key}` as 'kpi.up', { amount: change.amount }) };
  };
}

function KpiChangeLine({ kpi }: { kpi: KpiView }) {
  const { change, text } = useChangeText()(kpi);
  const Arrow = arrows[change.direction];
  return (
    <Group gap={4} wrap="nowrap">
      <Arrow size={16} aria-hidden />
      <Text fz="xs" c="dimmed">
        {text}
      </Text>
    </Group>
  );
}

function HealthyBand({ value }: { value: number | null }) {
  const { t } = useTranslation('dashboard');
  const f = useFormat();
  const band = {
    low: formatKpi(healthyUtilisationBp.low, 'bp', '', f),
    high: formatKpi(healthyUtilisationBp.high, 'bp', '', f),
  };
  const state =
    value === null
      ? null
      : value < healthyUtilisationBp.low
        ? 'below'
        : value > healthyUtilisationBp.high
          ? 'above'
          : 'within';
  return (
    <Group gap="xs" wrap="wrap">
      <Text fz="xs" c="dimmed">
        {t('kpi.healthyBand', band)}
      </Text>
      {state && (
        <Badge size="xs" variant="light" color={state === 'within' ? 'teal' : 'orange'}>
          {t(`kpi.band.${state}`)}
        </Badge>
      )}
    </Group>
  );
}

function KpiTile({ kpi, currency }: { kpi: KpiView; currency: string }) {
  const { t } = useTranslation('dashboard');
  const f = useFormat();
  const trend = kpi.trend.map((point) => point.value);
  const title = t(`kpis.${kpi.key}`);
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="section"
      aria-label={title}
      data-testid={`kpi-${kpi.key}`}
    >
      <Stack gap={4}>
        <Text fz="sm" c="dimmed">
          {title}
        </Text>
        {kpi.value === null ? (
          <Text fz="md" fw={600} c="dimmed">
            {t('kpi.noValue')}
          </Text>
        ) : (
          <Text fz="xl" fw={700} lh={1.25} style={{ overflowWrap: 'anywhere' }}>
            {formatKpi(kpi.value, kpi.unit, currency, f)}
          </Text>
        )}
        <KpiChangeLine kpi={kpi} />
        {kpi.key === 'utilisation' && <HealthyBand value={kpi.value} />}
        <TrendLine values={trend} />
      </Stack>
    </Card>
  );
}

export function KpiTiles({ kpis, currency }: { kpis: KpiView[]; currency: string }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="sm">
      {kpis.map((kpi) => (
        <KpiTile key={kpi.key} kpi={kpi} currency={currency} />
      ))}
    </SimpleGrid>
  );
}
