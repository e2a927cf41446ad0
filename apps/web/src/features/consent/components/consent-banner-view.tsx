import { Button, Group, Paper, Text } from '@mantine/core';
import { currentPrivacyVersion } from '@motorpool/domain/legal-versions';
import { useTranslation } from 'react-i18next';

type Actions = { onAcceptAll?: () => void; onRejectAll?: () => void; onCustomise?: () => void };

// The banner as it looks, for the app and for the first pages' static copies
// (app/static-shell): fixed over the bottom of the page, so it moves nothing, with small text so
// it is never the largest paint; accept, reject and customise side by side, alike. In a copy,
// shell-script.js reads the data attributes: it hides the banner when a current choice is
// stored, and stores accept or reject itself, before any of the app has loaded.
export function ConsentBannerView({ onAcceptAll, onRejectAll, onCustomise }: Actions) {
  const { t } = useTranslation('consent');
  return (
    <Paper
      component="section"
      aria-label={t('banner.label')}
      data-testid="consent-banner"
      data-consent-banner
      data-policy-version={currentPrivacyVersion}
      shadow="md"
      withBorder
      radius={0}
      p="sm"
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      style={{ zIndex: 300 }}
    >
      <Group justify="space-between" gap="sm" maw={1100} mx="auto" wrap="wrap">
        <Text size="xs" maw={620} style={{ flex: '1 1 260px' }}>
          {t('banner.text')}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button size="xs" data-consent-action="accept" onClick={onAcceptAll}>
            {t('banner.acceptAll')}
          </Button>
          <Button size="xs" data-consent-action="reject" onClick={onRejectAll}>
            {t('banner.rejectAll')}
          </Button>
          <Button size="xs" variant="default" data-consent-action="customise" onClick={onCustomise}>
            {t('banner.customise')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
