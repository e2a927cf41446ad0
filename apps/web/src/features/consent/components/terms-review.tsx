import { Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useShownTerms } from '../lib/shown-terms.ts';
import { TermsAcceptance } from './terms-acceptance.tsx';
import { TermsTextView } from './terms-text.tsx';

// The page the terms gate shows: the current terms, as their acceptance fingerprints them, and
// the acceptance block; once accepted, the way on.
export function TermsReview({
  renewal,
  accepted,
  onAccepted,
  onContinue,
}: {
  renewal: boolean;
  accepted: boolean;
  onAccepted: () => void;
  onContinue: () => void;
}) {
  const { t } = useTranslation('consent');
  const shown = useShownTerms();
  return (
    <Container size="sm" py="lg" data-testid="terms-gate">
      <Stack gap="lg">
        <div>
          <Title order={1} fz="h2">
            {t('gate.title')}
          </Title>
          <Text c="dimmed">{renewal ? t('gate.intro') : t('gate.firstTime')}</Text>
        </div>
        {shown.ready ? <TermsTextView text={shown.text} /> : <Loader size="sm" />}
        <TermsAcceptance onAccepted={onAccepted} />
        {accepted ? (
          <div>
            <Button onClick={onContinue}>{t('gate.continue')}</Button>
          </div>
        ) : null}
      </Stack>
    </Container>
  );
}
