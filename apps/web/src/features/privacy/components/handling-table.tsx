import { useState } from 'react';
import {
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import {
  privacyRequestStatuses,
  type PrivacyRequestView,
} from '@motorpool/domain/schemas/privacy-request';
import { useTranslation } from 'react-i18next';
import {
  useCompanyPrivacyRequests,
  useExtendPrivacyRequest,
  usePlatformPrivacyRequests,
  useResolvePrivacyRequest,
} from '../../../api/privacy/privacy-requests.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { StatusBadge } from '../../../shared/ui/status-badge.tsx';
import { type Answer, AnswerForm } from './answer-modal.tsx';
import { privacyStatusColors } from './status-colors.ts';

const limit = 20;
const pending = (r: PrivacyRequestView) =>
  r.status === 'open' || r.status === 'extended' || r.status === 'on_hold';

// Data-rights requests as their handlers see them: the platform's super administrators every
// request (extend once, answer corrections), a company's staff its customers' corrections.
export function HandlingTable({ by }: { by: 'platform' | 'company' }) {
  const { t } = useTranslation('privacy');
  const { t: tc } = useTranslation();
  const f = useFormat();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<string | null>(null);
  const [answering, setAnswering] = useState<{
    request: PrivacyRequestView;
    answer: Answer;
  } | null>(null);
  const platformList = usePlatformPrivacyRequests({ page, status }, limit, by === 'platform');
  const companyList = useCompanyPrivacyRequests({ page, status }, limit, by === 'company');
  const requests = by === 'platform' ? platformList : companyList;
  const extend = useExtendPrivacyRequest();
  const resolve = useResolvePrivacyRequest(by);
  const rows = requests.data?.data ?? [];

  const save = (text: string) => {
    if (!answering) return;
    const { request, answer } = answering;
    const done = {
      onSuccess: () => {
        setAnswering(null);
        notifySuccess(t('handling.saved'), '');
      },
      onError: (error: unknown) =>
        notifyFailure(t('handling.saveFailed'), t('handling.saveFailed'), error),
    };
    if (answer.kind === 'extend') extend.mutate({ id: request.id, body: { reason: text } }, done);
    else resolve.mutate({ id: request.id, body: { outcome: answer.outcome, note: text } }, done);
  };

  return (
    <Stack gap="md">
      <Select
        label={t('status.status')}
        placeholder={t('handling.all')}
        clearable
        value={status}
        onChange={(v) => {
          setStatus(v);
          setPage(1);
        }}
        data={privacyRequestStatuses.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        w={220}
      />
      {requests.error ? (
        <LoadError
          title={t('handling.loadFailed')}
          description={t('errors.load')}
          onRetry={() => void requests.refetch()}
          retrying={requests.isFetching}
        />
      ) : !requests.data ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('handling.tab')} />
        </Center>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('handling.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped aria-label={t('handling.tab')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('status.received')}</Table.Th>
                <Table.Th>{t('status.type')}</Table.Th>
                <Table.Th>{t('handling.requester')}</Table.Th>
                <Table.Th>{t('status.due')}</Table.Th>
                <Table.Th>{t('status.status')}</Table.Th>
                <Table.Th>{t('handling.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{f.dateTime(r.createdAt)}</Table.Td>
                  <Table.Td>{t(`types.${r.requestType}`)}</Table.Td>
                  <Table.Td>
                    <Text fz="sm" dir="ltr">
                      {r.email}
                    </Text>
                    {r.reason && (
                      <Text fz="xs" c="dimmed" lineClamp={3}>
                        {r.reason}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm" c={r.overdue ? 'red' : undefined}>
                      {f.dateTime(r.dueAt)}
                      {r.overdue ? ` · ${t('status.overdue')}` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge
                      status={r.status}
                      colors={privacyStatusColors}
                      label={t(`statuses.${r.status}`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {by === 'platform' && pending(r) && !r.extendedAt && (
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => setAnswering({ request: r, answer: { kind: 'extend' } })}
                        >
                          {t('handling.extend')}
                        </Button>
                      )}
                      {r.requestType === 'correction' && pending(r) && (
                        <>
                          <Button
                            size="xs"
                            onClick={() =>
                              setAnswering({
                                request: r,
                                answer: { kind: 'resolve', outcome: 'completed' },
                              })
                            }
                          >
                            {t('handling.resolve')}
                          </Button>
                          <Button
                            size="xs"
                            color="red"
                            variant="light"
                            onClick={() =>
                              setAnswering({
                                request: r,
                                answer: { kind: 'resolve', outcome: 'rejected' },
                              })
                            }
                          >
                            {t('handling.reject')}
                          </Button>
                        </>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {requests.data && requests.data.total > limit && (
        <Pagination
          value={page}
          onChange={setPage}
          total={Math.ceil(requests.data.total / limit)}
        />
      )}
      <Modal
        closeButtonProps={{ 'aria-label': tc('actions.close') }}
        opened={answering !== null}
        onClose={() => setAnswering(null)}
        title={
          answering?.answer.kind === 'extend'
            ? t('handling.extendTitle')
            : t('handling.resolveTitle')
        }
      >
        {answering && (
          <AnswerForm
            answer={answering.answer}
            saving={extend.isPending || resolve.isPending}
            onSave={save}
            onCancel={() => setAnswering(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
