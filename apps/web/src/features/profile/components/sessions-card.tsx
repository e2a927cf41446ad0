import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '../../../shared/ui/modals.ts';
import { IconDevices } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endSession } from '../../../shared/auth/session-store.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { notifyRequestError, notifySuccess } from '../../../shared/ui/notify.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import {
  ownSessionsQueryOptions,
  useRevokeAllSessions,
  useRevokeSession,
} from '../api/sessions.ts';

// The caller's signed-in devices (GET /sessions), each revocable; or all at once.
export function SessionsCard() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation();
  const format = useFormat();
  const sessions = useQuery(ownSessionsQueryOptions());
  const revoke = useRevokeSession();
  const revokeAll = useRevokeAllSessions();

  const revokeOne = async (id: string, current: boolean) => {
    try {
      await revoke.mutateAsync(id);
      if (current) endSession();
      else notifySuccess(t('settings.revoked'), '');
    } catch (error) {
      notifyRequestError(error);
    }
  };

  const confirmRevokeAll = () =>
    modals.openConfirmModal({
      title: t('settings.revokeAll'),
      children: <Text fz="sm">{t('settings.revokeAllConfirm')}</Text>,
      confirmProps: { color: 'red' },
      onConfirm: () => {
        revokeAll.mutateAsync().then(() => endSession(), notifyRequestError);
      },
    });

  return (
    <SectionCard
      id="settings-sessions"
      title={t('settings.sessions')}
      actions={
        <Button
          variant="light"
          color="red"
          size="xs"
          onClick={confirmRevokeAll}
          loading={revokeAll.isPending}
        >
          {t('settings.revokeAll')}
        </Button>
      }
    >
      <Text fz="sm" c="dimmed">
        {t('settings.sessionsBody')}
      </Text>
      {sessions.isError ? (
        <LoadError
          title={tc('errors.generic.title')}
          description={tc('errors.generic.message')}
          onRetry={() => void sessions.refetch()}
          retrying={sessions.isFetching}
        />
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {(sessions.data?.data ?? []).map((s) => (
            <Group
              key={s.id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              p="sm"
              style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
            >
              <Group gap="sm" wrap="nowrap" miw={0}>
                <IconDevices size={22} aria-hidden />
                <Stack gap={2} miw={0}>
                  <Group gap={6} wrap="wrap">
                    <Text fz="sm" fw={600} truncate="end" dir="auto">
                      {s.userAgent ?? t('settings.unknownDevice')}
                    </Text>
                    {s.current ? (
                      <Badge size="xs" variant="light" color="green">
                        {t('settings.current')}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text fz="xs" c="dimmed">
                    {s.ipAddress ? <bdi dir="ltr">{s.ipAddress}</bdi> : null}
                    {s.ipAddress ? ' · ' : null}
                    {t('settings.lastActive', { date: format.dateTime(s.lastUsedAt) })}
                  </Text>
                </Stack>
              </Group>
              <Button
                variant="default"
                size="xs"
                onClick={() => void revokeOne(s.id, s.current)}
                loading={revoke.isPending && revoke.variables === s.id}
              >
                {t('settings.revoke')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
