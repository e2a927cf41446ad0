import { IconEye, IconEyeOff } from '@tabler/icons-react';
import type { ReviewView } from '@motorpool/domain/schemas/review';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../../shared/data-grid/data-grid.tsx';
import type { RowAction } from '../../../shared/data-grid/types.ts';
import { ListPage } from '../../../shared/ui/list-page.tsx';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { fetchReviews, reviewsQueryKey, useModerateReview } from '../../../api/offers/reviews.ts';
import { useReviewColumns } from '../components/review-columns.tsx';

// Testimonials: customers' reviews, published to the customer home or hidden by staff
// (route /admin/support/testimonials).
export function TestimonialsPage() {
  const { t } = useTranslation('offers');
  const columns = useReviewColumns();
  const moderate = useModerateReview();

  const run = (action: 'publish' | 'hide') => (review: ReviewView) =>
    moderate.mutate(
      { id: review.id, action },
      {
        onSuccess: () => {
          const key = action === 'publish' ? 'published' : 'hidden';
          notifySuccess(t(`reviews.toasts.${key}.title`), t(`reviews.toasts.${key}.message`));
        },
        onError: (error) =>
          notifyFailure(
            t('reviews.toasts.failed.title'),
            t('reviews.toasts.failed.message'),
            error,
          ),
      },
    );
  const rowActions: RowAction<ReviewView>[] = [
    {
      key: 'publish',
      label: t('reviews.publish'),
      icon: <IconEye size={16} aria-hidden />,
      onClick: run('publish'),
      hidden: (review) => review.status === 'published',
    },
    {
      key: 'hide',
      label: t('reviews.hide'),
      icon: <IconEyeOff size={16} aria-hidden />,
      onClick: run('hide'),
      hidden: (review) => review.status === 'hidden',
    },
  ];

  return (
    <ListPage title={t('reviews.title')} description={t('reviews.description')}>
      <DataGrid<ReviewView>
        id="reviews"
        resource="/reviews"
        columns={columns}
        defaultSort={{ field: 'createdAt', direction: 'desc' }}
        queryKey={reviewsQueryKey}
        fetchPage={fetchReviews}
        rowKey={(review) => review.id}
        rowName={(review) => review.authorName}
        texts={{
          tableLabel: t('reviews.label'),
          searchLabel: t('reviews.label'),
          empty: { title: t('reviews.empty.title'), description: t('reviews.empty.description') },
          error: { title: t('reviews.error.title'), description: t('reviews.error.description') },
        }}
        rowActions={rowActions}
      />
    </ListPage>
  );
}
