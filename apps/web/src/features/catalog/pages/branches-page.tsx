import {
  Anchor,
  Badge,
  Card,
  Container,
  EmptyState,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconBuildingStore, IconClock, IconMapPin } from '@tabler/icons-react';
import type { PublicBranchView } from '@motorpool/domain/schemas/catalogue';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import { useTenantTimeZone } from '../../../shared/reference/tenant.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { usePublicBranches } from '../../../api/catalogue/branches.ts';
import { useTodayLine } from '../components/branch-hours.tsx';
import { useSpecLabels } from '../components/spec-labels.ts';

function BranchCard({ branch, timeZone }: { branch: PublicBranchView; timeZone: string }) {
  const labels = useSpecLabels();
  const today = useTodayLine(branch.operatingHours, timeZone);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={branch.name}>
      <Stack gap={6}>
        <Title order={2} fz="lg">
          <Anchor component={Link} to={paths.tenant.branchDetail.getHref(branch.id)} c="inherit">
            {branch.name}
          </Anchor>
        </Title>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
          <Text fz="sm">
            {branch.address}, {branch.city}
          </Text>
        </Group>
        {today ? (
          <Group gap={6} wrap="nowrap">
            <IconClock size={16} aria-hidden />
            <Text fz="sm">{today}</Text>
          </Group>
        ) : null}
        {branch.amenities.length > 0 ? (
          <Group gap={4}>
            {branch.amenities.map((amenity) => (
              <Badge key={amenity} variant="default" size="sm">
                {labels.amenity(amenity)}
              </Badge>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

// Branches: where to pick a car up, with today's hours and the amenities.
export function BranchesPage() {
  const { t } = useTranslation('catalog');
  const timeZone = useTenantTimeZone() ?? 'UTC';
  const branches = usePublicBranches();
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            {t('branches.title')}
          </Title>
          <Text c="dimmed">{t('branches.intro')}</Text>
        </Stack>
        {branches.isError ? (
          <LoadError
            title={t('branches.loadError')}
            description={t('branches.loadErrorDescription')}
            onRetry={() => void branches.refetch()}
            retrying={branches.isFetching}
            retryLabel={t('retry')}
          />
        ) : !branches.data ? (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} aria-busy>
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} height={140} radius="md" />
            ))}
          </SimpleGrid>
        ) : branches.data.length === 0 ? (
          <EmptyState
            py="xl"
            icon={<IconBuildingStore size={32} aria-hidden />}
            title={t('branches.empty')}
            description={t('branches.emptyDescription')}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {branches.data.map((branch) => (
              <BranchCard key={branch.id} branch={branch} timeZone={timeZone} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
