import {
  Anchor,
  Badge,
  Container,
  Grid,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconBuildingStore, IconExternalLink } from '@tabler/icons-react';
import type { PublicBranchView } from '@motorpool/domain/schemas/catalogue';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { useTenantCurrency, useTenantTimeZone } from '../../../shared/reference/tenant.ts';
import { BackLink } from '../../../shared/ui/back-link.tsx';
import { detailPageState, type DetailTextKey } from '../../../shared/ui/detail-page-state.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { usePublicBranch } from '../../../api/catalogue/branches.ts';
import { useCatalogList } from '../../../api/catalogue/vehicles.ts';
import { BranchHours } from '../components/branch-hours.tsx';
import { apiQuery, periodOf, readSearch, recordId } from '../components/catalog-search.ts';
import { useSpecLabels } from '../components/spec-labels.ts';
import { VehicleCard } from '../components/vehicle-card.tsx';

function BranchLocation({ branch }: { branch: PublicBranchView }) {
  const { t } = useTranslation('catalog');
  const format = useFormat();
  const { latitude, longitude } = branch;
  if (latitude === null || longitude === null) {
    return (
      <Text c="dimmed" fz="sm">
        {t('branch.noLocation')}
      </Text>
    );
  }
  // A link, not an embedded map: nothing heavy to download, and it opens the phone's map app.
  return (
    <Stack gap={6}>
      <Text fz="sm">
        {t('branch.coordinates')}:{' '}
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
          {t('branch.openMap')}
          <IconExternalLink size={14} aria-hidden />
        </Group>
      </Anchor>
    </Stack>
  );
}

function BranchCars({ branchId }: { branchId: string }) {
  const { t } = useTranslation('catalog');
  const currency = useTenantCurrency();
  const search = readSearch(new URLSearchParams({ branchId }));
  const cars = useCatalogList(apiQuery(search).toString(), periodOf(search) !== undefined);
  const all = `${paths.tenant.vehicles.getHref()}?${new URLSearchParams({ branchId })}`;
  return (
    <SectionCard
      id="branch-cars"
      title={t('branch.cars')}
      actions={
        <Anchor component={Link} to={all} fz="sm">
          {t('branch.allCars')}
        </Anchor>
      }
    >
      {cars.data && cars.data.data.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('branch.noCars')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {(cars.data?.data ?? []).slice(0, 6).map((item) => (
            <VehicleCard key={item.id} item={item} currency={currency} query="" />
          ))}
        </SimpleGrid>
      )}
    </SectionCard>
  );
}

function BranchDetails({ branch }: { branch: PublicBranchView }) {
  const { t } = useTranslation('catalog');
  const labels = useSpecLabels();
  const timeZone = useTenantTimeZone() ?? 'UTC';
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <BackLink to={paths.tenant.branches.getHref()} label={t('branch.back')} />
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            {branch.name}
          </Title>
          <Text c="dimmed">
            {branch.address}, {branch.city}
          </Text>
        </Stack>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <SectionCard id="branch-hours" title={t('branch.hours')}>
              {branch.operatingHours ? (
                <Stack gap={4}>
                  <BranchHours hours={branch.operatingHours} timeZone={timeZone} />
                  <Text fz="xs" c="dimmed">
                    {t('branch.hoursZone', { zone: timeZone })}
                  </Text>
                </Stack>
              ) : (
                <Text c="dimmed" fz="sm">
                  {t('branch.noHours')}
                </Text>
              )}
            </SectionCard>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <SectionCard id="branch-contact" title={t('branch.contact')}>
                <Stack gap={4}>
                  <Text fz="sm">
                    {t('branch.phone')}:{' '}
                    <Anchor href={`tel:${branch.phone.replace(/\s+/g, '')}`}>
                      <Ltr>{branch.phone}</Ltr>
                    </Anchor>
                  </Text>
                  <Text fz="sm">
                    {t('branch.email')}:{' '}
                    <Anchor href={`mailto:${branch.email}`}>
                      <Ltr>{branch.email}</Ltr>
                    </Anchor>
                  </Text>
                </Stack>
              </SectionCard>
              <SectionCard id="branch-location" title={t('branch.location')}>
                <BranchLocation branch={branch} />
              </SectionCard>
              <SectionCard id="branch-amenities" title={t('branch.amenities')}>
                {branch.amenities.length > 0 ? (
                  <Group gap={6}>
                    {branch.amenities.map((amenity) => (
                      <Badge key={amenity} variant="light">
                        {labels.amenity(amenity)}
                      </Badge>
                    ))}
                  </Group>
                ) : (
                  <Text c="dimmed" fz="sm">
                    {t('branch.noAmenities')}
                  </Text>
                )}
              </SectionCard>
            </Stack>
          </Grid.Col>
        </Grid>
        <BranchCars branchId={branch.id} />
      </Stack>
    </Container>
  );
}

const detailText = {
  'actions.backToList': 'branch.back',
  'detail.notFound.title': 'branch.notFound',
  'detail.notFound.description': 'branch.notFoundDescription',
  'detail.loadError.title': 'branch.loadErrorTitle',
  'detail.loadError.description': 'branch.loadError',
  'detail.loading': 'branch.loading',
} as const satisfies Record<DetailTextKey, string>;

// branch/{id}: hours, amenities, the place and contact, and the cars free there now.
export function BranchPage() {
  const { t } = useTranslation('catalog');
  const id = recordId(useParams().id);
  const query = usePublicBranch(id);
  const state = detailPageState(id, query, {
    listHref: paths.tenant.branches.getHref(),
    notFoundIcon: <IconBuildingStore size={40} aria-hidden />,
    text: (key) => t(detailText[key]),
    retryLabel: t('retry'),
  });
  return 'fallback' in state ? state.fallback : <BranchDetails branch={state.record} />;
}
