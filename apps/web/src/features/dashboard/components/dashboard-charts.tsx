import '@mantine/charts/styles.layer.css';
import { AreaChart, BarChart, DonutChart, LineChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import { healthyUtilisationBp, type DashboardView } from '@motorpool/domain/schemas/dashboard';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { bpToPercent, bucketLabeller, hasFigures, toMajor } from '../lib/chart-rows.ts';
import { formatKpi } from '../lib/kpi-format.ts';
import { ChartCard, type ChartRow } from './chart-card.tsx';

const statusColors = {
  available: 'teal.6',
  rented: 'blue.6',
  maintenance: 'orange.6',
  retired: 'gray.6',
} as const;
const sourceColors = { back_office: 'indigo.6', customer_area: 'cyan.6' } as const;
const chartHeight = 240;

// Time runs from the reading side: right to left in Arabic, with the value axis at the start.
function useChartFormat() {
  const { config } = useLanguage();
  const f = useFormat();
  const rtl = config.dir === 'rtl';
  const compact = new Intl.NumberFormat(f.locale, {
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  return {
    f,
    compact: (value: number) => compact.format(value),
    xAxisProps: { reversed: rtl },
    yAxisProps: { orientation: rtl ? ('right' as const) : ('left' as const), width: 64 },
  };
}

function RevenueOverTime({ view }: { view: DashboardView }) {
  const { t } = useTranslation('dashboard');
  const { f, compact, xAxisProps, yAxisProps } = useChartFormat();
  const label = bucketLabeller(view.period.bucket, f.locale);
  const { currency } = view;
  const data = view.charts.revenue.map((p) => ({
    bucket: label(p.bucket),
    revenue: toMajor(p.revenue, currency),
    minor: p.revenue,
  }));
  const rows: ChartRow[] = hasFigures(view.charts, 'revenue')
    ? data.map((p) => ({ label: p.bucket, shown: f.money(p.minor, currency), raw: p.revenue }))
    : [];
  const column = t('charts.revenueColumn', { currency });
  return (
    <ChartCard
      name="revenue-over-time"
      title={t('charts.revenue')}
      headers={[t('charts.period'), column]}
      rows={rows}
    >
      <AreaChart
        h={chartHeight}
        data={data}
        dataKey="bucket"
        series={[{ name: 'revenue', label: column, color: 'blue.6' }]}
        valueFormatter={compact}
        curveType="monotone"
        xAxisProps={xAxisProps}
        yAxisProps={yAxisProps}
      />
    </ChartCard>
  );
}

function UtilisationOverTime({ view }: { view: DashboardView }) {
  const { t } = useTranslation('dashboard');
  const { f, xAxisProps, yAxisProps } = useChartFormat();
  const label = bucketLabeller(view.period.bucket, f.locale);
  const data = view.charts.utilisation.map((p) => ({
    bucket: label(p.bucket),
    utilisation: p.utilisation === null ? null : bpToPercent(p.utilisation),
    bp: p.utilisation,
  }));
  const rows: ChartRow[] = hasFigures(view.charts, 'utilisation')
    ? data.map((p) => ({
        label: p.bucket,
        shown: p.bp === null ? t('kpi.noValue') : formatKpi(p.bp, 'bp', view.currency, f),
        raw: p.utilisation ?? '',
      }))
    : [];
  const percent = (value: number) => formatKpi(Math.round(value * 100), 'bp', view.currency, f);
  return (
    <ChartCard
      name="utilisation-over-time"
      title={t('charts.utilisation')}
      headers={[t('charts.period'), t('charts.utilisationColumn')]}
      rows={rows}
    >
      <LineChart
        h={chartHeight}
        data={data}
        dataKey="bucket"
        series={[{ name: 'utilisation', label: t('charts.utilisationColumn'), color: 'grape.6' }]}
        valueFormatter={percent}
        connectNulls
        xAxisProps={xAxisProps}
        yAxisProps={{ ...yAxisProps, domain: [0, 100] }}
        referenceAreas={[
          {
            y1: healthyUtilisationBp.low / 100,
            y2: healthyUtilisationBp.high / 100,
            color: 'teal',
            fillOpacity: 0.12,
            label: t('charts.healthyBand'),
          },
        ]}
      />
    </ChartCard>
  );
}

type Slice = { name: string; value: number; color: string };

// A count split into its parts as a ring, with the same parts as the card's table.
function CountDonut({
  name,
  title,
  headers,
  data,
  hasData,
}: {
  name: string;
  title: string;
  headers: [string, string];
  data: Slice[];
  hasData: boolean;
}) {
  const { f } = useChartFormat();
  const rows: ChartRow[] = hasData
    ? data.map((d) => ({ label: d.name, shown: f.number(d.value), raw: d.value }))
    : [];
  return (
    <ChartCard name={name} title={title} headers={headers} rows={rows}>
      <DonutChart data={data} valueFormatter={f.number} withLabels withLabelsLine mx="auto" />
    </ChartCard>
  );
}

function FleetByStatus({ view }: { view: DashboardView }) {
  const { t } = useTranslation('dashboard');
  return (
    <CountDonut
      name="fleet-by-status"
      title={t('charts.fleetByStatus')}
      headers={[t('charts.status'), t('charts.cars')]}
      data={view.charts.fleetByStatus.map((row) => ({
        name: t(`vehicleStatus.${row.status}`),
        value: row.count,
        color: statusColors[row.status],
      }))}
      hasData={hasFigures(view.charts, 'fleetByStatus')}
    />
  );
}

function ReservationsBySource({ view }: { view: DashboardView }) {
  const { t } = useTranslation('dashboard');
  return (
    <CountDonut
      name="reservations-by-channel"
      title={t('charts.reservationsBySource')}
      headers={[t('charts.channel'), t('charts.reservations')]}
      data={view.charts.reservationsBySource.map((row) => ({
        name: t(`source.${row.source}`),
        value: row.count,
        color: sourceColors[row.source],
      }))}
      hasData={hasFigures(view.charts, 'reservationsBySource')}
    />
  );
}

function RevenueByBranch({ view }: { view: DashboardView }) {
  const { t } = useTranslation('dashboard');
  const { f, compact, xAxisProps, yAxisProps } = useChartFormat();
  const { currency } = view;
  const data = view.charts.revenueByBranch.map((row) => ({
    branch: row.branchName,
    revenue: toMajor(row.revenue, currency),
    minor: row.revenue,
  }));
  const rows: ChartRow[] = data.map((d) => ({
    label: d.branch,
    shown: f.money(d.minor, currency),
    raw: d.revenue,
  }));
  const column = t('charts.revenueColumn', { currency });
  return (
    <ChartCard
      name="revenue-by-branch"
      title={t('charts.revenueByBranch')}
      headers={[t('charts.branch'), column]}
      rows={rows}
    >
      <BarChart
        h={chartHeight}
        data={data}
        dataKey="branch"
        series={[{ name: 'revenue', label: column, color: 'teal.6' }]}
        valueFormatter={compact}
        xAxisProps={xAxisProps}
        yAxisProps={yAxisProps}
      />
    </ChartCard>
  );
}

// The dashboard's charts; their library is loaded with the dashboard's route only.
export function DashboardCharts({ view }: { view: DashboardView }) {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
      <RevenueOverTime view={view} />
      <UtilisationOverTime view={view} />
      <FleetByStatus view={view} />
      <ReservationsBySource view={view} />
      <RevenueByBranch view={view} />
    </SimpleGrid>
  );
}
