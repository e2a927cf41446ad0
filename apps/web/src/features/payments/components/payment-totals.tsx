import { Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNumber } from '../../../shared/data-grid/use-number.ts';
import { usePaymentTotals } from '../../../api/payments/get-payment-totals.ts';
import { usePaymentFormat } from '../lib/use-payment-format.ts';

// The whole filtered set's figures, above the grid: the grid shows one page only.
export function PaymentTotals() {
  const { t } = useTranslation('payments');
  const fmt = usePaymentFormat();
  const { number } = useNumber();
  const { data } = usePaymentTotals();
  if (!data) return null;
  const figures = [
    { key: 'count', label: t('totals.count'), value: number(data.count) },
    { key: 'amount', label: t('totals.amount'), value: fmt.amount(data.amount, data.currency) },
    {
      key: 'refunded',
      label: t('totals.refunded'),
      value: fmt.amount(data.refunded, data.currency),
    },
    { key: 'net', label: t('totals.net'), value: fmt.amount(data.net, data.currency) },
  ];
  return (
    <Group component="section" aria-label={t('totals.label')} gap="sm" grow>
      {figures.map((figure) => (
        <Paper key={figure.key} withBorder radius="md" p="sm">
          <Text size="xs" c="dimmed">
            {figure.label}
          </Text>
          <Text fw={600} data-testid={`payment-totals-${figure.key}`}>
            {figure.value}
          </Text>
        </Paper>
      ))}
    </Group>
  );
}
