import { useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { CustomerDocumentView } from '@motorpool/domain/schemas/customer-document';
import {
  customerDocumentCategories,
  type CustomerDocumentCategory,
} from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { DocumentItem } from '../../../shared/documents/document-item.tsx';
import { DocumentUploadRow } from '../../../shared/ui/document-upload-row.tsx';
import { StatusBadge } from '../../../shared/ui/status-badge.tsx';
import {
  useCustomerDocuments,
  useUploadCustomerDocument,
} from '../../../api/customers/customer-documents.ts';
import { DocumentReviewDialog, type ReviewTarget } from './document-review-dialog.tsx';

const statusColors = { pending: 'yellow', verified: 'green', rejected: 'red' } as const;

function UploadForm({ customerId }: { customerId: string }) {
  const { t } = useTranslation('customers');
  const upload = useUploadCustomerDocument(customerId);
  const [file, setFile] = useState<File | null>(null);
  const [category, setCategory] = useState<CustomerDocumentCategory | null>(null);
  const [expiryDate, setExpiryDate] = useState('');
  const submit = () => {
    if (!file || !category) return;
    upload.mutate(
      { file, fields: { category, ...(expiryDate ? { expiryDate } : {}) } },
      {
        onSuccess: () => {
          notifySuccess(t('documents.toasts.uploaded'), file.name);
          setFile(null);
          setExpiryDate('');
        },
        onError: (error) =>
          notifyError(
            t('documents.toasts.uploadFailed'),
            isApiError(error) ? (error.details[0]?.message ?? error.message) : t('documents.retry'),
          ),
      },
    );
  };
  return (
    <DocumentUploadRow
      kindLabel={t('documents.category')}
      kinds={customerDocumentCategories.map((value) => ({
        value,
        label: t(`documents.categories.${value}`),
      }))}
      kind={category}
      onKind={setCategory}
      expiry={{ value: expiryDate, onChange: setExpiryDate, label: t('documents.expiryDate') }}
      file={file}
      onFile={setFile}
      uploading={upload.isPending}
      onUpload={submit}
      texts={{
        file: t('documents.file'),
        fileHint: t('documents.fileHint'),
        upload: t('documents.upload'),
      }}
    />
  );
}

function DocumentRow({
  document: doc,
  onReview,
}: {
  document: CustomerDocumentView;
  onReview?: (target: ReviewTarget) => void;
}) {
  const { t } = useTranslation('customers');
  const format = useFormat();
  return (
    <DocumentItem document={doc} thumbnail>
      <Group gap="xs" wrap="wrap">
        <Badge variant="outline" size="sm">
          {t(`documents.categories.${doc.category}`)}
        </Badge>
        <StatusBadge
          status={doc.status}
          colors={statusColors}
          label={t(`documents.status.${doc.status}`)}
          size="sm"
        />
      </Group>
      <Text fz="xs" c="dimmed">
        {format.fileSize(doc.size)} · {format.date(doc.uploadedAt)}
        {doc.expiryDate && ` · ${t('documents.expires', { date: format.date(doc.expiryDate) })}`}
      </Text>
      {doc.reason && <Text fz="xs">{t('activity.reason', { reason: doc.reason })}</Text>}
      {onReview && doc.status === 'pending' && (
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            color="green"
            leftSection={<IconCheck size={14} aria-hidden />}
            onClick={() => onReview({ document: doc, verdict: 'verified' })}
          >
            {t('documents.verify')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={() => onReview({ document: doc, verdict: 'rejected' })}
          >
            {t('documents.reject')}
          </Button>
        </Group>
      )}
    </DocumentItem>
  );
}

// Customer documents: upload, preview through the signed URL, verify or reject.
export function CustomerDocuments({ customerId }: { customerId: string }) {
  const { t } = useTranslation('customers');
  const { can } = useCurrentUser();
  const documents = useCustomerDocuments(customerId);
  const [review, setReview] = useState<ReviewTarget | null>(null);
  const canEdit = can('customers:update');
  const rows = documents.data ?? [];
  return (
    <Stack gap="md">
      {canEdit && <UploadForm customerId={customerId} />}
      {documents.isError ? (
        <Group gap="sm" role="alert">
          <Text fz="sm" c="red">
            {t('documents.loadError')}
          </Text>
          <Button variant="default" size="xs" onClick={() => void documents.refetch()}>
            {t('activity.retry')}
          </Button>
        </Group>
      ) : rows.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {documents.isPending ? '' : t('documents.empty')}
        </Text>
      ) : (
        <Stack gap="xs">
          {rows.map((doc) => (
            <DocumentRow key={doc.id} document={doc} onReview={canEdit ? setReview : undefined} />
          ))}
        </Stack>
      )}
      <DocumentReviewDialog
        customerId={customerId}
        target={review}
        onClose={() => setReview(null)}
      />
    </Stack>
  );
}
