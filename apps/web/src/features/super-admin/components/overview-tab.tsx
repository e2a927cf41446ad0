import { useState } from 'react';
import { Badge, Card, Group, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { overviewPeriods } from '@motorpool/domain/schemas/platform-dashboard';
import { tenantPlans, tenantStatuses } from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import { usePlatformOverview } from '../../../api/platform-dashboard/platform-dashboard.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { TabState } from './tab-state.tsx';

type Trend = { current: number; previous: number };

// The change against the previous period, as a percentage, or its absence said in words.
function useChange() {
  const { t } = useTranslation('superAdmin');
  const f = useFormat();
  return ({ current, previous }: Trend) => {
    if (current === previous) return { text: t('overview.noChange'), color: 'gray' };
    if (previous === 0) return { text: t('overview.newSince'), color: 'teal' };
    const change = ((current - previous) / Math.abs(previous)) * 100;
    const sign = change > 0 ? '+' : '';
    return {
      text: t('overview.change', { change: `${sign}${f.percent(Math.round(change * 10) / 10)}` }),
      color: change > 0 ? 'teal' : 'red',
    };
  };
}

function MetricCard({ label, trend, total }: { label: string; trend: Trend; total?: number }) {
  const { t } = useTranslation('superAdmin');
  const f = useFormat();
  const change = useChange()(trend);
  return (
    <Card withBorder padding="md" data-testid="metric-card">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {f.number(trend.current)}
      </Text>
      <Text size="xs" c="dimmed">
        {total === undefined
          ? t('overview.added')
          : `${t('overview.added')} · ${t('overview.total', { total: f.number(total) })}`}
      </Text>
      <Badge mt="xs" variant="light" color={change.color}>
        {change.text}
      </Badge>
    </Card>
  );
}

export function OverviewTab() {
  const { t } = useTranslation('superAdmin');
  const f = useFormat();
  const [period, setPeriod] = useState<string>('30d');
  const overview = usePlatformOverview(period);
  const o = overview.data;
  return (
    <Stack gap="md">
      <Select
        label={t('overview.period')}
        w={220}
        allowDeselect={false}
        value={period}
        onChange={(value) => value && setPeriod(value)}
        data={overviewPeriods.map((p) => ({ value: p, label: t(`overview.periods.${p}`) }))}
      />
      {!o ? (
        <TabState {...overview} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>
            <MetricCard
              label={t('overview.companies')}
              trend={o.companies}
              total={o.companies.total}
            />
            <MetricCard label={t('overview.users')} trend={o.users} total={o.users.total} />
            <MetricCard
              label={t('overview.customers')}
              trend={o.customers}
              total={o.customers.total}
            />
            <MetricCard
              label={t('overview.vehicles')}
              trend={o.vehicles}
              total={o.vehicles.total}
            />
            <MetricCard label={t('overview.bookings')} trend={o.bookings} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <Card withBorder>
              <Title order={2} size="h4" mb="sm">
                {t('overview.byStatus')}
              </Title>
              {tenantStatuses.map((s) => (
                <Group key={s} justify="space-between">
                  <Text>{t(`overview.statuses.${s}`)}</Text>
                  <Text fw={600}>{f.number(o.companies.byStatus[s] ?? 0)}</Text>
                </Group>
              ))}
            </Card>
            <Card withBorder>
              <Title order={2} size="h4" mb="sm">
                {t('overview.byPlan')}
              </Title>
              {tenantPlans.map((p) => (
                <Group key={p} justify="space-between">
                  <Text>{t(`overview.plans.${p}`)}</Text>
                  <Text fw={600}>{f.number(o.companies.byPlan[p] ?? 0)}</Text>
                </Group>
              ))}
            </Card>
            <Card withBorder>
              <Title order={2} size="h4">
                {t('overview.revenue')}
              </Title>
              <Text size="xs" c="dimmed" mb="sm">
                {t('overview.revenueHint')}
              </Text>
              {o.revenue.length === 0 ? (
                <Text c="dimmed">{t('overview.noRevenue')}</Text>
              ) : (
                <Table>
                  <Table.Tbody>
                    {o.revenue.map((r) => (
                      <Table.Tr key={r.currency}>
                        <Table.Td fw={600}>{f.money(r.current, r.currency)}</Table.Td>
                        <Table.Td c="dimmed">
                          {t('overview.previous', { amount: f.money(r.previous, r.currency) })}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Card>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
