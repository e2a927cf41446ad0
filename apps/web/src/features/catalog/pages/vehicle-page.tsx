import { lazy, Suspense } from 'react';
import { Badge, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { VehicleCatalogueView } from '@motorpool/domain/schemas/vehicle';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { useTenantCurrency, useTenantTimeZone } from '../../../shared/reference/tenant.ts';
import { BackLink } from '../../../shared/ui/back-link.tsx';
import { DetailSkeleton } from '../../../shared/ui/detail-skeleton.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useCatalogVehicle, useVehicleImages } from '../../../api/catalogue/vehicles.ts';
import { periodParams, recordId } from '../components/catalog-search.ts';
import { useCatalogSearch } from '../components/use-catalog-search.ts';
import { useSpecLabels } from '../components/spec-labels.ts';
import { VehicleGallery } from '../components/vehicle-gallery.tsx';
import { VehicleQuoteCard } from '../components/vehicle-quote-card.tsx';
import { useReplaceStaticShell } from '../../../shared/ui/use-static-shell.ts';

function useSpecifications(vehicle: VehicleCatalogueView) {
  const { t } = useTranslation('catalog');
  const format = useFormat();
  const labels = useSpecLabels();
  const rows: [string, string | null | undefined][] = [
    [t('fields.year'), String(vehicle.year)],
    [t('fields.category'), labels.category(vehicle.category)],
    [t('fields.transmission'), vehicle.transmission && labels.transmission(vehicle.transmission)],
    [t('fields.fuelType'), vehicle.fuelType && labels.fuelType(vehicle.fuelType)],
    [t('fields.seats'), vehicle.seatingCapacity ? format.number(vehicle.seatingCapacity) : null],
    [t('fields.doors'), vehicle.doors ? format.number(vehicle.doors) : null],
    [t('fields.color'), vehicle.color],
    [t('fields.engine'), vehicle.engine],
    [
      t('fields.horsepower'),
      vehicle.horsepower
        ? t('units.horsepower', { value: format.number(vehicle.horsepower) })
        : null,
    ],
    [
      t('fields.fuelCapacity'),
      vehicle.fuelCapacity
        ? t('units.litres', { value: format.number(vehicle.fuelCapacity) })
        : null,
    ],
    [
      t('fields.trunkCapacity'),
      vehicle.trunkCapacity
        ? t('units.litres', { value: format.number(vehicle.trunkCapacity) })
        : null,
    ],
    [t('fields.dimensions'), vehicle.dimensions],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

function VehicleDetails({ vehicle }: { vehicle: VehicleCatalogueView }) {
  const { t } = useTranslation('catalog');
  const labels = useSpecLabels();
  const { search, update } = useCatalogSearch();
  const currency = useTenantCurrency();
  const timeZone = useTenantTimeZone() ?? 'UTC';
  const images = useVehicleImages(vehicle.id);
  const specs = useSpecifications(vehicle);
  const name = `${vehicle.make} ${vehicle.model} ${vehicle.year}`;
  const back = `${paths.tenant.vehicles.getHref()}?${periodParams(search)}`;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <BackLink to={back} label={t('vehicle.back')} />
        <Group gap="sm" wrap="wrap">
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            {name}
          </Title>
          <Badge variant="light">{labels.category(vehicle.category)}</Badge>
        </Group>
        {/* Two columns that wrap on a narrow screen, without Mantine's Grid (2.5 KB gzip). */}
        <Group align="flex-start" gap="md">
          <Box flex="7 1 24rem" miw={0}>
            <Stack gap="md">
              <VehicleGallery
                images={images.data ?? []}
                fallback={vehicle.thumbnailUrl}
                name={name}
              />
              <SectionCard id="vehicle-specs" title={t('vehicle.specifications')}>
                {/* A plain table: Mantine's Table brings ScrollArea and Floating UI (21 KB gzip). */}
                <Box component="table" w="100%" fz="sm" style={{ borderCollapse: 'collapse' }}>
                  <tbody>
                    {specs.map(([label, value]) => (
                      <tr key={label}>
                        <Box
                          component="th"
                          scope="row"
                          fw={500}
                          c="dimmed"
                          w="45%"
                          ta="start"
                          py={4}
                        >
                          {label}
                        </Box>
                        <Box component="td" py={4}>
                          {value}
                        </Box>
                      </tr>
                    ))}
                  </tbody>
                </Box>
              </SectionCard>
              <SectionCard id="vehicle-features" title={t('vehicle.features')}>
                {vehicle.features.length > 0 ? (
                  <Box component="ul" m={0} ps="lg">
                    {vehicle.features.map((feature) => (
                      <Box component="li" key={feature} mb={4}>
                        {labels.feature(feature)}
                      </Box>
                    ))}
                  </Box>
                ) : (
                  <Text c="dimmed" fz="sm">
                    {t('vehicle.noFeatures')}
                  </Text>
                )}
              </SectionCard>
            </Stack>
          </Box>
          <Box flex="5 1 18rem" miw={0}>
            <VehicleQuoteCard
              vehicleId={vehicle.id}
              dailyRate={vehicle.dailyRate}
              currency={currency}
              timeZone={timeZone}
              search={search}
              onChange={(changes) => update(changes)}
            />
          </Box>
        </Group>
      </Stack>
    </Container>
  );
}

const VehicleFallback = lazy(() => import('./vehicle-fallback.tsx'));

// vehicles/{id}: photos, specifications, features and the price for the chosen dates.
// The not-found and failure pages (detail-page-state, about 10 KB gzip) load only when needed.
export function VehiclePage() {
  const { t } = useTranslation('catalog');
  useReplaceStaticShell({ page: true });
  const id = recordId(useParams().id);
  const query = useCatalogVehicle(id);
  const loading = <DetailSkeleton label={t('vehicle.loading')} />;
  if (id !== '' && !query.isError) {
    return query.data === undefined ? loading : <VehicleDetails vehicle={query.data} />;
  }
  return (
    <Suspense fallback={loading}>
      <VehicleFallback id={id} query={query} />
    </Suspense>
  );
}
