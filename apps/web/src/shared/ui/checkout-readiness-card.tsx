import { Alert, List, Skeleton, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { CheckoutReadinessView } from '@motorpool/domain/schemas/checkout-readiness';
import { useTranslation } from 'react-i18next';
import { SectionCard } from './section-card.tsx';

type Readiness = { data?: CheckoutReadinessView; isError: boolean };

// "Ready for checkout": before the desk opens the checkout dialog, everything that would make it
// refuse (the server's reasons, in the reader's language), or that nothing does.
export function CheckoutReadinessCard({ readiness }: { readiness: Readiness }) {
  const { t } = useTranslation('common');
  const { data } = readiness;
  const blocking = data?.reasons.filter((reason) => reason.blocking) ?? [];
  const notes = data?.reasons.filter((reason) => !reason.blocking) ?? [];
  return (
    <SectionCard id="checkout-readiness" title={t('checkoutReadiness.title')}>
      {readiness.isError && <Text c="red">{t('checkoutReadiness.loadError')}</Text>}
      {!data && !readiness.isError && <Skeleton height={48} />}
      {data?.ready && (
        <Alert
          color="green"
          icon={<IconCircleCheck aria-hidden />}
          title={t('checkoutReadiness.ready')}
        >
          {t('checkoutReadiness.readyDescription')}
        </Alert>
      )}
      {data && !data.ready && (
        <Alert
          color="red"
          icon={<IconAlertTriangle aria-hidden />}
          title={t('checkoutReadiness.notReady')}
        >
          <List spacing={4} aria-label={t('checkoutReadiness.missing')}>
            {blocking.map((reason) => (
              <List.Item key={`${reason.key}-${reason.details.document ?? ''}`}>
                {reason.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {notes.map((reason) => (
        <Text key={reason.key} fz="sm" c="dimmed">
          {reason.message}
        </Text>
      ))}
    </SectionCard>
  );
}
