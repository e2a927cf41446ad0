import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CardInputs, type CardDraft } from '../../../shared/payments-card/card-inputs.tsx';
import type { CardInput } from '@motorpool/domain/schemas/payment';

export { emptyCard, type CardDraft } from '../../../shared/payments-card/card-inputs.tsx';

/** The card as the processor takes it, or the fields in error. */
export function readCard(draft: CardDraft): { card?: CardInput; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const number = draft.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) errors.number = 'card.numberInvalid';
  const [month = '', year = ''] = draft.expiry.split('/').map((part) => part.trim());
  const expiryMonth = Number.parseInt(month, 10);
  const expiryYear = Number.parseInt(year.length === 2 ? `20${year}` : year, 10);
  if (!(expiryMonth >= 1 && expiryMonth <= 12) || !(expiryYear >= 2000 && expiryYear <= 2100))
    errors.expiry = 'card.expiryInvalid';
  const cvc = draft.cvc.trim();
  if (!/^\d{3,4}$/.test(cvc)) errors.cvc = 'card.cvcInvalid';
  if (Object.keys(errors).length > 0) return { errors };
  const holderName = draft.holderName.trim();
  return {
    errors,
    card: { number, expiryMonth, expiryYear, cvc, ...(holderName ? { holderName } : {}) },
  };
}

const testCards = [
  { number: '4242 4242 4242 4242', outcome: 'approve' },
  { number: '4000 0000 0000 0002', outcome: 'decline' },
] as const;

// The sandbox card fields; the number goes to the processor only and is never kept.
export function CardForm({
  draft,
  errors,
  onChange,
}: {
  draft: CardDraft;
  errors: Record<string, string>;
  onChange: (draft: CardDraft) => void;
}) {
  const { t } = useTranslation('booking');
  const error = (key: string) => (errors[key] ? t(errors[key] as 'card.numberInvalid') : undefined);
  return (
    <Stack gap="sm">
      <CardInputs
        draft={draft}
        onChange={onChange}
        spacing="sm"
        labels={{
          number: t('card.number'),
          expiry: t('card.expiry'),
          cvc: t('card.cvc'),
          holderName: t('card.holder'),
        }}
        errors={{ number: error('number'), expiry: error('expiry'), cvc: error('cvc') }}
      />
      <Text fz="xs" c="dimmed">
        {t('card.testCards')}
      </Text>
      <List size="xs" c="dimmed">
        {testCards.map((card) => (
          <List.Item key={card.number}>
            <bdi dir="ltr">{card.number}</bdi> · {t(`card.${card.outcome}`)}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
