import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../../shared/forms/schema-errors.ts';
import { CardInputs, type CardDraft } from '../../../../shared/payments-card/card-inputs.tsx';

export { emptyCard, type CardDraft } from '../../../../shared/payments-card/card-inputs.tsx';

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
  const expiryError = errors.expiryMonth ?? errors.expiryYear;
  return (
    <CardInputs
      draft={draft}
      onChange={onChange}
      autoFocus
      labels={{
        number: t('process.cardNumber'),
        expiry: t('process.expiry'),
        cvc: t('process.cvc'),
        holderName: t('process.holder'),
      }}
      errors={{
        number: errors.number,
        expiry: expiryError && t('process.expiryInvalid'),
        cvc: errors.cvc,
        holderName: errors.holderName,
      }}
    />
  );
}
