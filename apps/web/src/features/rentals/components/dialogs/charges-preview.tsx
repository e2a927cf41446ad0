import { Loader, Stack, Text } from '@mantine/core';
import type { RentalChargesView } from '@motorpool/domain/schemas/rental';
import { useTranslation } from 'react-i18next';
import { useRentalFormat } from '../../lib/use-rental-format.ts';
import { AmountLines, type AmountLine } from '../amount-lines.tsx';

// The additional charges as the API computes them (check-in quote, or the stored ones).
export function useChargeLines() {
  const { t } = useTranslation('rentals');
  const { percent } = useRentalFormat();
  return (charges: RentalChargesView): AmountLine[] => {
    const lines: AmountLine[] = charges.lines.map((line, index) => ({
      key: `${line.kind}-${index}`,
      label: line.waivedBy
        ? t('charges.waived', { line: line.description, by: line.waivedBy })
        : line.description,
      minor: line.amount,
    }));
    lines.push({
      key: 'subtotal',
      label: t('charges.subtotal'),
      minor: charges.subtotal,
      rule: true,
    });
    lines.push({
      key: 'tax',
      label: t('pricing.tax', { rate: percent(charges.taxRateBp / 100) }),
      minor: charges.tax,
    });
    lines.push({ key: 'total', label: t('charges.total'), minor: charges.total, strong: true });
    return lines;
  };
}

export function ChargesPreview({
  charges,
  loading,
  failed,
}: {
  charges: RentalChargesView | undefined;
  loading: boolean;
  failed: boolean;
}) {
  const { t } = useTranslation('rentals');
  const chargeLines = useChargeLines();
  return (
    <Stack gap="xs" aria-live="polite">
      {loading && <Loader size="xs" role="status" aria-label={t('charges.computing')} />}
      {charges ? (
        charges.lines.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('charges.none')}
          </Text>
        ) : (
          <AmountLines
            lines={chargeLines(charges)}
            currency={charges.currency}
            label={t('charges.label')}
          />
        )
      ) : (
        <Text fz="sm" c={failed ? 'red' : 'dimmed'}>
          {failed ? t('charges.error') : t('charges.hint')}
        </Text>
      )}
    </Stack>
  );
}
