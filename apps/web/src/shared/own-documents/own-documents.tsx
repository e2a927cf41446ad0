import { useState } from 'react';
import { Alert, Group, Stack, Text } from '@mantine/core';
import type { CustomerDocumentView } from '@motorpool/domain/schemas/customer-document';
import {
  customerDocumentCategories,
  type CustomerDocumentCategory,
} from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error.ts';
import { useFormat } from '../i18n/use-format.ts';
import { DocumentItem } from '../documents/document-item.tsx';
import { DocumentUploadRow } from '../ui/document-upload-row.tsx';
import { notifyError, notifySuccess } from '../ui/notify.ts';
import { StatusBadge } from '../ui/status-badge.tsx';
import {
  useOwnDocuments,
  useUploadOwnDocument,
  useWithdrawOwnDocument,
} from './own-documents-api.ts';

const statusColors = { pending: 'yellow', verified: 'green', rejected: 'red' } as const;

const failure = (error: unknown, fallback: string) =>
  isApiError(error) ? (error.details[0]?.message ?? error.message) : fallback;

function UploadForm({ initialCategory }: { initialCategory: CustomerDocumentCategory | null }) {
  const { t } = useTranslation('shell');
  const upload = useUploadOwnDocument();
  const [file, setFile] = useState<File | null>(null);
  const [category, setCategory] = useState<CustomerDocumentCategory | null>(initialCategory);
  const [expiryDate, setExpiryDate] = useState('');
  const submit = () => {
    if (!file || !category) return;
    upload.mutate(
      { file, fields: { category, ...(expiryDate ? { expiryDate } : {}) } },
      {
        onSuccess: () => {
          notifySuccess(t('profile.documents.uploaded'), file.name);
          setFile(null);
          setExpiryDate('');
        },
        onError: (error) =>
          notifyError(
            t('profile.documents.uploadFailed'),
            failure(error, t('profile.documents.retry')),
          ),
      },
    );
  };
  return (
    <DocumentUploadRow
      kindLabel={t('profile.documents.category')}
      kinds={customerDocumentCategories.map((value) => ({
        value,
        label: t(`profile.documents.categories.${value}`),
      }))}
      kind={category}
      onKind={setCategory}
      expiry={{
        value: expiryDate,
        onChange: setExpiryDate,
        label: t('profile.documents.expiryDate'),
      }}
      file={file}
      onFile={setFile}
      uploading={upload.isPending}
      onUpload={submit}
      texts={{
        file: t('profile.documents.file'),
        fileHint: t('profile.documents.fileHint'),
        upload: t('profile.documents.upload'),
      }}
    />
  );
}

function DocumentRow({ document: doc }: { document: CustomerDocumentView }) {
  const { t } = useTranslation('shell');
  const format = useFormat();
  const withdraw = useWithdrawOwnDocument();
  return (
    <DocumentItem
      document={doc}
      remove={
        doc.status === 'pending'
          ? {
              label: t('profile.documents.withdrawNamed', { name: doc.fileName }),
              loading: withdraw.isPending,
              onClick: () =>
                withdraw.mutate(doc.id, {
                  onSuccess: () => notifySuccess(t('profile.documents.withdrawn'), doc.fileName),
                  onError: (error) =>
                    notifyError(
                      t('profile.documents.withdraw'),
                      failure(error, t('profile.documents.withdrawFailed')),
                    ),
                }),
            }
          : undefined
      }
    >
      <Group gap="xs" wrap="wrap">
        <Text fz="xs">{t(`profile.documents.categories.${doc.category}`)}</Text>
        <StatusBadge
          status={doc.status}
          colors={statusColors}
          label={t(`profile.documents.status.${doc.status}`)}
          size="sm"
        />
      </Group>
      <Text fz="xs" c="dimmed">
        {format.date(doc.uploadedAt)}
        {doc.expiryDate &&
          ` · ${t('profile.documents.expires', { date: format.date(doc.expiryDate) })}`}
      </Text>
      {doc.reason && <Text fz="xs">{t('profile.documents.reason', { reason: doc.reason })}</Text>}
    </DocumentItem>
  );
}

/**
 * A customer's own documents with their review status, and an upload (pending until staff
 * review it): on the profile page and at the booking's driver step.
 */
export function OwnDocuments({
  initialCategory = 'license',
}: {
  /** the kind the upload starts with: the licence, what a booking needs first */
  initialCategory?: CustomerDocumentCategory | null;
}) {
  const { t } = useTranslation('shell');
  const documents = useOwnDocuments();
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        {t('profile.documents.hint')}
      </Text>
      {documents.isError ? (
        <Alert color="red" role="alert">
          {t('profile.documents.loadError')}
        </Alert>
      ) : documents.data && documents.data.length === 0 ? (
        <Text fz="sm">{t('profile.documents.empty')}</Text>
      ) : (
        documents.data?.map((doc) => <DocumentRow key={doc.id} document={doc} />)
      )}
      <UploadForm initialCategory={initialCategory} />
    </Stack>
  );
}
