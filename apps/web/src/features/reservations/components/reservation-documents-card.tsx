import { useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Button,
  FileInput,
  Group,
  Paper,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { IconDownload, IconFileText, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { modals } from '../../../shared/ui/modals.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { isApiError } from '../../../shared/api/api-error.ts';
import {
  reservationDocumentKinds,
  type ReservationDocumentKind,
  type ReservationDocumentView,
} from '@motorpool/domain/schemas/reservation';
import {
  useDeleteReservationDocument,
  useReservationDocuments,
  useUploadReservationDocument,
} from '../../../api/reservations/reservation-documents.ts';
import { useBookingFormat } from './use-booking-format.ts';

function UploadRow({ reservationId }: { reservationId: string }) {
  const { t } = useTranslation('reservations');
  const upload = useUploadReservationDocument(reservationId);
  const [kind, setKind] = useState<ReservationDocumentKind | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const submit = () => {
    if (!file || !kind) return;
    upload.mutate(
      { file, fields: { kind } },
      {
        onSuccess: () => {
          notifySuccess(t('documents.uploaded'), file.name);
          setFile(null);
        },
        onError: (error) =>
          notifyError(
            t('documents.uploadFailed'),
            isApiError(error) ? (error.details[0]?.message ?? error.message) : t('documents.retry'),
          ),
      },
    );
  };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t('documents.kind')}
        data={reservationDocumentKinds.map((value) => ({
          value,
          label: t(`documents.kinds.${value}`),
        }))}
        value={kind}
        onChange={(value) => setKind(value as ReservationDocumentKind | null)}
        w={{ base: '100%', xs: 180 }}
      />
      <FileInput
        label={t('documents.file')}
        description={t('documents.fileHint')}
        accept="application/pdf,image/jpeg,image/png,image/webp"
        value={file}
        onChange={setFile}
        clearable
        w={{ base: '100%', xs: 240 }}
      />
      <Button
        leftSection={<IconUpload size={16} aria-hidden />}
        disabled={!file || !kind}
        loading={upload.isPending}
        onClick={submit}
      >
        {t('documents.upload')}
      </Button>
    </Group>
  );
}

// Reservation documents (contract, identification, insurance, other): upload,
// download through the signed URL, delete after a confirmation.
export function ReservationDocumentsCard({ reservationId }: { reservationId: string }) {
  const { t } = useTranslation('reservations');
  const { fileSize, when } = useBookingFormat();
  const { can } = useCurrentUser();
  const documents = useReservationDocuments(reservationId);
  const remove = useDeleteReservationDocument(reservationId);
  const canEdit = can('reservations:update');
  const confirmDelete = (doc: ReservationDocumentView) =>
    modals.openConfirmModal({
      title: t('documents.deleteTitle'),
      children: t('documents.deleteMessage', { name: doc.fileName }),
      labels: { confirm: t('actions.delete'), cancel: t('dialogs.back') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(doc.id, {
          onSuccess: () => notifySuccess(t('documents.deleted'), doc.fileName),
          onError: (error) =>
            notifyFailure(t('documents.deleteFailed'), t('documents.retry'), error),
        }),
    });
  const rows = documents.data ?? [];
  return (
    <SectionCard id="reservation-documents" title={t('detail.sections.documents')}>
      {canEdit && <UploadRow reservationId={reservationId} />}
      {documents.isError ? (
        <Text fz="sm" c="red" role="alert">
          {t('documents.loadError')}
        </Text>
      ) : rows.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {documents.isPending ? '' : t('documents.empty')}
        </Text>
      ) : (
        <Stack gap="xs">
          {rows.map((doc) => (
            <Paper key={doc.id} withBorder radius="md" p="sm">
              <Group gap="sm" wrap="nowrap">
                <IconFileText size={22} aria-hidden />
                <Stack gap={0} miw={0} style={{ flex: 1 }}>
                  <Anchor href={doc.url} target="_blank" rel="noopener" fz="sm" fw={600}>
                    <bdi style={{ overflowWrap: 'anywhere' }}>{doc.fileName}</bdi>
                  </Anchor>
                  <Text fz="xs" c="dimmed">
                    {t(`documents.kinds.${doc.kind}`)} · {fileSize(doc.size)} ·{' '}
                    {when(doc.createdAt)}
                  </Text>
                </Stack>
                <ActionIcon
                  component="a"
                  href={doc.url}
                  download={doc.fileName}
                  variant="subtle"
                  aria-label={t('documents.download', { name: doc.fileName })}
                >
                  <IconDownload size={16} aria-hidden />
                </ActionIcon>
                {canEdit && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('documents.delete', { name: doc.fileName })}
                    onClick={() => confirmDelete(doc)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
