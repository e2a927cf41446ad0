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
  const { expiryMonth: month, expiryYear: year } = cardBody(draft);
  // A month and year that read well are refused only as gone by, which the schema says in its
  // own words; anything else gets the format hint rather than a bare number range.
  const readable = month >= 1 && month <= 12 && year >= 2000 && year <= 2100;
  const refused = errors.expiryMonth ?? errors.expiryYear;
  const expiryError = refused && (readable ? refused : t('process.expiryInvalid'));
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
        expiry: expiryError,
        cvc: errors.cvc,
        holderName: errors.holderName,
      }}
    />
  );
}
