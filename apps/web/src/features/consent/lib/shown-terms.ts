import { useMemo } from 'react';
import { type TermsText, termsTextHash } from '@motorpool/domain/legal-versions';
import { useTranslation } from 'react-i18next';

/**
 * The terms of service exactly as this reader sees them (the `legal` texts in their language),
 * and the fingerprint an acceptance is recorded with.
 */
export function useShownTerms(): { ready: boolean; text: TermsText; hash: string } {
  const { t, ready } = useTranslation('legal');
  const text = useMemo<TermsText>(
    () => ({
      title: t('terms.title'),
      intro: t('terms.intro'),
      sections: t('terms.sections', { returnObjects: true }) as TermsText['sections'],
    }),
    [t],
  );
  const hash = useMemo(() => (ready ? termsTextHash(text) : ''), [ready, text]);
  return { ready, text, hash };
}
