import { useState } from 'react';
import { Button, Grid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { FullPageMessage } from '../../../shared/ui/full-page-message.tsx';
import { useUser } from '../api/get-user.ts';
import { ChangePasswordModal } from '../components/change-password-modal.tsx';
import { LoadError } from '../components/list-states.tsx';
import { UserAccessCard } from '../components/user-access-card.tsx';
import { UserActivityCard } from '../components/user-activity-card.tsx';
import { UserDetailHeader } from '../components/user-detail-header.tsx';
import { UserFormModal, type UserFormTarget } from '../components/user-form-modal.tsx';
import { UserInfoCards } from '../components/user-info-cards.tsx';
import { userPaths } from '../components/user-paths.ts';
import { UserSessionsCard } from '../components/user-sessions-card.tsx';
import { useUserActions } from '../components/use-user-actions.ts';

// SPEC §2 user details (route /admin/management/users/view/:id).
export function UserDetailPage() {
  const { t } = useTranslation('users');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { can } = useCurrentUser();
  const user = useUser(id, { enabled: id !== '' });
  const { confirmDelete, changeStatus } = useUserActions();
  const [formTarget, setFormTarget] = useState<UserFormTarget>(null);
  const [passwordOpen, setPasswordOpen] = useState(false);

  if (id === '' || (user.isError && isApiError(user.error) && user.error.status === 404)) {
    return (
      <FullPageMessage
        icon={<IconUserQuestion size={36} />}
        title={t('detail.notFound.title')}
        description={t('detail.notFound.description')}
        actions={
          <Button component={Link} to={userPaths.list.getHref()} variant="default">
            {t('actions.backToList')}
          </Button>
        }
      />
    );
  }

  if (user.isError) {
    return (
      <LoadError
        title={t('detail.loadError.title')}
        description={t('detail.loadError.description')}
        onRetry={() => void user.refetch()}
        retrying={user.isFetching}
      />
    );
  }

  if (!user.data) {
    return (
      <Stack gap="md" p={{ base: 'sm', sm: 'md' }} role="status" aria-busy>
        <VisuallyHidden>{t('detail.loading')}</VisuallyHidden>
        <Skeleton height={28} width="40%" />
        <Skeleton height={16} width="25%" />
        <Skeleton height={160} radius="md" />
        <Skeleton height={160} radius="md" />
      </Stack>
    );
  }

  const data = user.data;
  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'md' }}>
      <UserDetailHeader
        user={data}
        onEdit={() => setFormTarget({ mode: 'edit', user: data })}
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
