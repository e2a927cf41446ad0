import { SimpleGrid, TextInput, type MantineSpacing } from '@mantine/core';

export type CardDraft = { number: string; expiry: string; cvc: string; holderName: string };
export const emptyCard: CardDraft = { number: '', expiry: '', cvc: '', holderName: '' };

type CardField = keyof CardDraft;

// The card inputs of both the customer's checkout and the staff's payment dialogs. Each caller
// brings its own labels and its own (already translated) errors, as each validates differently.
export function CardInputs({
  draft,
  onChange,
  labels,
  errors,
  spacing,
  autoFocus,
}: {
  draft: CardDraft;
  onChange: (draft: CardDraft) => void;
  labels: Record<CardField, string>;
  errors: Partial<Record<CardField, string>>;
  spacing?: MantineSpacing;
  autoFocus?: boolean;
}) {
  const set = (key: CardField) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...draft, [key]: event.currentTarget.value });
  return (
    <>
      <TextInput
        label={labels.number}
        withAsterisk
        dir="ltr"
        inputMode="numeric"
        autoComplete="cc-number"
        value={draft.number}
        error={errors.number}
        onChange={set('number')}
        data-autofocus={autoFocus || undefined}
      />
      <SimpleGrid cols={2} spacing={spacing}>
        <TextInput
          label={labels.expiry}
          placeholder="MM/YY"
          withAsterisk
          dir="ltr"
          autoComplete="cc-exp"
          value={draft.expiry}
          error={errors.expiry}
          onChange={set('expiry')}
        />
        <TextInput
          label={labels.cvc}
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
        label={labels.holderName}
        autoComplete="cc-name"
        value={draft.holderName}
        error={errors.holderName}
        onChange={set('holderName')}
      />
    </>
  );
}
