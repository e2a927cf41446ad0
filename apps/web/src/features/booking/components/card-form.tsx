import { Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { cardExpired } from '@motorpool/domain/card-expiry';
import type { CardInput } from '@motorpool/domain/schemas/payment';
import { CardInputs, type CardDraft } from '../../../shared/payments-card/card-inputs.tsx';
import { SandboxCardList, sandboxExpiry } from '../../../shared/payments-card/sandbox-cards.tsx';

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
  else if (cardExpired(expiryMonth, expiryYear)) errors.expiry = 'card.expired';
  const cvc = draft.cvc.trim();
  if (!/^\d{3,4}$/.test(cvc)) errors.cvc = 'card.cvcInvalid';
  if (Object.keys(errors).length > 0) return { errors };
  const holderName = draft.holderName.trim();
  return {
    errors,
    card: { number, expiryMonth, expiryYear, cvc, ...(holderName ? { holderName } : {}) },
  };
}

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
      <SandboxCardList
        size="xs"
        dimmed
        outcomes={{ approve: t('card.approve'), decline: t('card.decline') }}
        hint={
          <Trans
            t={t}
            i18nKey="card.testExpiry"
            values={{ expiry: sandboxExpiry() }}
            components={{ ltr: <bdi dir="ltr" /> }}
          />
        }
      />
    </Stack>
  );
}
