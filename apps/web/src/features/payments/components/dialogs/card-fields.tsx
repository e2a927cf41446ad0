import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../../shared/forms/schema-errors.ts';

export type CardDraft = { number: string; expiry: string; cvc: string; holderName: string };
export const emptyCard: CardDraft = { number: '', expiry: '', cvc: '', holderName: '' };

/** "MM/YY" or "MM/YYYY" as the month and the full year; unreadable parts stay NaN. */
export function cardBody(draft: CardDraft) {
  const [month = '', year = ''] = draft.expiry.split('/').map((part) => part.trim());
  const fullYear = year.length === 2 ? `20${year}` : year;
  const holderName = draft.holderName.trim();
  return {
    number: draft.number,
    expiryMonth: Number.parseInt(month, 10),
    expiryYear: Number.parseInt(fullYear, 10),
    cvc: draft.cvc.trim(),
    ...(holderName ? { holderName } : {}),
  };
}

// The card as the processor takes it: the number goes to the gateway and is never kept.
export function CardFields({
  draft,
  errors,
  onChange,
}: {
  draft: CardDraft;
  errors: FieldErrors;
  onChange: (draft: CardDraft) => void;
}) {
  const { t } = useTranslation('payments');
  const set = (key: keyof CardDraft) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...draft, [key]: event.currentTarget.value });
  const expiryError = errors.expiryMonth ?? errors.expiryYear;
  return (
    <>
      <TextInput
        label={t('process.cardNumber')}
        withAsterisk
        dir="ltr"
        inputMode="numeric"
        autoComplete="cc-number"
        value={draft.number}
        error={errors.number}
        onChange={set('number')}
        data-autofocus
      />
      <SimpleGrid cols={2}>
        <TextInput
          label={t('process.expiry')}
          placeholder="MM/YY"
          withAsterisk
          dir="ltr"
          autoComplete="cc-exp"
          value={draft.expiry}
          error={expiryError && t('process.expiryInvalid')}
          onChange={set('expiry')}
        />
        <TextInput
          label={t('process.cvc')}
          withAsterisk
          dir="ltr"
          inputMode="numeric"
          autoComplete="cc-csc"
          value={draft.cvc}
          error={errors.cvc}
          onChange={set('cvc')}
        />
      </SimpleGrid>
      <TextInput
        label={t('process.holder')}
        autoComplete="cc-name"
        value={draft.holderName}
        error={errors.holderName}
        onChange={set('holderName')}
      />
    </>
  );
}
