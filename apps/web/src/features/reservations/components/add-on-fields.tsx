import { Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core';
import type { LookupView } from '@motorpool/domain/schemas/lookup';
import { addOnLookupTypes, type AddOnLookupType } from '@motorpool/domain/schemas/reservation';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useAddOnChoices } from '../../../api/lookups/add-ons.ts';

type AddOnFieldsProps = {
  value: Record<string, number>;
  onChange: (value: Record<string, number>) => void;
};

function AddOnGroup({ type, value, onChange }: AddOnFieldsProps & { type: AddOnLookupType }) {
  const { t } = useTranslation('reservations');
  const { language } = useLanguage();
  const choices = useAddOnChoices(type);
  const rows: LookupView[] = choices.data ?? [];
  const set = (code: string, quantity: number) => onChange({ ...value, [code]: quantity });
  if (rows.length === 0) return null;
  return (
    <Stack gap="xs">
      <Text fz="sm" fw={600}>
        {t(`form.addOns.${type}`)}
      </Text>
      {rows.map((lookup) => {
        const quantity = value[lookup.code] ?? 0;
        const name = language === 'ar' && lookup.nameAr ? lookup.nameAr : lookup.name;
        return (
          <Group key={lookup.code} justify="space-between" wrap="nowrap" gap="sm">
            <Checkbox
              label={<bdi>{name}</bdi>}
              description={lookup.description}
              checked={quantity > 0}
              onChange={(event) => set(lookup.code, event.currentTarget.checked ? 1 : 0)}
            />
            {quantity > 0 && (
              <NumberInput
                aria-label={t('form.addOns.quantity', { name })}
                min={1}
                max={10}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="strict"
                value={quantity}
                onChange={(next) => set(lookup.code, Math.max(1, Number(next) || 1))}
                w={88}
              />
            )}
          </Group>
        );
      })}
    </Stack>
  );
}

// Insurance options and extras (lookups); their prices come back in the API's quote.
export function AddOnFields(props: AddOnFieldsProps) {
  return (
    <Stack gap="md">
      {addOnLookupTypes.map((type) => (
        <AddOnGroup key={type} type={type} {...props} />
      ))}
    </Stack>
  );
}
