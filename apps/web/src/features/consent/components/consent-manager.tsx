// Its own styles: it also shows on first pages, whose stylesheet holds only what they need.
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import { useEffect, useId, useMemo, useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Progress, Stack, Switch, Text } from '@mantine/core';
import { currentPrivacyVersion } from '@motorpool/domain/legal-versions';
import { consentCategories } from '@motorpool/domain/marketing-lists';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { privacyBand, privacyScore } from '../lib/privacy-score.ts';
import { type Choice, rejectAll, useSaveConsent, useStoredConsent } from '../lib/use-consent.ts';

const bandColor = { high: 'teal', medium: 'yellow', low: 'red' } as const;

const same = (a: Choice, b: Choice) =>
  a.analytics === b.analytics &&
  a.marketing === b.marketing &&
  a.personalization === b.personalization;

// The consent manager (privacy page, and the banner's "Customise"): a switch per category with
// essential locked on, the privacy score of the choice being made, a warning while changes are
// unsaved (also on leaving the page), save and reset. Saving applies at once.
export function ConsentManager({ onSaved }: { onSaved?: () => void }) {
  const { t } = useTranslation('consent');
  const format = useFormat();
  // the privacy page and the banner's dialog may both hold a manager
  const uid = useId();
  const stored = useStoredConsent();
  const saved: Choice = useMemo(
    () =>
      stored
        ? {
            analytics: stored.analytics,
            marketing: stored.marketing,
            personalization: stored.personalization,
          }
        : rejectAll,
    [stored],
  );
  const [draft, setDraft] = useState<Choice>(saved);
  const [touched, setTouched] = useState(false);
  const save = useSaveConsent();
  const dirty = touched && !same(draft, saved);

  // A choice made elsewhere (the banner, another tab) shows here unless one is being edited.
  useEffect(() => {
    if (!touched) setDraft(saved);
  }, [touched, saved]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const score = privacyScore(draft);
  const band = privacyBand(score);

  const onSave = () => {
    save(draft);
    setTouched(false);
    notifySuccess(t('manager.saved'), t('manager.savedText'));
    onSaved?.();
  };

  return (
    <Stack gap="md" data-testid="consent-manager">
      <Text size="sm">{t('manager.intro', { version: currentPrivacyVersion })}</Text>
      <Stack gap="xs">
        {consentCategories.map((category) => {
          const locked = category === 'essential';
          return (
            <Paper key={category} withBorder p="sm" radius="md">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2} miw={0}>
                  <Group gap="xs">
                    <Text fw={600} id={`${uid}-${category}`}>
                      {t(`manager.categories.${category}.label`)}
                    </Text>
                    {locked ? (
                      <Badge size="xs" variant="light">
                        {t('manager.alwaysOn')}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t(`manager.categories.${category}.description`)}
                  </Text>
                </Stack>
                <Switch
                  aria-labelledby={`${uid}-${category}`}
                  checked={locked ? true : draft[category]}
                  disabled={locked}
                  onChange={(event) => {
                    if (locked) return;
                    const checked = event.currentTarget.checked;
                    setDraft((current) => ({ ...current, [category]: checked }));
                    setTouched(true);
                  }}
                />
              </Group>
            </Paper>
          );
        })}
      </Stack>
      <Stack gap={4}>
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            {t('manager.score.label')}
          </Text>
          <Text size="sm" data-testid="privacy-score">
            {t('manager.score.value', { score })} · {t(`manager.score.${band}`)}
          </Text>
        </Group>
        <Progress.Root>
          <Progress.Section
            value={score}
            color={bandColor[band]}
            aria-label={t('manager.score.label')}
            aria-valuetext={t('manager.score.value', { score })}
          />
        </Progress.Root>
      </Stack>
      {dirty ? (
        <Alert color="yellow" role="status">
          {t('manager.unsaved')}
        </Alert>
      ) : (
        <Text size="xs" c="dimmed">
          {stored
            ? t('manager.lastSaved', {
                date: format.dateTime(stored.decidedAt),
                version: stored.policyVersion,
              })
            : t('manager.notSaved')}
        </Text>
      )}
      <Group justify="flex-end" gap="xs">
        <Button
          variant="default"
          disabled={!dirty}
          onClick={() => {
            setDraft(saved);
            setTouched(false);
          }}
        >
          {t('manager.reset')}
        </Button>
        <Button onClick={onSave} disabled={stored !== null && !dirty}>
          {t('manager.save')}
        </Button>
      </Group>
    </Stack>
  );
}
