import type { ReactNode } from 'react';
import { Alert, Anchor, Button, DataList, Divider, Group, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { isCardMethod } from '@motorpool/domain/schemas/payment';
import type { RentalView } from '@motorpool/domain/schemas/rental';
import type { PaymentStatus } from '@motorpool/domain/value-lists';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { Field, SectionCard } from '../../../shared/ui/section-card.tsx';
import { StatusBadge } from '../../../shared/ui/status-badge.tsx';
import { useRentalFormat } from '../lib/use-rental-format.ts';

type DepositPayment = RentalView['deposit']['payments'][number];

/** How a waiting card deposit is taken in place; the app composes the payments feature's. */
export type ProcessDeposit = (payment: {
  paymentId: string;
  label: string;
  onDone: () => void;
}) => ReactNode;

const statusColors: Record<PaymentStatus, string> = {
  pending: 'yellow',
  processing: 'blue',
  completed: 'green',
  failed: 'red',
  cancelled: 'gray',
  refunded: 'grape',
};

// A card deposit recorded at checkout and not yet charged (or declined and to try again).
const waitingCard = (payment: DepositPayment) =>
  isCardMethod(payment.paymentMethod) && ['pending', 'failed'].includes(payment.status);

function DepositPaymentRow({
  payment,
  currency,
  take,
}: {
  payment: DepositPayment;
  currency: string;
  take: ReactNode;
}) {
  const { t } = useTranslation('rentals');
  const { t: tp } = useTranslation('payments');
  const { amount } = useRentalFormat();
  const parts = [
    payment.capturedAmount > 0 &&
      t('deposit.capturedPart', { amount: amount(payment.capturedAmount, currency) }),
    payment.refundedAmount > 0 &&
      t('deposit.releasedPart', { amount: amount(payment.refundedAmount, currency) }),
  ].filter(Boolean);
  // the number and its status first, then how much and what became of it
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Anchor component={Link} to={paths.admin.paymentDetail.getHref(payment.id)} fw={600}>
          <Ltr>{payment.paymentNumber}</Ltr>
        </Anchor>
        <StatusBadge
          status={payment.status}
          colors={statusColors}
          label={tp(`status.${payment.status}`)}
        />
      </Group>
      <Text fz="sm">
        {[amount(payment.amount, currency), tp(`method.${payment.paymentMethod}`), ...parts].join(
          ' · ',
        )}
      </Text>
      {take && <Group wrap="wrap">{take}</Group>}
    </Stack>
  );
}

// The security deposit as the API computed it: what was required, what is held now, what was
// captured against the return's charges and released back, and what the customer still owes;
// each deposit payment linked to its page. A card deposit waiting to be charged is taken in
// place when the app composed `processDeposit`, otherwise on its payment's page.
export function RentalDepositCard({
  rental,
  processDeposit,
  onChanged,
}: {
  rental: RentalView;
  processDeposit?: ProcessDeposit;
  onChanged: () => void;
}) {
  const { t } = useTranslation('rentals');
  const { amount } = useRentalFormat();
  const currency = rental.quote.currency;
  const money = (minor: number) => amount(minor, currency);
  const { deposit } = rental;
  const takeLabel = t('deposit.takeCard');
  const take = (payment: DepositPayment) => {
    if (!waitingCard(payment)) return null;
    if (processDeposit)
      return processDeposit({ paymentId: payment.id, label: takeLabel, onDone: onChanged });
    return (
      <Button
        component={Link}
        to={paths.admin.paymentDetail.getHref(payment.id)}
        size="xs"
        variant="light"
        leftSection={<IconCreditCard size={14} aria-hidden />}
      >
        {takeLabel}
      </Button>
    );
  };

  if (deposit.required === 0 && deposit.payments.length === 0)
    return (
      <SectionCard id="rental-deposit" title={t('deposit.title')}>
        <Text fz="sm" c="dimmed">
          {t('deposit.noneRequired')}
        </Text>
      </SectionCard>
    );

  return (
    <SectionCard id="rental-deposit" title={t('deposit.title')}>
      <DataList>
        <Field label={t('deposit.required')}>{money(deposit.required)}</Field>
        <Field label={t('deposit.held')}>{money(deposit.held)}</Field>
        <Field label={t('deposit.captured')}>{money(deposit.captured)}</Field>
        <Field label={t('deposit.released')}>{money(deposit.released)}</Field>
        <Field label={t('deposit.stillOwed')}>
          <Text fw={700} c={rental.remainingAmount > 0 ? 'orange' : undefined}>
            {money(rental.remainingAmount)}
          </Text>
        </Field>
      </DataList>
      {deposit.payments.some(waitingCard) && (
        <Alert color="yellow" variant="light">
          {t('deposit.cardWaiting')}
        </Alert>
      )}
      {deposit.payments.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {rental.status === 'pending' ? t('deposit.takenAtCheckout') : t('deposit.noneTaken')}
        </Text>
      ) : (
        <Stack gap="sm">
          {deposit.payments.map((payment, index) => (
            <Stack key={payment.id} gap="sm">
              {index > 0 && <Divider />}
              <DepositPaymentRow payment={payment} currency={currency} take={take(payment)} />
            </Stack>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
