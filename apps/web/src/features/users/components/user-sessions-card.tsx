import { Alert, Button, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { useUserSessions } from '../../../api/users/get-user-sessions.ts';
import type { AdminSession } from '@motorpool/domain/schemas/session';
import type { UserView } from '@motorpool/domain/schemas/user';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useUserActions } from './use-user-actions.ts';
import { useUserFormat } from './use-user-format.ts';

// More sessions than this at once is more devices than one person usually signs in on: a
// password may be shared or stolen.
const usualSessionCount = 5;

// Session management: the user's open sessions (sessions:read) and "Revoke all
// sessions" behind a confirmation (sessions:revoke).
export function UserSessionsCard({ user }: { user: UserView }) {
  const { t } = useTranslation('users');
  const { can } = useCurrentUser();
  const { number } = useFormat();
  const { confirmRevokeSessions } = useUserActions();
  const sessions = useUserSessions(user.id, { enabled: can('sessions:read') });
  const rows = sessions.data?.data ?? [];
  const open = sessions.data?.total ?? 0;

  return (
    <SectionCard
      id="user-sessions"
      title={t('detail.sections.sessions')}
      actions={
        can('sessions:revoke') && rows.length > 0 ? (
          <Button color="red" variant="light" size="xs" onClick={() => confirmRevokeSessions(user)}>
            {t('sessions.revokeAll')}
          </Button>
        ) : undefined
      }
    >
      {sessions.isPending ? (
        <Stack gap="xs" aria-hidden>
          <Skeleton height={14} />
          <Skeleton height={14} />
        </Stack>
      ) : sessions.isError ? (
        <Stack gap="xs" align="flex-start" role="alert">
          <Text fz="sm" c="red">
            {t('sessions.loadError')}
          </Text>
          <Button variant="default" size="xs" onClick={() => void sessions.refetch()}>
            {t('sessions.retry')}
          </Button>
        </Stack>
      ) : rows.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('sessions.empty')}
        </Text>
      ) : (
        <Stack gap="sm">
          {open > usualSessionCount && (
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertTriangle size={18} aria-hidden />}
            >
              {t('sessions.tooMany', { limit: number(usualSessionCount) })}
            </Alert>
          )}
          <SessionsTable rows={rows} />
        </Stack>
      )}
    </SectionCard>
  );
}

function SessionsTable({ rows }: { rows: AdminSession[] }) {
  const { t } = useTranslation('users');
  const { dateTime } = useUserFormat();
  const unknown = t('sessions.unknown');
  return (
    <Table.ScrollContainer minWidth={640} type="native" tabIndex={0}>
      <Table verticalSpacing="xs" aria-label={t('sessions.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('sessions.device')}</Table.Th>
            <Table.Th>{t('sessions.ipAddress')}</Table.Th>
            <Table.Th>{t('sessions.started')}</Table.Th>
            <Table.Th>{t('sessions.lastUsed')}</Table.Th>
            <Table.Th>{t('sessions.expires')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((session) => (
            <Table.Tr key={session.id}>
              <Table.Td maw={260}>
                <Text
                  component="span"
                  fz="xs"
                  dir="ltr"
                  lineClamp={2}
                  title={session.userAgent ?? undefined}
                >
                  {session.userAgent ?? unknown}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text component="span" fz="sm" dir="ltr">
                  {session.ipAddress ?? unknown}
                </Text>
              </Table.Td>
              <Table.Td fz="sm">{dateTime(session.createdAt)}</Table.Td>
              <Table.Td fz="sm">{dateTime(session.lastUsedAt, unknown)}</Table.Td>
              <Table.Td fz="sm">{dateTime(session.expiresAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
