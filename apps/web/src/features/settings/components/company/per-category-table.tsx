import { NumberInput, Table, Text } from '@mantine/core';
import { vehicleCategories } from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import type { FieldForm } from './field-form.ts';

type PerCategoryTableProps = {
  form: FieldForm;
  // The form path of the group's per-category object (kmAllowancePerDay).
  path: string;
  caption: string;
  // The value column's heading, also each field's name with its category.
  valueLabel: string;
  // Shown in an empty field: what leaving it blank means.
  blankMeans: string;
  decimals: number;
};

// One number per vehicle category, as a two-column table that fits a phone.
export function PerCategoryTable({
  form,
  path,
  caption,
  valueLabel,
  blankMeans,
  decimals,
}: PerCategoryTableProps) {
  const { t } = useTranslation(['settings', 'vehicles']);
  return (
    <Table.ScrollContainer minWidth={280} maw={560}>
      <Table verticalSpacing={6} withTableBorder captionSide="top">
        <Table.Caption ta="start">
          <Text component="span" fw={600} fz="sm" c="var(--mantine-color-text)">
            {caption}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('company.category')}</Table.Th>
            <Table.Th scope="col">{valueLabel}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {vehicleCategories.map((category) => {
            const name = t(`vehicles:category.${category}`);
            return (
              <Table.Tr key={category}>
                <Table.Th scope="row" fw={400}>
                  {name}
                </Table.Th>
                <Table.Td>
                  <NumberInput
                    aria-label={t('company.valueFor', { value: valueLabel, category: name })}
                    placeholder={blankMeans}
                    size="xs"
                    miw={110}
                    decimalScale={decimals}
                    fixedDecimalScale={decimals > 0}
                    allowNegative={false}
                    {...form.getInputProps(`${path}.${category}`)}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
