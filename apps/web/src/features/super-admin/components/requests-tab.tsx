import { useState } from 'react';
import { Badge, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import {
  contactRequestKinds,
  contactRequestMoves,
  type ContactRequestStatus,
  contactRequestStatuses,
  type ContactRequestView,
} from '@motorpool/domain/schemas/contact-request';
import { useTranslation } from 'react-i18next';
import {
  useContactRequests,
  useUpdateContactRequest,
} from '../../../api/platform-contact-requests/contact-requests.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { Pager } from './pager.tsx';
import { TabState } from './tab-state.tsx';

const limit = 20;
const statusColors: Record<ContactRequestStatus, string> = {
  new: 'blue',
  contacted: 'yellow',
  closed: 'gray',
};

function FollowUp({ request }: { request: ContactRequestView }) {
  const { t } = useTranslation('superAdmin');
  const update = useUpdateContactRequest();
  const move = (status: ContactRequestStatus) =>
    update.mutate(
      { id: request.id, body: { status } },
      {
        onSuccess: () => notifySuccess(t('requests.label'), t('requests.saved')),
        onError: (error) =>
          notifyFailure(t('requests.saveFailed'), t('loadError.description'), error),
      },
    );
  const next = contactRequestMoves[request.status];
  return (
    <Group gap="xs" wrap="nowrap">
      {next.includes('contacted') && (
        <Button size="xs" loading={update.isPending} onClick={() => move('contacted')}>
          {t('requests.markContacted')}
        </Button>
      )}
      {next.includes('closed') && (
        <Button
          size="xs"
          variant="default"
          loading={update.isPending}
          onClick={() => move('closed')}
        >
          {t('requests.close')}
        </Button>
      )}
    </Group>
  );
}

export function RequestsTab() {
  const { t } = useTranslation('superAdmin');
  const f = useFormat();
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const requests = useContactRequests({ page, kind, status }, limit);
  const rows = requests.data?.data ?? [];
  return (
    <Stack gap="md">
      <Group align="end">
        <Select
          label={t('requests.kind')}
          placeholder={t('requests.all')}
          clearable
          value={kind}
          onChange={(v) => {
            setKind(v);
            setPage(1);
          }}
          data={contactRequestKinds.map((k) => ({ value: k, label: t(`requests.kinds.${k}`) }))}
          w={180}
        />
        <Select
          label={t('requests.status')}
          placeholder={t('requests.all')}
          clearable
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          data={contactRequestStatuses.map((s) => ({
            value: s,
            label: t(`requests.statuses.${s}`),
          }))}
          w={180}
        />
      </Group>
      {!requests.data ? (
        <TabState {...requests} />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('requests.empty')}</Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={900}>
            <Table striped aria-label={t('requests.label')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('requests.columns.received')}</Table.Th>
                  <Table.Th>{t('requests.kind')}</Table.Th>
                  <Table.Th>{t('requests.columns.sender')}</Table.Th>
                  <Table.Th>{t('requests.columns.company')}</Table.Th>
                  <Table.Th>{t('requests.columns.fleet')}</Table.Th>
                  <Table.Th>{t('requests.columns.message')}</Table.Th>
                  <Table.Th>{t('requests.status')}</Table.Th>
                  <Table.Th>{t('requests.columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{f.dateTime(r.createdAt)}</Table.Td>
                    <Table.Td>{t(`requests.kinds.${r.kind}`)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{r.name}</Text>
                      <Text size="xs" c="dimmed" dir="ltr">
                        {[r.email, r.phone].filter(Boolean).join(' · ')}
                      </Text>
                    </Table.Td>
                    <Table.Td>{r.company ?? '—'}</Table.Td>
                    <Table.Td>{r.fleetSize ?? '—'}</Table.Td>
                    <Table.Td>
                      {r.subject && (
                        <Text size="sm" fw={600} dir="auto">
                          {r.subject}
                        </Text>
                      )}
                      <Text size="sm" lineClamp={3} dir="auto">
                        {r.message}
                      </Text>
                      {r.preferredDate && (
                        <Text size="xs" c="dimmed">
                          {t('requests.preferred', {
                            date: f.date(r.preferredDate),
                            time: r.preferredTime ?? '',
                          })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={statusColors[r.status]}>
                        {t(`requests.statuses.${r.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <FollowUp request={r} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pager page={page} total={requests.data.total} limit={limit} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}
