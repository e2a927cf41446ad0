import { Button, Divider, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { ownDiscountOf } from '@motorpool/domain/reservation-pricing';
import { hasReceipt, type CustomerPaymentListItemView } from '@motorpool/domain/schemas/payment';
import type { ReservationQuoteView } from '@motorpool/domain/schemas/reservation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Download, saveBlob } from '../../../shared/api/download.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { useBookingPayments } from '../../../api/payments/customer-payments.ts';
import { downloadPaymentReceipt } from '../../../api/payments/payment-receipt.ts';
import type { BookingKind } from '../api/my-bookings-api.ts';

export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={2} fz="md">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

export function Row({
  label,
  value,
  strong,
}: {
  label: string;
  value: React.ReactNode;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
      {/* a short label never breaks mid-word ("Pick-up"); the value wraps instead */}
      <Text
        fz="sm"
        c={strong ? undefined : 'dimmed'}
        fw={strong ? 700 : undefined}
        style={{ flexShrink: 0 }}
      >
        {label}
      </Text>
      <Text fz="sm" fw={strong ? 700 : 500} ta="end">
        {value}
      </Text>
    </Group>
  );
}

export function Breakdown({
  quote,
  paid,
  remaining,
}: {
  quote: ReservationQuoteView;
  paid: number;
  /** left out for a booking that owes nothing more (cancelled, no-show, taken over) */
  remaining?: number;
}) {
  const { t } = useTranslation('my-bookings');
  const { language } = useLanguage();
  const format = useFormat();
  const money = (minor: number) => format.money(minor, quote.currency);
  return (
    <Section title={t('detail.price')}>
      <Row label={t('detail.rental', { count: quote.days })} value={money(quote.subtotal)} />
      {quote.addOns.map((a) => (
        <Row
          key={a.code}
          label={`${language === 'ar' && a.nameAr ? a.nameAr : a.name} × ${a.quantity}`}
          value={money(a.total)}
        />
      ))}
      {quote.promotion ? (
        <Row
          label={t('detail.promotion', { code: quote.promotion.code })}
          value={money(-quote.promotion.discount)}
        />
      ) : null}
      {ownDiscountOf(quote) > 0 ? (
        <Row label={t('detail.discount')} value={money(-ownDiscountOf(quote))} />
      ) : null}
      {quote.additionalFees > 0 ? (
        <Row label={t('detail.fees')} value={money(quote.additionalFees)} />
      ) : null}
      <Row label={t('detail.tax')} value={money(quote.tax)} />
      <Divider />
      <Row label={t('detail.total')} value={money(quote.total)} strong />
      <Row label={t('detail.paid')} value={money(paid)} />
      {remaining !== undefined ? (
        <Row label={t('detail.remaining')} value={money(remaining)} strong />
      ) : null}
    </Section>
  );
}

/** A download button: the file is fetched with the session's headers, then saved. */
export function DownloadButton({ label, load }: { label: string; load: () => Promise<Download> }) {
  const { t } = useTranslation('my-bookings');
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="xs"
      variant="default"
      loading={busy}
      onClick={() => {
        setBusy(true);
        load()
          .then(saveBlob)
          .catch((error: unknown) =>
            notifyFailure(t('detail.downloadFailed'), t('detail.tryAgain'), error),
          )
          .finally(() => setBusy(false));
      }}
    >
      {label}
    </Button>
  );
}

export function PaymentsSection({ kind, id }: { kind: BookingKind; id: string }) {
  const { t } = useTranslation('my-bookings');
  const { language } = useLanguage();
  const format = useFormat();
  const payments = useBookingPayments(kind, id);
  const rows: CustomerPaymentListItemView[] = payments.data ?? [];
  return (
    <Section title={t('detail.payments')}>
      {payments.isPending ? (
        <Loader role="status" size="xs" aria-label={t('detail.loading')} />
      ) : rows.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {payments.isError ? t('detail.paymentsError') : t('detail.noPayments')}
        </Text>
      ) : (
        rows.map((p) => (
          <Group key={p.id} justify="space-between" wrap="nowrap" gap="xs">
            <Stack gap={0}>
              <Text fz="sm" fw={500}>
                {format.money(p.amount, p.currency)} ·{' '}
                {t(`paymentType.${p.type}` as 'paymentType.reservation', { defaultValue: p.type })}
              </Text>
              <Text fz="xs" c="dimmed">
                {t(`paymentStatus.${p.status}` as 'paymentStatus.completed', {
                  defaultValue: p.status,
                })}{' '}
                · {format.dateTime(p.processedAt ?? p.createdAt)}
              </Text>
            </Stack>
            {hasReceipt(p) ? (
              <DownloadButton
                label={t('detail.receipt')}
                load={() => downloadPaymentReceipt(p.id, language)}
              />
            ) : null}
          </Group>
        ))
      )}
    </Section>
  );
}
