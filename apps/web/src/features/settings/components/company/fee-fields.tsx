import { Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { feeKinds, type FeeKind } from '@motorpool/domain/schemas/company-settings';
import { useTranslation } from 'react-i18next';
import type { FieldForm } from './field-form.ts';

type FeeFieldsProps = {
  form: FieldForm;
  // The fee rule's form path (cancellation.fee, lateFee).
  path: string;
  kind: FeeKind;
  label: string;
  // What a percentage is taken of, and what a fixed amount is per.
  percentHint: string;
  fixedHint: string;
  currency: string;
  decimals: number;
};

// A fee as a percentage or a fixed amount.
export function FeeFields({
  form,
  path,
  kind,
  label,
  percentHint,
  fixedHint,
  currency,
  decimals,
}: FeeFieldsProps) {
  const { t } = useTranslation('settings');
  const kindProps = form.getInputProps(`${path}.kind`);
  return (
    <Stack gap={6}>
      <Text fz="sm" fw={500} id={`${path}-label`}>
        {label}
      </Text>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <SegmentedControl
          aria-labelledby={`${path}-label`}
          data={feeKinds.map((value) => ({ value, label: t(`company.feeKinds.${value}`) }))}
          value={kindProps.value as string}
          onChange={kindProps.onChange as (value: string) => void}
        />
        <NumberInput
          aria-label={
            kind === 'percent' ? t('company.feePercent') : t('company.feeAmount', { currency })
          }
          description={kind === 'percent' ? percentHint : fixedHint}
          suffix={kind === 'percent' ? ' %' : undefined}
          rightSection={
            kind === 'fixed' ? (
              <Text fz="xs" c="dimmed">
                {currency}
              </Text>
            ) : undefined
          }
          rightSectionWidth={48}
          decimalScale={kind === 'percent' ? 2 : decimals}
          allowNegative={false}
          maw={220}
          {...form.getInputProps(`${path}.value`)}
        />
      </Group>
    </Stack>
  );
}
