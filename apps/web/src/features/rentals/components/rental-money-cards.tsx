import { DataList, Stack, Text } from '@mantine/core';
import type { RentalView } from '@motorpool/domain/schemas/rental';
import { useTranslation } from 'react-i18next';
import { Field, SectionCard } from '../../../shared/ui/section-card.tsx';
import { useRentalFormat } from '../lib/use-rental-format.ts';
import { AmountLines, useQuoteLines, type AmountLine } from './amount-lines.tsx';
import { useChargeLines } from './dialogs/charges-preview.tsx';

type CardProps = { rental: RentalView };

// The booked price (extensions included), the additional charges and the grand total, then
// the deposit held: every amount as the API computed it.
export function RentalPricingCard({ rental }: CardProps) {
  const { t } = useTranslation('rentals');
  const { amount, when } = useRentalFormat();
  const quoteLines = useQuoteLines();
  const chargeLines = useChargeLines();
  const currency = rental.quote.currency;
  const totals: AmountLine[] = [
    { key: 'booked', label: t('pricing.booked'), minor: rental.totalAmount },
    { key: 'additional', label: t('pricing.additionalCharges'), minor: rental.additionalCharges },
    {
      key: 'totalCost',
      label: t('pricing.totalCost'),
      minor: rental.totalCost,
      strong: true,
      rule: true,
    },
  ];
  return (
    <SectionCard id="rental-pricing" title={t('detail.sections.pricing')}>
      <AmountLines
        lines={quoteLines(rental.quote, t('pricing.bookedTotal'))}
        currency={currency}
        label={t('pricing.label')}
      />
      {rental.extensions.length > 0 && (
        <Stack gap={4}>
          <Text fz="sm" fw={600}>
            {t('pricing.extensions')}
          </Text>
          {rental.extensions.map((extension) => (
            <Text key={extension.id} fz="sm" c="dimmed">
              {t('pricing.extensionLine', {
                count: extension.additionalDays,
                date: when(extension.newReturnDate),
                amount: amount(extension.amount, currency),
              })}
            </Text>
          ))}
        </Stack>
      )}
      {rental.charges && rental.charges.lines.length > 0 && (
        <Stack gap={4}>
          <Text fz="sm" fw={600}>
            {t('charges.label')}
          </Text>
          <AmountLines
            lines={chargeLines(rental.charges)}
            currency={rental.charges.currency}
            label={t('charges.label')}
          />
        </Stack>
      )}
      <AmountLines lines={totals} currency={currency} label={t('pricing.totals')} />
      <DataList>
        <Field label={t('fields.depositHeld')}>{amount(rental.securityDeposit, currency)}</Field>
      </DataList>
    </SectionCard>
  );
}

// What was paid towards the price (payments to the rental or its reservation, deposits aside,
// net of refunds) and what remains, as the API derives them.
export function RentalPaymentCard({ rental }: CardProps) {
  const { t } = useTranslation('rentals');
  const { amount } = useRentalFormat();
  const money = (minor: number) => amount(minor, rental.quote.currency);
  const paid = rental.paidAmount;
  const remaining = rental.remainingAmount;
  return (
    <SectionCard id="rental-payment" title={t('detail.sections.payment')}>
      <DataList>
        <Field label={t('pricing.totalCost')}>{money(rental.totalCost)}</Field>
        <Field label={t('fields.paidAmount')}>{money(paid)}</Field>
        <Field label={t('fields.remainingAmount')}>
          <Text fw={700} c={remaining > 0 ? 'orange' : undefined}>
            {money(remaining)}
          </Text>
        </Field>
      </DataList>
      {paid === 0 && (
        <Text fz="sm" c="dimmed">
          {t('payment.empty')}
        </Text>
      )}
    </SectionCard>
  );
}
