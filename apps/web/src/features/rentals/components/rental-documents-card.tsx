import { useState } from 'react';
import { ActionIcon, Anchor, Button, FileInput, Group, Select, Table, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import {
  rentalDocumentKinds,
  type RentalDocumentKind,
  type RentalDocumentView,
} from '@motorpool/domain/schemas/rental';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { modals } from '../../../shared/ui/modals.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import {
  useDeleteRentalDocument,
  useRentalDocuments,
  useUploadRentalDocument,
} from '../../../api/rentals/rental-documents.ts';
import { useRentalFormat } from '../lib/use-rental-format.ts';

// The kind, then the file (PDF or image; the API reads the type from the bytes).
function DocumentUpload({ rentalId }: { rentalId: string }) {
  const { t } = useTranslation('rentals');
  const upload = useUploadRentalDocument(rentalId);
  const [kind, setKind] = useState<RentalDocumentKind | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const send = async (chosen: File, as: RentalDocumentKind) => {
    try {
      await upload.mutateAsync({ file: chosen, fields: { kind: as } });
      notifySuccess(t('documents.uploaded'), chosen.name);
      setFile(null);
    } catch (error) {
      const said = isApiError(error) ? (error.details[0]?.message ?? error.message) : null;
      notifyError(t('documents.uploadFailed'), said ?? t('documents.retry'));
    }
  };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        w={{ base: '100%', xs: 180 }}
        label={t('documents.kind')}
        value={kind}
        onChange={(value) => setKind(value as RentalDocumentKind | null)}
        data={rentalDocumentKinds.map((value) => ({ value, label: t(`documents.kinds.${value}`) }))}
      />
      <FileInput
        w={{ base: '100%', xs: 240 }}
        clearable
        label={t('documents.file')}
        description={t('documents.fileHint')}
        accept="application/pdf,image/jpeg,image/png,image/webp"
        value={file}
        onChange={setFile}
      />
      <Button
        disabled={!file || !kind}
        loading={upload.isPending}
        leftSection={<IconUpload size={16} aria-hidden />}
        onClick={() => file && kind && void send(file, kind)}
      >
        {t('documents.upload')}
      </Button>
    </Group>
  );
}

// Rental documents (contract, inspection, identification, insurance): uploaded here,
// opened through their signed URL, deleted after a confirmation.
export function RentalDocumentsCard({ rentalId }: { rentalId: string }) {
  const { t } = useTranslation('rentals');
  const { fileSize, when } = useRentalFormat();
  const canEdit = useCurrentUser().can('rentals:update');
  const documents = useRentalDocuments(rentalId);
  const remove = useDeleteRentalDocument(rentalId);
  const erase = async (doc: RentalDocumentView) => {
    try {
      await remove.mutateAsync(doc.id);
      notifySuccess(t('documents.deleted'), doc.fileName);
    } catch (error) {
      notifyFailure(t('documents.deleteFailed'), t('documents.retry'), error);
    }
  };
  const askDelete = (doc: RentalDocumentView) =>
    modals.openConfirmModal({
      confirmProps: { color: 'red' },
      labels: { cancel: t('dialogs.back'), confirm: t('actions.delete') },
      title: t('documents.deleteTitle'),
      children: t('documents.deleteMessage', { name: doc.fileName }),
      onConfirm: () => void erase(doc),
    });

  const rows = documents.data ?? [];
  const said = documents.isError
    ? t('documents.loadError')
    : rows.length === 0 && !documents.isPending
      ? t('documents.empty')
      : null;
  return (
    <SectionCard id="rental-documents" title={t('detail.sections.documents')}>
      {canEdit && <DocumentUpload rentalId={rentalId} />}
      {said && (
        <Text
          fz="sm"
          c={documents.isError ? 'red' : 'dimmed'}
          role={documents.isError ? 'alert' : undefined}
        >
          {said}
        </Text>
      )}
      {rows.length > 0 && (
        <Table verticalSpacing="xs" aria-label={t('detail.sections.documents')}>
          <Table.Tbody>
            {rows.map((doc) => (
              <Table.Tr key={doc.id}>
                <Table.Td>
                  <Anchor href={doc.url} target="_blank" rel="noopener" fz="sm" fw={600}>
                    <bdi style={{ overflowWrap: 'anywhere' }}>{doc.fileName}</bdi>
                  </Anchor>
                  <Text fz="xs" c="dimmed">
                    {t('documents.meta', {
                      kind: t(`documents.kinds.${doc.kind}`),
                      size: fileSize(doc.size),
                      when: when(doc.createdAt),
                    })}
                  </Text>
                </Table.Td>
                {canEdit && (
                  <Table.Td w={48}>
                    <ActionIcon
                      size="lg"
                      variant="subtle"
                      color="red"
                      aria-label={t('documents.delete', { name: doc.fileName })}
                      onClick={() => askDelete(doc)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </SectionCard>
  );
}
