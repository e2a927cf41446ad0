import { Alert, Button, Group, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useWriteReview } from '../../../api/rentals/customer-rentals.ts';

// A completed rental's review: 1–5 stars and a comment; 409 once it was reviewed.
export function ReviewDialog({
  rentalId,
  opened,
  onClose,
}: {
  rentalId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('my-bookings');
  const write = useWriteReview();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const error = write.error;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('review.title')}
      closeButtonProps={{ 'aria-label': t('review.close') }}
    >
      {write.isSuccess ? (
        <Stack gap="sm">
          <Text role="status">{t('review.thanks')}</Text>
          <Button onClick={onClose}>{t('review.close')}</Button>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text fz="sm">{t('review.rating')}</Text>
          <Rating value={rating} onChange={setRating} size="lg" aria-label={t('review.rating')} />
          <Textarea
            label={t('review.comment')}
            value={comment}
            maxLength={1000}
            autosize
            minRows={3}
            onChange={(e) => setComment(e.currentTarget.value)}
          />
          {error ? (
            <Alert color="red" role="alert">
              {isApiError(error) && error.status === 409
                ? t('review.already')
                : isApiError(error)
                  ? error.message
                  : t('review.failed')}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button
              disabled={rating < 1}
              loading={write.isPending}
              onClick={() => write.mutate({ id: rentalId, rating, comment: comment.trim() })}
            >
              {t('review.send')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
