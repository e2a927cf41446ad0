import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { type QuoteBody, useCustomerQuote } from '../../../api/reservations/customer-bookings.ts';
import { CancellationTerms } from './cancellation-terms.tsx';
import { PriceLines } from './price-lines.tsx';

function promoErrorOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const detail = error.details.find((d) => d.path.replace(/^body\./, '') === 'promoCode');
  return detail?.message ?? null;
}

// Step 5: the full breakdown from POST /reservations/quote, the promo code and the terms.
export function ReviewStep({
  body,
  summary,
  onPromo,
  onNext,
}: {
  body: QuoteBody;
  summary: React.ReactNode;
  onPromo: (code: string | undefined) => void;
  onNext: () => void;
}) {
  const { t } = useTranslation('booking');
  const quote = useCustomerQuote(body);
  const [code, setCode] = useState(body.promoCode ?? '');
  const [agreed, setAgreed] = useState(false);
  const [tried, setTried] = useState(false);
  const promoError = promoErrorOf(quote.error);
  // A refused code leaves the price without it on screen, the refusal beside the code's field.
  const withoutPromo = useCustomerQuote(promoError ? { ...body, promoCode: undefined } : null);
  const shown = quote.data ?? (promoError ? withoutPromo.data : undefined);
  return (
    <Stack gap="md">
      {summary}
      <Paper withBorder radius="md" p="md">
        {shown ? (
          <Stack gap="sm">
            <PriceLines quote={shown} />
            {promoError ? (
              <Alert color="red" role="alert">
                {t('review.promoRejected')}
              </Alert>
            ) : null}
          </Stack>
        ) : quote.isPending || (promoError && withoutPromo.isPending) ? (
          <Loader role="status" size="sm" aria-label={t('review.pricing')} />
        ) : (
          <Alert color="red" role="alert">
            {promoError ? t('review.promoRejected') : t('review.quoteError')}
          </Alert>
        )}
      </Paper>
      <Group align="flex-end" wrap="nowrap" gap="xs">
        <TextInput
          style={{ flex: 1 }}
          label={t('review.promoCode')}
          value={code}
          dir="ltr"
          error={promoError}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <Button variant="light" onClick={() => onPromo(code.trim() || undefined)}>
          {t('review.apply')}
        </Button>
      </Group>
      {quote.data?.promotion ? (
        <Text fz="sm" c="teal" role="status">
          {t('review.promoApplied', { code: quote.data.promotion.code })}
        </Text>
      ) : null}
      <Paper withBorder radius="md" p="sm" mah={160} style={{ overflowY: 'auto' }}>
        <Text fz="xs" style={{ whiteSpace: 'pre-line' }}>
          {t('review.termsText')}
        </Text>
      </Paper>
      {quote.data ? <CancellationTerms currency={quote.data.currency} /> : null}
      <Checkbox
        label={t('review.agree')}
        checked={agreed}
        error={tried && !agreed ? t('review.mustAgree') : undefined}
        onChange={(event) => setAgreed(event.currentTarget.checked)}
      />
      <Button
        size="md"
        fullWidth
        disabled={!quote.data}
        onClick={() => {
          setTried(true);
          if (agreed && quote.data) onNext();
        }}
      >
        {t('review.toPayment')}
      </Button>
    </Stack>
  );
}
