import { useState } from 'react';
import { Grid, Stack } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { detailPageState } from '../../../shared/ui/detail-page-state.tsx';
import type { FormTarget } from '../../../shared/ui/entity-form-modal.tsx';
import { useUser } from '../../../api/users/get-user.ts';
import type { UserView } from '@motorpool/domain/schemas/user';
import { ChangePasswordModal } from '../components/change-password-modal.tsx';
import { UserAccessCard } from '../components/user-access-card.tsx';
import { UserActivityCard } from '../components/user-activity-card.tsx';
import { UserDetailHeader } from '../components/user-detail-header.tsx';
import { UserFormModal } from '../components/user-form-modal.tsx';
import { UserInfoCards } from '../components/user-info-cards.tsx';
import { userPaths } from '../components/user-paths.ts';
import { UserSessionsCard } from '../components/user-sessions-card.tsx';
import { useUserActions } from '../components/use-user-actions.ts';

// User details (route /admin/management/users/view/:id).
export function UserDetailPage() {
  const { t } = useTranslation('users');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { can } = useCurrentUser();
  const user = useUser(id, { enabled: id !== '' });
  const { confirmDelete, changeStatus } = useUserActions();
  const [formTarget, setFormTarget] = useState<FormTarget<UserView>>(null);
  const [passwordOpen, setPasswordOpen] = useState(false);

  const state = detailPageState(id, user, {
    listHref: userPaths.list.getHref(),
    notFoundIcon: <IconUserQuestion size={36} />,
    text: (key) => t(key),
    retryLabel: t('actions.retry'),
  });
  if ('fallback' in state) return state.fallback;

  const data = state.record;
  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'md' }}>
      <UserDetailHeader
        user={data}
        onEdit={() => setFormTarget({ mode: 'edit', record: data })}
        onChangePassword={() => setPasswordOpen(true)}
        onStatus={(action) => changeStatus(data, action)}
        onDelete={() => confirmDelete(data, () => void navigate(userPaths.list.getHref()))}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <UserInfoCards user={data} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <UserAccessCard user={data} />
            {can('sessions:read') && <UserSessionsCard user={data} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={12}>
          <UserActivityCard user={data} />
        </Grid.Col>
      </Grid>
      <UserFormModal target={formTarget} onClose={() => setFormTarget(null)} />
      <ChangePasswordModal
        user={data}
        opened={passwordOpen}
        onClose={() => setPasswordOpen(false)}
      />
    </Stack>
  );
}
