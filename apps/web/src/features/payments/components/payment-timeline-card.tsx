import { useState } from 'react';
import { Button, Loader, Stack, Text, Timeline } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { ActivityEntry } from '@motorpool/domain/schemas/common';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { usePaymentActivity } from '../../../api/payments/get-payments.ts';
import { usePaymentFormat } from '../lib/use-payment-format.ts';

const step = 10;

const knownActions = [
  'create',
  'process',
  'charge',
  'settle',
  'capture',
  'refund',
  'cancel',
  'delete',
] as const;
type KnownAction = (typeof knownActions)[number];

// Audit actions may be qualified ("payment.refund"); anything else is shown as recorded.
function knownAction(entry: ActivityEntry): KnownAction | undefined {
  const word = entry.action.toLowerCase().split(/[.:]/).at(-1) ?? '';
  return knownActions.find((action) => word.startsWith(action));
}

function Entries({ entries }: { entries: ActivityEntry[] }) {
  const { t } = useTranslation('payments');
  const { when } = usePaymentFormat();
  return (
    <Timeline bulletSize={22} lineWidth={2}>
      {entries.map((entry) => {
        const action = knownAction(entry);
        return (
          <Timeline.Item
            key={entry.id}
            title={action ? t(`activity.${action}`) : entry.action}
            bullet={<IconHistory size={12} aria-hidden />}
          >
            <Text c="dimmed" fz="xs">
              {when(entry.createdAt)}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}

// GET /payments/{id}/activity: what happened to the payment, newest first, ten at a time.
export function PaymentTimelineCard({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation('payments');
  const [shown, setShown] = useState(step);
  const { data, isPending, isError, isFetching } = usePaymentActivity(paymentId, shown);
  const entries = data?.data ?? [];
  const hasMore = (data?.total ?? 0) > entries.length;

  const content = () => {
    if (isPending) return <Loader size="sm" role="status" aria-label={t('detail.loading')} />;
    if (entries.length > 0)
      return (
        <Stack gap="sm">
          <Entries entries={entries} />
          {hasMore && (
            <Button
              variant="subtle"
              w="fit-content"
              loading={isFetching}
              onClick={() => setShown((count) => count + step)}
            >
              {t('activity.more')}
            </Button>
          )}
        </Stack>
      );
    return isError ? (
      <Text fz="sm" c="red" role="alert">
        {t('activity.loadError')}
      </Text>
    ) : (
      <Text fz="sm" c="dimmed">
        {t('activity.empty')}
      </Text>
    );
  };
  return (
    <SectionCard id="payment-timeline" title={t('detail.sections.timeline')}>
      {content()}
    </SectionCard>
  );
}
