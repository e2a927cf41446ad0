import { useState } from 'react';
import { ActionIcon, Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { vehicleDocumentTypes, type VehicleDocumentType } from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { DocumentUploadRow } from '../../../shared/ui/document-upload-row.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useUploadDocument, useVehicleDocuments } from '../../../api/vehicles/vehicle-records.ts';
import { uploadFailureMessage, useFileDelete } from './use-file-delete.ts';

const today = () => new Date().toISOString().slice(0, 10);

// Documents: upload with a type and an optional expiry, list, download, delete.
export function VehicleDocumentsCard({ vehicleId }: { vehicleId: string }) {
  const { t } = useTranslation('vehicles');
  const format = useFormat();
  const { can } = useCurrentUser();
  const documents = useVehicleDocuments(vehicleId);
  const upload = useUploadDocument(vehicleId);
  const confirmDelete = useFileDelete(vehicleId, 'documents');
  const [file, setFile] = useState<File | null>(null);
  const [documentType, setDocumentType] = useState<VehicleDocumentType | null>(null);
  const [expiryDate, setExpiryDate] = useState('');
  const canEdit = can('vehicles:update');

  const submit = () => {
    if (!file || !documentType) return;
    upload.mutate(
      { file, fields: { documentType, ...(expiryDate ? { expiryDate } : {}) } },
      {
        onSuccess: () => {
          notifySuccess(
            t('toasts.uploaded.title'),
            t('toasts.uploaded.message', { name: file.name }),
          );
          setFile(null);
          setExpiryDate('');
        },
        onError: (error) =>
          notifyError(
            t('toasts.uploadFailed.title'),
            uploadFailureMessage(error, t('toasts.uploadFailed.message')),
          ),
      },
    );
  };

  const rows = documents.data ?? [];
  return (
    <SectionCard id="vehicle-documents" title={t('detail.sections.documents')}>
      {canEdit && (
        <DocumentUploadRow
          kindLabel={t('files.documentType')}
          kinds={vehicleDocumentTypes.map((type) => ({
            value: type,
            label: t(`documentType.${type}`),
          }))}
          kind={documentType}
          onKind={setDocumentType}
          expiry={{ value: expiryDate, onChange: setExpiryDate, label: t('files.expiryDate') }}
          file={file}
          onFile={setFile}
          uploading={upload.isPending}
          onUpload={submit}
          texts={{
            file: t('files.file'),
            fileHint: t('files.fileHint'),
            upload: t('files.upload'),
          }}
        />
      )}
      {rows.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {documents.isPending ? '' : t('files.noDocuments')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs" aria-labelledby="vehicle-documents">
            <Table.Tbody>
              {rows.map((doc) => {
                const expired = doc.expiryDate !== null && doc.expiryDate < today();
                return (
                  <Table.Tr key={doc.id}>
                    <Table.Td>
                      <Stack gap={0}>
                        <Anchor
                          href={doc.url}
                          target="_blank"
                          rel="noopener"
                          fz="sm"
                          style={{ overflowWrap: 'anywhere' }}
                        >
                          <bdi>{doc.fileName}</bdi>
                        </Anchor>
                        <Text fz="xs" c="dimmed">
                          {format.fileSize(doc.sizeBytes)} · {format.date(doc.createdAt)}
                        </Text>
                      </Stack>
                    </Table.Td>
                    <Table.Td>{t(`documentType.${doc.documentType}`)}</Table.Td>
                    <Table.Td>
                      <Text fz="sm" c={expired ? 'red' : undefined}>
                        {doc.expiryDate
                          ? t(expired ? 'files.expired' : 'files.expires', {
                              date: format.date(doc.expiryDate),
                            })
                          : t('files.noExpiry')}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <ActionIcon
                          component="a"
                          href={doc.url}
                          download={doc.fileName}
                          variant="subtle"
                          aria-label={t('files.download', { name: doc.fileName })}
                        >
                          <IconDownload size={16} aria-hidden />
                        </ActionIcon>
                        {canEdit && (
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('files.delete', { name: doc.fileName })}
                            onClick={() => confirmDelete(doc)}
                          >
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}
