import { lazy, Suspense } from 'react';
import { Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTenantCurrency, useTenantTimeZone } from '../../../shared/reference/tenant.ts';
import { usePublicBranches } from '../../../api/catalogue/branches.ts';
import { useCatalogList } from '../../../api/catalogue/vehicles.ts';
import { CatalogFilters } from '../components/catalog-filters.tsx';
import { apiQuery, pageSize, periodOf, periodParams } from '../components/catalog-search.ts';
import { useCatalogSearch } from '../components/use-catalog-search.ts';
import { Pager } from '../components/pager.tsx';
import { VehicleCard } from '../components/vehicle-card.tsx';
import { useReplaceStaticShell } from '../../../shared/ui/use-static-shell.ts';

const CatalogState = lazy(() => import('../components/catalog-states.tsx'));

// Catalog and vehicles: the bookable cars with filters; with dates, only those free
// for the whole period, each with its price for it. A visitor needs no account.
export function CatalogPage() {
  const { t } = useTranslation('catalog');
  const { search, update, clear } = useCatalogSearch();
  const currency = useTenantCurrency();
  const timeZone = useTenantTimeZone() ?? 'UTC';
  const branches = usePublicBranches();
  const list = useCatalogList(apiQuery(search).toString(), periodOf(search) !== undefined);
  // After useCatalogSearch: a filter chosen in the copy is applied through its navigate, which
  // is ready only once that hook's own layout effect has run.
  useReplaceStaticShell({ page: true });
  const dated = periodOf(search) !== undefined;
  const carried = periodParams(search).toString();
  const page = list.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / pageSize)) : 1;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            {t('catalog.title')}
          </Title>
          <Text c="dimmed">{t('catalog.intro')}</Text>
        </Stack>
        <CatalogFilters
          search={search}
          currency={currency}
          timeZone={timeZone}
          branches={branches.data}
          onChange={update}
          onClear={clear}
        />
        {list.isError && !page ? (
          <Suspense fallback={null}>
            <CatalogState
              kind="error"
              dated={dated}
              retrying={list.isFetching}
              onRetry={() => void list.refetch()}
              onClear={clear}
            />
          </Suspense>
        ) : !page ? (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" aria-busy>
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} height={280} radius="md" />
            ))}
          </SimpleGrid>
        ) : page.data.length === 0 ? (
          <Suspense fallback={null}>
            <CatalogState
              kind="empty"
              dated={dated}
              retrying={list.isFetching}
              onRetry={() => void list.refetch()}
              onClear={clear}
            />
          </Suspense>
        ) : (
          <Stack gap="md" aria-busy={list.isFetching}>
            <Text fz="sm" c="dimmed" role="status">
              {page.totalCapped
                ? t('catalog.resultsCapped', { count: page.total })
                : dated
                  ? t('catalog.availableResults', { count: page.total })
                  : t('catalog.results', { count: page.total })}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
              {page.data.map((item) => (
                <VehicleCard key={item.id} item={item} currency={currency} query={carried} />
              ))}
            </SimpleGrid>
            {pages > 1 ? (
              <Group justify="center" component="nav" aria-label={t('catalog.pagination')}>
                <Pager
                  total={pages}
                  value={Math.min(search.page, pages)}
                  onChange={(next) => update({ page: next })}
                />
              </Group>
            ) : null}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
