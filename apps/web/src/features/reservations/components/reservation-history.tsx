import { useState } from 'react';
import { Button, Loader, Stack, Text, Timeline } from '@mantine/core';
import {
  IconBan,
  IconCircleCheck,
  IconFlag,
  IconHistory,
  IconPlus,
  IconUserOff,
} from '@tabler/icons-react';
import type { ActivityEntry } from '@motorpool/domain/schemas/common';
import type { ReservationView } from '@motorpool/domain/schemas/reservation';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useReservationActivity } from '../../../api/reservations/get-reservation.ts';
import { useBookingFormat } from './use-booking-format.ts';

const activityKinds = ['create', 'update', 'confirm', 'cancel', 'complete', 'noShow', 'delete'];

// Audit actions may be qualified ("reservation.confirmed", "reservations:cancel").
function kindOf(entry: ActivityEntry): string | null {
  const last = (entry.action.split(/[.:]/).pop() ?? '').replace(
    /^markNoShow$|^no_?show$/i,
    'noShow',
  );
  return (
    activityKinds.find((kind) => kind === last || `${kind}d` === last || `${kind}ed` === last) ??
    null
  );
}

const stamp = (entries: readonly ActivityEntry[], kind: string) =>
  entries.find((entry) => kindOf(entry) === kind)?.createdAt ?? null;

// Status timeline: created, confirmed, then how it ended (cancelled with its reason,
// completed, no-show), from the booking's own stamps and, for the ends it has none of, the audit.
export function ReservationTimelineCard({ reservation }: { reservation: ReservationView }) {
  const { t } = useTranslation('reservations');
  const { when } = useBookingFormat();
  const activity = useReservationActivity(reservation.id, 20).data?.data ?? [];
  const steps = [
    { key: 'created', icon: IconPlus, at: reservation.createdAt, reached: true },
    {
      key: 'confirmed',
      icon: IconCircleCheck,
      at: reservation.confirmedAt,
      reached: reservation.confirmedAt !== null,
    },
  ];
  if (reservation.status === 'cancelled')
    steps.push({ key: 'cancelled', icon: IconBan, at: reservation.cancelledAt, reached: true });
  if (reservation.status === 'completed')
    steps.push({
      key: 'completed',
      icon: IconFlag,
      at: stamp(activity, 'complete'),
      reached: true,
    });
  if (reservation.status === 'no_show')
    steps.push({ key: 'no_show', icon: IconUserOff, at: stamp(activity, 'noShow'), reached: true });
  const reached = steps.filter((step) => step.reached).length - 1;
  return (
    <SectionCard id="reservation-timeline" title={t('detail.sections.timeline')}>
      <Timeline active={reached} bulletSize={24} lineWidth={2}>
        {steps.map(({ key, icon: Icon, at, reached: done }) => (
          <Timeline.Item
            key={key}
            bullet={<Icon size={14} aria-hidden />}
            title={t(`timeline.${key}` as 'timeline.created')}
            color={key === 'cancelled' ? 'red' : undefined}
          >
            {key === 'cancelled' && reservation.cancellationReason && (
              <Text fz="sm">
                {t('timeline.reason', { reason: reservation.cancellationReason })}
              </Text>
            )}
            <Text fz="xs" c="dimmed">
              {done ? when(at) : t('timeline.notYet')}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </SectionCard>
  );
}

const pageSize = 10;

// GET /reservations/{id}/activity: every change, newest first, with the reason given.
export function ReservationActivityCard({ reservationId }: { reservationId: string }) {
  const { t } = useTranslation('reservations');
  const { when } = useBookingFormat();
  const [limit, setLimit] = useState(pageSize);
  const activity = useReservationActivity(reservationId, limit);
  const entries = activity.data?.data ?? [];
  const label = (entry: ActivityEntry) => {
    const kind = kindOf(entry);
    return kind ? t(`activity.actions.${kind}` as 'activity.actions.create') : entry.action;
  };
  const reasonOf = (entry: ActivityEntry) => {
    const reason = (entry.after as { reason?: unknown } | null)?.reason;
    return typeof reason === 'string' && reason ? reason : null;
  };
  return (
    <SectionCard id="reservation-activity" title={t('detail.sections.activity')}>
      {activity.isPending ? (
        <Loader size="sm" role="status" aria-label={t('detail.loading')} />
      ) : activity.isError && entries.length === 0 ? (
        <Text fz="sm" c="red" role="alert">
          {t('activity.loadError')}
        </Text>
      ) : entries.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('activity.empty')}
        </Text>
      ) : (
        <Stack gap="sm">
          <Timeline bulletSize={22} lineWidth={2}>
            {entries.map((entry) => (
              <Timeline.Item
                key={entry.id}
                bullet={<IconHistory size={12} aria-hidden />}
                title={label(entry)}
              >
                {reasonOf(entry) && (
                  <Text fz="sm">{t('timeline.reason', { reason: reasonOf(entry) })}</Text>
                )}
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
              onClick={() => setLimit((current) => current + pageSize)}
            >
              {t('activity.more')}
            </Button>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
