import { ActionIcon, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type ManualChargeRow = { key: number; description: string; amount: string };

let nextKey = 0;

// Lines staff add beside the computed charges: a description and an amount each.
export function ManualCharges({
  rows,
  onChange,
  currency,
  errors,
}: {
  rows: ManualChargeRow[];
  onChange: (rows: ManualChargeRow[]) => void;
  currency: string;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('rentals');
  const set = (key: number, patch: Partial<ManualChargeRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  return (
    <Stack gap="xs">
      {rows.map((row, index) => (
        // Bottom-aligned: on a phone the amount's label wraps to two lines, the inputs stay level.
        <Group key={row.key} gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            style={{ flex: 2 }}
            label={t('fields.chargeDescription', { number: index + 1 })}
            maxLength={200}
            value={row.description}
            onChange={(event) => set(row.key, { description: event.currentTarget.value })}
            error={errors[`manualCharges.${index}.description`]}
          />
          <TextInput
            style={{ flex: 1 }}
            label={t('fields.chargeAmount', { currency })}
            inputMode="decimal"
            value={row.amount}
            onChange={(event) => set(row.key, { amount: event.currentTarget.value })}
            error={errors[`manualCharges.${index}.amount`]}
          />
          <ActionIcon
            mb={1}
            size="lg"
            variant="subtle"
            color="red"
            aria-label={t('dialogs.checkin.removeCharge', { number: index + 1 })}
            onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="light"
        w="fit-content"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => onChange([...rows, { key: ++nextKey, description: '', amount: '' }])}
        disabled={rows.length >= 20}
      >
        {t('dialogs.checkin.addCharge')}
      </Button>
    </Stack>
  );
}
