import { Rating } from '@mantine/core';
import { reviewStatuses, type ReviewView } from '@motorpool/domain/schemas/review';
import { useTranslation } from 'react-i18next';
import type { GridColumn } from '../../../shared/data-grid/types.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { StatusBadge } from '../../../shared/ui/status-badge.tsx';
import { UserText } from '../../../shared/ui/user-text.tsx';

const statusColors = { pending: 'yellow', published: 'green', hidden: 'gray' } as const;

// The moderation grid's columns (GET /reviews: sort createdAt, rating; filters status, rating).
export function useReviewColumns(): GridColumn<ReviewView>[] {
  const { t } = useTranslation('offers');
  const format = useFormat();
  return [
    {
      key: 'customer',
      title: t('reviews.columns.customer'),
      render: (review) => review.customerName ?? review.authorName,
    },
    {
      key: 'rating',
      title: t('reviews.columns.rating'),
      sortField: 'rating',
      firstDirection: 'desc',
      filter: { type: 'number', operators: ['equals', 'gte', 'lte'] },
      render: (review) => (
        <Rating
          value={review.rating}
          readOnly
          size="sm"
          aria-label={t('reviews.ratingLabel', { count: review.rating })}
        />
      ),
    },
    {
      key: 'comment',
      title: t('reviews.columns.comment'),
      hideable: true,
      ellipsis: true,
      render: (review) => (
        <UserText fz="sm" lineClamp={2}>
          {review.comment ?? ''}
        </UserText>
      ),
    },
    {
      key: 'vehicle',
      title: t('reviews.columns.vehicle'),
      hideable: true,
      render: (review) => (review.vehicle ? `${review.vehicle.make} ${review.vehicle.model}` : ''),
    },
    {
      key: 'status',
      title: t('reviews.columns.status'),
      hideable: true,
      filter: {
        type: 'enum',
        operators: ['equals', 'in'],
        options: reviewStatuses.map((s) => ({ value: s, label: t(`reviews.status.${s}`) })),
      },
      render: (review) => (
        <StatusBadge
          status={review.status}
          colors={statusColors}
          label={t(`reviews.status.${review.status}`)}
        />
      ),
    },
    {
      key: 'createdAt',
      title: t('reviews.columns.createdAt'),
      sortField: 'createdAt',
      firstDirection: 'desc',
      hideable: true,
      render: (review) => format.date(review.createdAt),
    },
  ];
}
