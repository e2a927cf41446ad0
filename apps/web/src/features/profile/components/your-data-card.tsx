import { useState } from 'react';
import {
  Badge,
  Button,
  Group,
  Modal,
  Pagination,
  PasswordInput,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { privacyRequestTypes } from '@motorpool/domain/marketing-lists';
import {
  privacyOwnRequestSchema,
  type PrivacyRequestView,
} from '@motorpool/domain/schemas/privacy-request';
import { useTranslation } from 'react-i18next';
import {
  downloadPrivacyArchive,
  useCreateOwnPrivacyRequest,
  useOwnPrivacyRequests,
} from '../../../api/privacy/privacy-requests.ts';
import { schemaErrors } from '../../../shared/forms/schema-errors.ts';
import { formErrorHandling } from '../../../shared/forms/server-errors.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';

const limit = 10;

type Values = { requestType: string | null; reason: string; password: string };
const fields = ['requestType', 'reason', 'password'];
const toInput = (v: Values) => ({
  requestType: v.requestType ?? undefined,
  password: v.password,
  ...(v.reason.trim() ? { reason: v.reason.trim() } : {}),
});

// A signed-in customer's own request: the password proves it is them, so it opens at once.
function OwnRequestForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('privacy');
  const { language } = useLanguage();
  const create = useCreateOwnPrivacyRequest();
  const form = useForm<Values>({
    initialValues: { requestType: null, reason: '', password: '' },
    validate: (values) => schemaErrors(privacyOwnRequestSchema, toInput(values), language),
  });
  const { focusFirstError, showServerErrors } = formErrorHandling(form, fields);
  const submit = form.onSubmit(async (values) => {
    const parsed = privacyOwnRequestSchema.safeParse(toInput(values));
    if (!parsed.success) return;
    try {
      await create.mutateAsync(parsed.data);
    } catch (error) {
      if (showServerErrors(error) !== 'onFields') {
        const message = values.requestType === 'deletion' ? 'errors.deletion' : 'errors.submit';
        notifyFailure(t('request.title'), t(message), error);
      }
      return;
    }
    onClose();
    notifySuccess(t('yourData.created'), '');
  }, focusFirstError);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label={t('request.requestType')}
          data={privacyRequestTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          withAsterisk
          allowDeselect={false}
          data-autofocus
          {...form.getInputProps('requestType')}
        />
        <Textarea
          label={t('request.reason')}
          description={t('request.reasonHint')}
          autosize
          minRows={3}
          {...form.getInputProps('reason')}
        />
        <PasswordInput
          label={t('request.password')}
          description={t('request.passwordHint')}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('request.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('request.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DownloadButton({ request }: { request: PrivacyRequestView }) {
  const { t } = useTranslation('privacy');
  const [busy, setBusy] = useState(false);
  const save = () => {
    setBusy(true);
    downloadPrivacyArchive({ id: request.id })
      .catch((error: unknown) => notifyFailure(t('status.download'), t('errors.download'), error))
      .finally(() => setBusy(false));
  };
  return (
    <Button size="xs" variant="light" loading={busy} onClick={save}>
      {t('status.download')}
    </Button>
  );
}

// The customer's "Your data": make a request, and follow the ones made, with the download of
// an access or portability answer while it is open.
export function YourDataCard() {
  const { t } = useTranslation('privacy');
  const { t: tc } = useTranslation();
  const f = useFormat();
  const [page, setPage] = useState(1);
  const [opened, { open, close }] = useDisclosure(false);
  const requests = useOwnPrivacyRequests({ page, status: null }, limit);
  const rows = requests.data?.data ?? [];
  return (
    <SectionCard
      id="settings-your-data"
      title={t('yourData.title')}
      actions={
        <Button size="xs" onClick={open}>
          {t('yourData.open')}
        </Button>
      }
    >
      <Text fz="sm" c="dimmed">
        {t('yourData.body')}
      </Text>
      {requests.error ? (
        <LoadError
          title={t('yourData.list')}
          description={t('errors.load')}
          onRetry={() => void requests.refetch()}
          retrying={requests.isFetching}
        />
      ) : rows.length === 0 ? (
        <Text fz="sm">{t('yourData.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table aria-label={t('yourData.list')}>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <Text fz="sm">{t(`types.${r.requestType}`)}</Text>
                    <Text fz="xs" c="dimmed">
                      {f.dateTime(r.createdAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={r.overdue ? 'red' : undefined}>
                      {t(`statuses.${r.status}`)}
                    </Badge>
                    {r.resolutionNote && <Text fz="xs">{r.resolutionNote}</Text>}
                    {r.status === 'on_hold' && <Text fz="xs">{t('status.onHold')}</Text>}
                  </Table.Td>
                  <Table.Td>{r.downloadable && <DownloadButton request={r} />}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {requests.data && requests.data.total > limit && (
        <Pagination
          size="sm"
          value={page}
          onChange={setPage}
          total={Math.ceil(requests.data.total / limit)}
        />
      )}
      <Modal
        closeButtonProps={{ 'aria-label': tc('actions.close') }}
        opened={opened}
        onClose={close}
        title={t('request.title')}
        size="lg"
      >
        <OwnRequestForm onClose={close} />
      </Modal>
    </SectionCard>
  );
}
