import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { CustomerDocumentView } from '@motorpool/domain/schemas/customer-document';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useReviewCustomerDocument } from '../../../api/customers/customer-documents.ts';

export type ReviewTarget = { document: CustomerDocumentView; verdict: 'verified' | 'rejected' };

// Verify or reject a pending document; rejecting needs the reason the customer will be told.
export function DocumentReviewDialog({
  customerId,
  target,
  onClose,
}: {
  customerId: string;
  target: ReviewTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('customers');
  const review = useReviewCustomerDocument(customerId);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const close = () => {
    setReason('');
    setMissing(false);
    onClose();
  };
  const rejecting = target?.verdict === 'rejected';

  const confirm = () => {
    if (!target) return;
    const trimmed = reason.trim();
    if (rejecting && trimmed === '') {
      setMissing(true);
      return;
    }
    review.mutate(
      {
        documentId: target.document.id,
        body: { status: target.verdict, ...(trimmed ? { reason: trimmed } : {}) },
      },
      {
        onSuccess: () => {
          notifySuccess(
            t(`documents.toasts.${target.verdict}`),
            t('documents.toasts.reviewedMessage', { name: target.document.fileName }),
          );
          close();
        },
        onError: (error) =>
          notifyFailure(
            t('documents.toasts.reviewFailed.title'),
            t('documents.toasts.reviewFailed.message'),
            error,
          ),
      },
    );
  };

  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={rejecting ? t('documents.rejectTitle') : t('documents.verifyTitle')}
      closeButtonProps={{ 'aria-label': t('confirm.cancel') }}
    >
      {target && (
        <Stack gap="md">
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            <bdi>{target.document.fileName}</bdi>
          </Text>
          <Textarea
            label={t('confirm.reason')}
            withAsterisk={rejecting}
            maxLength={500}
            autosize
            minRows={2}
            value={reason}
            error={missing ? t('documents.reasonRequired') : undefined}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('confirm.cancel')}
            </Button>
            <Button
              color={rejecting ? 'red' : undefined}
              loading={review.isPending}
              onClick={confirm}
            >
              {rejecting ? t('documents.reject') : t('documents.verify')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
