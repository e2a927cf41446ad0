import { useState } from 'react';
import { Skeleton, Stack, Table, Text, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../api/users/get-user.ts';
import { useUserActivity } from '../../../api/users/get-user-activity.ts';
import type { ActivityEntry } from '@motorpool/domain/schemas/common';
import type { UserView } from '@motorpool/domain/schemas/user';
import {
  activityAction,
  activityFields,
  changedFieldNames,
  type ActivityField,
} from './activity-entry.ts';
import { Pager } from './pager.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { fullName, useUserFormat } from './use-user-format.ts';

const activityPageSize = 10;

function isActivityField(value: string): value is ActivityField {
  return (activityFields as readonly string[]).includes(value);
}

// Activity log: what happened to this user, who did it and when (GET /users/{id}/activity).
export function UserActivityCard({ user }: { user: UserView }) {
  const { t } = useTranslation('users');
  const [page, setPage] = useState(1);
  const activity = useUserActivity(user.id, page, activityPageSize);
  const rows = activity.data?.data ?? [];

  return (
    <SectionCard id="user-activity" title={t('detail.sections.activity')}>
      {activity.isPending ? (
        <Stack gap="xs" aria-hidden>
          <Skeleton height={14} />
          <Skeleton height={14} />
          <Skeleton height={14} />
        </Stack>
      ) : activity.isError && !activity.data ? (
        <Stack gap="xs" align="flex-start" role="alert">
          <Text fz="sm" c="red">
            {t('activity.loadError')}
          </Text>
          <Button variant="default" size="xs" onClick={() => void activity.refetch()}>
            {t('activity.retry')}
          </Button>
        </Stack>
      ) : rows.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('activity.empty')}
        </Text>
      ) : (
        <Stack gap="sm">
          <Table.ScrollContainer minWidth={600} type="native" tabIndex={0}>
            <Table
              verticalSpacing="xs"
              aria-label={t('activity.tableLabel')}
              aria-busy={activity.isPlaceholderData}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('activity.action')}</Table.Th>
                  <Table.Th>{t('activity.actor')}</Table.Th>
                  <Table.Th>{t('activity.when')}</Table.Th>
                  <Table.Th>{t('activity.changes')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((entry) => (
                  <ActivityRow key={entry.id} entry={entry} subject={user} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pager
            page={page}
            limit={activityPageSize}
            total={activity.data?.total ?? 0}
            onChange={setPage}
            label={t('activity.pagination')}
          />
        </Stack>
      )}
    </SectionCard>
  );
}

function ActivityRow({ entry, subject }: { entry: ActivityEntry; subject: UserView }) {
  const { t } = useTranslation('users');
  const { dateTime, locale } = useUserFormat();
  const action = activityAction(entry.action);
  const fields = changedFieldNames(entry).map((field) =>
    isActivityField(field) ? t(`activity.fields.${field}`) : field,
  );
  return (
    <Table.Tr>
      <Table.Td fz="sm" fw={500}>
        {action ? t(`activity.actions.${action}`) : entry.action}
      </Table.Td>
      <Table.Td fz="sm">
        <ActorName entry={entry} subject={subject} />
      </Table.Td>
      <Table.Td fz="sm">{dateTime(entry.createdAt)}</Table.Td>
      <Table.Td fz="sm">
        {fields.length > 0
          ? new Intl.ListFormat(locale, { style: 'short', type: 'unit' }).format([
              ...new Set(fields),
            ])
          : t('activity.noChanges')}
      </Table.Td>
    </Table.Tr>
  );
}

// Who did it: the subject themselves, another user (looked up once, cached), or the system.
function ActorName({ entry, subject }: { entry: ActivityEntry; subject: UserView }) {
  const { t } = useTranslation('users');
  const isOtherUser = entry.actorType === 'user' && !!entry.actorId && entry.actorId !== subject.id;
  const actor = useUser(entry.actorId ?? '', { enabled: isOtherUser });
  if (!entry.actorId || entry.actorType !== 'user') return <>{t('activity.system')}</>;
  if (entry.actorId === subject.id) return <>{fullName(subject)}</>;
  if (actor.data) return <>{fullName(actor.data)}</>;
  if (actor.isError) return <>{t('activity.unknownActor')}</>;
  return <Skeleton height={12} width={96} aria-hidden />;
}
