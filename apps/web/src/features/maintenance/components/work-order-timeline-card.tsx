import { Text, Timeline } from '@mantine/core';
import {
  IconBan,
  IconCalendarCheck,
  IconCircleCheck,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerTrackNext,
  IconPlus,
} from '@tabler/icons-react';
import type { WorkOrderView } from '@motorpool/domain/schemas/maintenance';
import type { MaintenanceTimelineEvent } from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useMaintenanceFormat } from '../lib/use-maintenance-format.ts';

const icons: Record<MaintenanceTimelineEvent, typeof IconPlus> = {
  created: IconPlus,
  scheduled: IconCalendarCheck,
  started: IconPlayerPlay,
  paused: IconPlayerPause,
  resumed: IconPlayerTrackNext,
  completed: IconCircleCheck,
  cancelled: IconBan,
};

// Timeline: created, scheduled, started, paused, resumed, completed, cancelled; who
// moved it, when, and the reason given.
export function WorkOrderTimelineCard({ order }: { order: WorkOrderView }) {
  const { t } = useTranslation('maintenance');
  const { when } = useMaintenanceFormat();
  return (
    <SectionCard id="work-order-timeline" title={t('detail.sections.timeline')}>
      {order.timeline.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('timeline.empty')}
        </Text>
      ) : (
        <Timeline bulletSize={24} lineWidth={2} active={order.timeline.length - 1}>
          {order.timeline.map((entry) => {
            const Icon = icons[entry.event];
            return (
              <Timeline.Item
                key={entry.id}
                title={t(`timeline.${entry.event}`)}
                bullet={<Icon size={14} aria-hidden />}
              >
                <Text c="dimmed" fz="xs">
                  {entry.actorName
                    ? t('timeline.byWhom', { when: when(entry.createdAt), name: entry.actorName })
                    : when(entry.createdAt)}
                </Text>
                {entry.note && (
                  <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
                    {entry.note}
                  </Text>
                )}
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </SectionCard>
  );
}
