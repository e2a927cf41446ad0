import { useState, type ReactNode } from 'react';
import { Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuildingOff, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { paths } from '../../../shared/config/paths.ts';
import { BackLink } from '../../../shared/ui/back-link.tsx';
import { DetailSkeleton } from '../../../shared/ui/detail-skeleton.tsx';
import { FullPageMessage } from '../../../shared/ui/full-page-message.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useBranch } from '../api/get-branch.ts';
import { BranchFormModal, type BranchFormTarget } from '../components/branch-form-modal.tsx';
import { BranchInfoCard } from '../components/branch-info-card.tsx';
import { BranchLocationCard } from '../components/branch-location-card.tsx';
import { BranchRentalsCard, BranchStatsCards } from '../components/branch-stats-cards.tsx';
import { BranchStatusBadge } from '../components/branch-status-badge.tsx';
import { useBranchActions } from '../components/use-branch-actions.ts';

// SPEC §2 branch details (route /admin/management/branches/view/:id). The branch's vehicles
// come from the vehicles feature, composed in by the app (`vehicles`).
export function BranchDetailPage({ vehicles }: { vehicles?: (branchId: string) => ReactNode }) {
  const { t } = useTranslation('branches');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { can } = useCurrentUser();
  const branch = useBranch(id);
  const { confirmDelete } = useBranchActions();
  const [formTarget, setFormTarget] = useState<BranchFormTarget>(null);

  if (id === '' || (branch.isError && isApiError(branch.error) && branch.error.status === 404)) {
    return (
      <FullPageMessage
        icon={<IconBuildingOff size={36} />}
        title={t('detail.notFound.title')}
        description={t('detail.notFound.description')}
        actions={
          <Button component={Link} to={paths.admin.branches.getHref()} variant="default">
            {t('actions.backToList')}
          </Button>
        }
      />
    );
  }
  if (branch.isError) {
    return (
      <LoadError
        title={t('detail.loadError.title')}
        description={t('detail.loadError.description')}
        onRetry={() => void branch.refetch()}
        retrying={branch.isFetching}
      />
    );
  }
  if (!branch.data) return <DetailSkeleton label={t('detail.loading')} />;

  const data = branch.data;
  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <BackLink to={paths.admin.branches.getHref()} label={t('actions.backToList')} />
        <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
          <Stack gap={4} miw={0}>
            <Group gap="sm" wrap="wrap">
              <Title order={1} fz={{ base: 24, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
                {data.name}
              </Title>
              <BranchStatusBadge status={data.status} size="lg" />
            </Group>
            <Text c="dimmed" fz="sm">
              <Ltr>{data.code}</Ltr> · {data.city}
            </Text>
          </Stack>
          <Group gap="xs" wrap="wrap">
            {can('branches:update') && (
              <Button
                variant="default"
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => setFormTarget({ mode: 'edit', branch: data })}
              >
                {t('actions.edit')}
              </Button>
            )}
            {can('branches:delete') && (
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() =>
                  confirmDelete(data, () => void navigate(paths.admin.branches.getHref()))
                }
              >
                {t('actions.delete')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
      <BranchStatsCards id={data.id} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <BranchInfoCard branch={data} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <BranchLocationCard branch={data} />
            <BranchRentalsCard id={data.id} />
          </Stack>
        </Grid.Col>
        {vehicles && (
          <Grid.Col span={12}>
            <SectionCard id="branch-vehicles" title={t('detail.sections.vehicles')}>
              {vehicles(data.id)}
            </SectionCard>
          </Grid.Col>
        )}
      </Grid>
      <BranchFormModal target={formTarget} onClose={() => setFormTarget(null)} />
    </Stack>
  );
}
