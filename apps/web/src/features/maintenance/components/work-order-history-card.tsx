import { useState } from 'react';
import { Button, Loader, Stack, Text, Timeline } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useWorkOrderActivity } from '../../../api/maintenance/get-maintenance.ts';
import { useMaintenanceFormat } from '../lib/use-maintenance-format.ts';

const step = 10;

// The audit's record of every change to the order (GET /maintenance/{id}/activity), newest
// first, ten at a time: edits, parts, notes and attachments as well as the status steps.
export function WorkOrderHistoryCard({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation('maintenance');
  const { when } = useMaintenanceFormat();
  const [shown, setShown] = useState(step);
  const { data, isPending, isError, isFetching } = useWorkOrderActivity(orderId, shown);
  const entries = data?.data ?? [];
  const hasMore = (data?.total ?? 0) > entries.length;
  const label = (action: string) => {
    // Audit actions may be qualified ("maintenance.start"); others are shown as recorded.
    const word = action.split(/[.:]/).at(-1) ?? action;
    const key = `history.${word}`;
    return i18n.exists(key, { ns: 'maintenance' }) ? t(key as 'history.create') : action;
  };

  const content = () => {
    if (isPending) return <Loader size="sm" role="status" aria-label={t('detail.loading')} />;
    if (isError)
      return (
        <Text fz="sm" c="red" role="alert">
          {t('history.loadError')}
        </Text>
      );
    if (entries.length === 0)
      return (
        <Text fz="sm" c="dimmed">
          {t('history.empty')}
        </Text>
      );
    return (
      <Stack gap="sm">
        <Timeline bulletSize={22} lineWidth={2}>
          {entries.map((entry) => (
            <Timeline.Item
              key={entry.id}
              title={label(entry.action)}
              bullet={<IconHistory size={12} aria-hidden />}
            >
              <Text c="dimmed" fz="xs">
                {when(entry.createdAt)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
        {hasMore && (
          <Button
            variant="subtle"
            w="fit-content"
            loading={isFetching}
            onClick={() => setShown((count) => count + step)}
          >
            {t('history.more')}
          </Button>
        )}
      </Stack>
    );
  };
  return (
    <SectionCard id="work-order-history" title={t('detail.sections.history')}>
      {content()}
    </SectionCard>
  );
}
