import { Alert, Button, Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core';
import { addOnLookupTypes, type AddOnLookupType } from '@motorpool/domain/schemas/reservation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useAddOnChoices } from '../../../api/lookups/add-ons.ts';

type AddOns = Record<string, number>;

function Group_({
  type,
  value,
  onChange,
}: {
  type: AddOnLookupType;
  value: AddOns;
  onChange: (value: AddOns) => void;
}) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const rows = useAddOnChoices(type).data ?? [];
  if (rows.length === 0) return null;
  return (
    <Stack gap="xs" role="group" aria-label={t(`extras.${type}`)}>
      <Text fw={600}>{t(`extras.${type}`)}</Text>
      {rows.map((lookup) => {
        const quantity = value[lookup.code] ?? 0;
        const name = language === 'ar' && lookup.nameAr ? lookup.nameAr : lookup.name;
        const set = (n: number) => onChange({ ...value, [lookup.code]: n });
        return (
          <Group key={lookup.code} justify="space-between" wrap="nowrap" gap="sm">
            <Checkbox
              label={<bdi>{name}</bdi>}
              description={lookup.description}
              checked={quantity > 0}
              onChange={(event) => set(event.currentTarget.checked ? 1 : 0)}
            />
            {quantity > 0 && type === 'EXTRA' ? (
              <NumberInput
                aria-label={t('extras.quantity', { name })}
                min={1}
                max={10}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="strict"
                value={quantity}
                onChange={(next) => set(Math.max(1, Number(next) || 1))}
                w={80}
              />
            ) : null}
          </Group>
        );
      })}
    </Stack>
  );
}

// Step 3: insurance options and extras (the company's lookups); their prices come with the
// quote at review. Lookups are for signed-in customers: a visitor adds them after signing in.
export function ExtrasStep({
  value,
  signedIn,
  onNext,
}: {
  value: AddOns;
  signedIn: boolean;
  onNext: (addOns: AddOns) => void;
}) {
  const { t } = useTranslation('booking');
  const [draft, setDraft] = useState(value);
  return (
    <Stack gap="md">
      {signedIn ? (
        addOnLookupTypes.map((type) => (
          <Group_ key={type} type={type} value={draft} onChange={setDraft} />
        ))
      ) : (
        <Alert color="blue">{t('extras.signInFirst')}</Alert>
      )}
      <Button size="md" fullWidth onClick={() => onNext(draft)}>
        {t('next')}
      </Button>
    </Stack>
  );
}
