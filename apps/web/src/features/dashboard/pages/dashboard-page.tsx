import { lazy, Suspense, type ReactNode } from 'react';
import { Skeleton, SimpleGrid, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useDashboard } from '../api/dashboard-api.ts';
import { DashboardFilters } from '../components/dashboard-filters.tsx';
import { KpiTiles } from '../components/kpi-tiles.tsx';
import { LengthMix } from '../components/length-mix.tsx';
import { RecentActivity } from '../components/recent-activity.tsx';
import { ReportsSection } from '../components/reports-section.tsx';
import { TodayBoard } from '../components/today-board.tsx';
import { isComplete, readFilters, toApiQuery, writeFilters } from '../lib/dashboard-filters.ts';

// The charts' library is the dashboard's alone and the largest part of it: it loads beside the
// tiles instead of before them.
const DashboardCharts = lazy(() =>
  import('../components/dashboard-charts.tsx').then((m) => ({ default: m.DashboardCharts })),
);

function DashboardSkeleton() {
  const { t } = useTranslation('dashboard');
  return (
    <Stack gap="sm" role="status" aria-label={t('loading')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="sm">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} h={120} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton h={110} radius="md" />
      <Skeleton h={280} radius="md" />
    </Stack>
  );
}

// The company's numbers for a period: tiles, the day's board, charts, the mix of rental
// lengths, recent activity and, for those who may read them, the reports. `beside` is the
// app's own cards shown next to the mix (the upcoming maintenance).
export function DashboardPage({ beside }: { beside?: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const { language } = useLanguage();
  const f = useFormat();
  const { user, can } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  // the last complete choice stays on screen while a custom range is being typed
  const asked = isComplete(filters) ? filters : { ...filters, period: 'thisMonth' as const };
  const query = toApiQuery(asked, language);
  const dashboard = useDashboard(query);
  const seesAllBranches = user !== null && (user.branchId === null || can('*'));
  const view = dashboard.data;

  return (
    <Stack gap="md">
      <DashboardFilters
        value={filters}
        onChange={(next) => setParams(writeFilters(params, next), { replace: true })}
        withBranch={seesAllBranches}
      />
      {dashboard.isError && !view ? (
        <LoadError
          title={t('error.title')}
          description={
            isApiError(dashboard.error) ? dashboard.error.message : t('error.description')
          }
          onRetry={() => void dashboard.refetch()}
          retrying={dashboard.isFetching}
        />
      ) : !view ? (
        <DashboardSkeleton />
      ) : (
        <Stack gap="md" aria-busy={dashboard.isFetching} data-testid="dashboard-figures">
          {dashboard.isError && isApiError(dashboard.error) && (
            <Text c="red" role="alert">
              {dashboard.error.message}
            </Text>
          )}
          <Text fz="sm" c="dimmed">
            {t('periodLine', { from: f.date(view.period.from), to: f.date(view.period.to) })}
          </Text>
          <KpiTiles kpis={view.kpis} currency={view.currency} />
          <TodayBoard view={view} branchId={filters.branchId} />
          <Suspense fallback={<Skeleton h={280} radius="md" />}>
            <DashboardCharts view={view} />
          </Suspense>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            <LengthMix mix={view.lengthMix} />
            <RecentActivity />
          </SimpleGrid>
          {beside}
          {can('reports:read') && <ReportsSection query={query} />}
        </Stack>
      )}
    </Stack>
  );
}
