import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { maxDamageCatalogueEntries } from '@motorpool/domain/schemas/company-settings';
import {
  damageLocations,
  damageTypes,
  vehicleCategories,
  type DamageLocation,
  type DamageType,
  type VehicleCategory,
} from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import type { FieldForm } from './field-form.ts';
import type { NumberField } from './units.ts';

export type DamageRow = {
  damageType: DamageType;
  location: DamageLocation;
  pricePerCategory: Record<VehicleCategory, NumberField>;
};

export const emptyPrices = (): Record<VehicleCategory, NumberField> =>
  Object.fromEntries(vehicleCategories.map((c) => [c, ''])) as Record<VehicleCategory, NumberField>;

// A new row takes the first damage and place not priced yet, so it never starts as a duplicate.
export function newDamageRow(rows: readonly DamageRow[]): DamageRow {
  const taken = new Set(rows.map((row) => `${row.damageType}/${row.location}`));
  for (const damageType of damageTypes) {
    const location = damageLocations.find((l) => !taken.has(`${damageType}/${l}`));
    if (location) return { damageType, location, pricePerCategory: emptyPrices() };
  }
  return { damageType: 'scratch', location: 'front_bumper', pricePerCategory: emptyPrices() };
}

type DamageCatalogueProps = {
  form: FieldForm;
  rows: DamageRow[];
  readOnly: boolean;
  currency: string;
  decimals: number;
  // The list's own error (two rows for one damage and location).
  error?: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
};

// The price of each damage (type and place on the car), per vehicle category.
export function DamageCatalogue({
  form,
  rows,
  readOnly,
  currency,
  decimals,
  error,
  onAdd,
  onRemove,
}: DamageCatalogueProps) {
  const { t } = useTranslation(['settings', 'vehicles']);
  const types = damageTypes.map((value) => ({ value, label: t(`company.damageTypes.${value}`) }));
  const locations = damageLocations.map((value) => ({
    value,
    label: t(`company.damageLocations.${value}`),
  }));
  return (
    <Stack gap="sm" component="section" aria-labelledby="damage-catalogue-title">
      <Title order={3} fz="md" id="damage-catalogue-title">
        {t('company.damageCatalogue')}
      </Title>
      <Text fz="sm" c="dimmed">
        {t('company.damageCatalogueHint', { currency })}
      </Text>
      {rows.length === 0 && <Text fz="sm">{t('company.noDamages')}</Text>}
      {rows.map((row, index) => {
        const name = t('company.damageRow', {
          n: index + 1,
          type: t(`company.damageTypes.${row.damageType}`),
          location: t(`company.damageLocations.${row.location}`),
        });
        return (
          <Paper key={index} withBorder radius="md" p="sm" aria-label={name} role="group">
            <Stack gap="xs">
              <Group gap="sm" align="flex-end" wrap="nowrap">
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" flex={1}>
                  <Select
                    label={t('company.damageType')}
                    data={types}
                    allowDeselect={false}
                    {...form.getInputProps(`damageCatalogue.${index}.damageType`)}
                  />
                  <Select
                    label={t('company.damageLocation')}
                    data={locations}
                    allowDeselect={false}
                    searchable
                    {...form.getInputProps(`damageCatalogue.${index}.location`)}
                  />
                </SimpleGrid>
                {!readOnly && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    mb={2}
                    aria-label={t('company.removeDamage', { name })}
                    onClick={() => onRemove(index)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                )}
              </Group>
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                {vehicleCategories.map((category) => (
                  <NumberInput
                    key={category}
                    size="xs"
                    label={t(`vehicles:category.${category}`)}
                    aria-label={t('company.damagePriceFor', {
                      category: t(`vehicles:category.${category}`),
                      n: index + 1,
                    })}
                    decimalScale={decimals}
                    fixedDecimalScale={decimals > 0}
                    allowNegative={false}
                    {...form.getInputProps(`damageCatalogue.${index}.pricePerCategory.${category}`)}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          </Paper>
        );
      })}
      {error && (
        <Text fz="sm" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      )}
      {!readOnly && rows.length < maxDamageCatalogueEntries && (
        <Group>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={onAdd}>
            {t('company.addDamage')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
