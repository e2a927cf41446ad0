import { useState, type ReactNode } from 'react';
import { Grid, Stack, Text } from '@mantine/core';
import { IconBuildingOff } from '@tabler/icons-react';
import type { BranchView } from '@motorpool/domain/schemas/branch';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { paths } from '../../../shared/config/paths.ts';
import { DeleteButton, DetailHeader, EditButton } from '../../../shared/ui/detail-header.tsx';
import { detailPageState } from '../../../shared/ui/detail-page-state.tsx';
import type { FormTarget } from '../../../shared/ui/entity-form-modal.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useBranch } from '../../../api/branches/get-branch.ts';
import { BranchFormModal } from '../components/branch-form-modal.tsx';
import { BranchInfoCard } from '../components/branch-info-card.tsx';
import { BranchLocationCard } from '../components/branch-location-card.tsx';
import { BranchRentalsCard } from '../components/branch-rentals-card.tsx';
import { BranchStatsCards } from '../components/branch-stats-cards.tsx';
import { BranchStatusBadge } from '../components/branch-status-badge.tsx';
import { useBranchActions } from '../components/use-branch-actions.ts';

// Branch details (route /admin/management/branches/view/:id). The branch's vehicles
// come from the vehicles feature, composed in by the app (`vehicles`).
export function BranchDetailPage({ vehicles }: { vehicles?: (branchId: string) => ReactNode }) {
  const { t } = useTranslation('branches');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { can } = useCurrentUser();
  const branch = useBranch(id);
  const { confirmDelete } = useBranchActions();
  const [formTarget, setFormTarget] = useState<FormTarget<BranchView>>(null);

  const listHref = paths.admin.branches.getHref();
  const state = detailPageState(id, branch, {
    listHref: listHref,
    notFoundIcon: <IconBuildingOff size={36} />,
    text: (key) => t(key),
  });
  if ('fallback' in state) return state.fallback;

  const data = state.record;
  const edit = () => setFormTarget({ mode: 'edit', record: data });
  const remove = () => confirmDelete(data, () => void navigate(listHref));
  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'md' }}>
      <DetailHeader
        back={{ to: listHref, label: t('actions.backToList') }}
        title={data.name}
        badges={<BranchStatusBadge status={data.status} size="lg" />}
        subtitle={
          <Text c="dimmed" fz="sm">
            <Ltr>{data.code}</Ltr> · {data.city}
          </Text>
        }
        actions={
          <>
            {can('branches:update') && <EditButton label={t('actions.edit')} onClick={edit} />}
            {can('branches:delete') && (
              <DeleteButton label={t('actions.delete')} onClick={remove} />
            )}
          </>
        }
      />
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
          </Stack>
        </Grid.Col>
        <Grid.Col span={12}>
          <BranchRentalsCard id={data.id} />
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
