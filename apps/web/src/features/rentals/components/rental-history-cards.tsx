import { useState } from 'react';
import { Button, Group, Loader, Rating, Stack, Text, Timeline } from '@mantine/core';
import { IconAlarm, IconCalendarPlus, IconHistory } from '@tabler/icons-react';
import type { ActivityEntry } from '@motorpool/domain/schemas/common';
import type { RentalView } from '@motorpool/domain/schemas/rental';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useRentalActivity } from '../../../api/rentals/get-rentals.ts';
import { useRentalFormat } from '../lib/use-rental-format.ts';

// Extensions and settled overdue time, oldest first, merged on one line of time.
export function RentalChangesCard({ rental }: { rental: RentalView }) {
  const { t } = useTranslation('rentals');
  const { when, amount, number } = useRentalFormat();
  const currency = rental.quote.currency;
  const items = [
    ...rental.extensions.map((extension) => ({
      key: extension.id,
      at: extension.createdAt,
      icon: IconCalendarPlus,
      title: t('changes.extended', { date: when(extension.newReturnDate) }),
      body: t('changes.extendedBody', {
        days: number(extension.additionalDays),
        amount: amount(extension.amount, currency),
        reason: extension.reason,
      }),
    })),
    ...rental.overdue.map((record) => ({
      key: record.id,
      at: record.settledAt,
      icon: IconAlarm,
      title: t('changes.settled', { hours: number(record.hours) }),
      body: t('changes.settledBody', {
        due: when(record.dueAt),
        amount: amount(record.amount, currency),
      }),
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <SectionCard id="rental-changes" title={t('detail.sections.changes')}>
      {items.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('changes.empty')}
        </Text>
      ) : (
        <Timeline bulletSize={22} lineWidth={2}>
          {items.map(({ key, at, icon: Icon, title, body }) => (
            <Timeline.Item key={key} bullet={<Icon size={12} aria-hidden />} title={title}>
              <Text fz="sm">{body}</Text>
              <Text fz="xs" c="dimmed">
                {when(at)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </SectionCard>
  );
}

export function RentalRatingCard({ rental }: { rental: RentalView }) {
  const { t } = useTranslation('rentals');
  return (
    <SectionCard id="rental-rating" title={t('detail.sections.rating')}>
      {rental.rating === null ? (
        <Text fz="sm" c="dimmed">
          {t('detail.notRated')}
        </Text>
      ) : (
        <Stack gap={4}>
          <Group gap="xs">
            <Rating
              value={rental.rating}
              readOnly
              aria-label={t('detail.rated', { rating: rental.rating })}
            />
            <Text fz="sm">{t('detail.rated', { rating: rental.rating })}</Text>
          </Group>
          {rental.ratingComment && <Text fz="sm">{rental.ratingComment}</Text>}
        </Stack>
      )}
    </SectionCard>
  );
}

const pageSize = 10;

const knownActions = [
  'create',
  'update',
  'checkout',
  'checkin',
  'extend',
  'swap',
  'cancel',
  'settle',
  'delete',
] as const;

// Audit actions may be qualified ("rental.checkedOut", "rentals:extend").
function kindOf(entry: ActivityEntry) {
  const last = (entry.action.split(/[.:]/).pop() ?? '').toLowerCase();
  if (last === 'checkedout') return 'checkout';
  if (last === 'returned') return 'checkin';
  return knownActions.find((kind) => last.startsWith(kind)) ?? null;
}

// GET /rentals/{id}/activity: what happened to the rental, newest first.
export function RentalTimelineCard({ rentalId }: { rentalId: string }) {
  const { t } = useTranslation('rentals');
  const { when } = useRentalFormat();
  const [limit, setLimit] = useState(pageSize);
  const activity = useRentalActivity(rentalId, limit);
  const entries = activity.data?.data ?? [];
  const label = (entry: ActivityEntry) => {
    const kind = kindOf(entry);
    return kind ? t(`activity.${kind}`) : entry.action;
  };
  let body;
  if (activity.isPending)
    body = <Loader size="sm" role="status" aria-label={t('detail.loading')} />;
  else if (activity.isError && entries.length === 0)
    body = (
      <Text fz="sm" c="red" role="alert">
        {t('activity.loadError')}
      </Text>
    );
  else if (entries.length === 0)
    body = (
      <Text fz="sm" c="dimmed">
        {t('activity.empty')}
      </Text>
    );
  else
    body = (
      <Stack gap="sm">
        <Timeline bulletSize={22} lineWidth={2}>
          {entries.map((entry) => (
            <Timeline.Item
              key={entry.id}
              bullet={<IconHistory size={12} aria-hidden />}
              title={label(entry)}
            >
              <Text fz="xs" c="dimmed">
                {when(entry.createdAt)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
        {(activity.data?.total ?? 0) > entries.length && (
          <Button
            variant="subtle"
            w="fit-content"
            loading={activity.isFetching}
            onClick={() => setLimit((n) => n + pageSize)}
          >
            {t('activity.more')}
          </Button>
        )}
      </Stack>
    );
  return (
    <SectionCard id="rental-timeline" title={t('detail.sections.timeline')}>
      {body}
    </SectionCard>
  );
}
