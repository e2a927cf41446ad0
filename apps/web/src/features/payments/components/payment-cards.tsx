import { Code, DataList, Stack, Table, Text } from '@mantine/core';
import type { PaymentView } from '@motorpool/domain/schemas/payment';
import { useTranslation } from 'react-i18next';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { Field, SectionCard } from '../../../shared/ui/section-card.tsx';
import { usePaymentFormat } from '../lib/use-payment-format.ts';
import { UserText } from '../../../shared/ui/user-text.tsx';

type CardProps = { payment: PaymentView };

/** A data list whose labels keep one width and whose values may wrap. */
export const alignedList = {
  itemLabel: { flex: '0 0 var(--data-list-label-width)' },
  itemValue: { minWidth: 0 },
};

// The money at a glance: amount, what is refunded (or captured, of a deposit) and left, the
// fees, and how it was paid.
export function PaymentOverviewCard({ payment }: CardProps) {
  const { t } = useTranslation('payments');
  const { amount } = usePaymentFormat();
  const money = (minor: number) => amount(minor, payment.currency);
  const card = payment.cardDetails;
  return (
    <SectionCard id="payment-overview" title={t('detail.sections.overview')}>
      <DataList labelWidth="40%" styles={alignedList}>
        <Field label={t('fields.amount', { currency: payment.currency })}>
          <Text fz="lg" fw={700}>
            {money(payment.amount)}
          </Text>
        </Field>
        <Field label={t('fields.refunded')}>{money(payment.refundedAmount)}</Field>
        {payment.capturedAmount > 0 && (
          <Field label={t('fields.captured')}>{money(payment.capturedAmount)}</Field>
        )}
        <Field label={t('fields.net')}>{money(payment.amount - payment.refundedAmount)}</Field>
        <Field label={t('fields.processingFees', { currency: payment.currency })}>
          {money(payment.processingFees)}
        </Field>
        <Field label={t('fields.method')}>
          <Stack gap={0}>
            <Text fz="sm">{t(`method.${payment.paymentMethod}`)}</Text>
            {card && (
              <Text fz="sm" c="dimmed">
                {t('detail.card', { brand: card.brand, last4: card.last4 })}
              </Text>
            )}
          </Stack>
        </Field>
      </DataList>
    </SectionCard>
  );
}

// What the payment is for and when it was taken.
export function PaymentInfoCard({ payment }: CardProps) {
  const { t } = useTranslation('payments');
  const { when, timeZone } = usePaymentFormat();
  const none = t('detail.none');
  return (
    <SectionCard id="payment-info" title={t('detail.sections.info')}>
      <DataList labelWidth="40%" styles={alignedList}>
        <Field label={t('fields.type')}>{t(`type.${payment.type}`)}</Field>
        <Field label={t('fields.description')}>{payment.description ?? none}</Field>
        <Field label={t('fields.createdAt')}>{when(payment.createdAt)}</Field>
        <Field label={t('fields.processedAt')}>{when(payment.processedAt) || none}</Field>
        <Field label={t('fields.notes')}>
          {payment.notes ? <UserText span>{payment.notes}</UserText> : none}
        </Field>
      </DataList>
      <Text fz="xs" c="dimmed">
        {t('detail.timeZone', { zone: timeZone })}
      </Text>
    </SectionCard>
  );
}

// The processor's side: its transaction id and what it answered, and the staff's reference.
export function PaymentTransactionsCard({ payment }: CardProps) {
  const { t } = useTranslation('payments');
  const { when } = usePaymentFormat();
  const none = t('detail.none');
  return (
    <SectionCard id="payment-transactions" title={t('detail.sections.transactions')}>
      <DataList labelWidth="40%" styles={alignedList}>
        <Field label={t('fields.transactionId')}>
          {payment.transactionId ? <Ltr>{payment.transactionId}</Ltr> : none}
        </Field>
        <Field label={t('fields.gatewayTransactionId')}>
          {payment.gatewayTransactionId ? <Ltr>{payment.gatewayTransactionId}</Ltr> : none}
        </Field>
        <Field label={t('fields.processedAt')}>{when(payment.processedAt) || none}</Field>
      </DataList>
      {payment.gatewayResponse && (
        <Stack gap={4}>
          <Text fz="sm" fw={600}>
            {t('fields.gatewayResponse')}
          </Text>
          <Code block dir="ltr">
            {JSON.stringify(payment.gatewayResponse, null, 2)}
          </Code>
        </Stack>
      )}
    </SectionCard>
  );
}

// Every refund given, oldest first.
export function PaymentRefundsCard({ payment }: CardProps) {
  const { t } = useTranslation('payments');
  const { when, amount } = usePaymentFormat();
  return (
    <SectionCard id="payment-refunds" title={t('detail.sections.refunds')}>
      {payment.refunds.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('detail.noRefunds')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table aria-label={t('detail.sections.refunds')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.date')}</Table.Th>
                <Table.Th>{t('fields.refundAmount')}</Table.Th>
                <Table.Th>{t('fields.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payment.refunds.map((refund) => (
                <Table.Tr key={refund.id}>
                  <Table.Td>{when(refund.createdAt)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {amount(refund.amount, payment.currency)}
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm">{refund.reason}</Text>
                    {refund.notes && (
                      <UserText fz="xs" c="dimmed">
                        {refund.notes}
                      </UserText>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}

// The record's own identifiers and times.
export function PaymentMetadataCard({ payment }: CardProps) {
  const { t } = useTranslation('payments');
  const { when } = usePaymentFormat();
  return (
    <SectionCard id="payment-metadata" title={t('detail.sections.metadata')}>
      <DataList labelWidth="40%" styles={alignedList}>
        <Field label={t('fields.id')}>
          <Ltr>{payment.id}</Ltr>
        </Field>
        <Field label={t('fields.currency')}>
          <Ltr>{payment.currency}</Ltr>
        </Field>
        <Field label={t('fields.createdAt')}>{when(payment.createdAt)}</Field>
        <Field label={t('fields.updatedAt')}>{when(payment.updatedAt)}</Field>
      </DataList>
    </SectionCard>
  );
}
