import { useState } from 'react';
import { Anchor, Button, Card, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { trialDays } from '@motorpool/domain/value-lists';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { SignupForm } from '../components/signup-form.tsx';
import { planFrom } from '../lib/signup-values.ts';

// "Get started" on the marketing site: the company and its administrator, then an e-mail whose
// link creates the company and signs the administrator in on its own address.
export function SignupPage() {
  const { t } = useTranslation('signup');
  const [params] = useSearchParams();
  const [sentTo, setSentTo] = useState<string | null>(null);
  usePageTitle(sentTo ? t('sent.title') : t('title'));

  return (
    <Container size={640} py={{ base: 32, sm: 64 }}>
      <Card withBorder radius="lg" padding="xl">
        {sentTo ? (
          <Stack gap="md" align="center" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
              <IconMailCheck size={28} />
            </ThemeIcon>
            <Title order={1} fz="h2">
              {t('sent.title')}
            </Title>
            <Text role="status">
              <Trans
                t={t}
                i18nKey="sent.body"
                values={{ email: sentTo }}
                components={{ addr: <bdi dir="ltr" className="ltr-isolate" /> }}
              />
            </Text>
            <Text c="dimmed" fz="sm">
              {t('sent.hint')}
            </Text>
            <Button variant="default" onClick={() => setSentTo(null)}>
              {t('sent.again')}
            </Button>
          </Stack>
        ) : (
          <Stack gap="lg">
            <Stack gap={6}>
              <Title order={1} fz="h2">
                {t('title')}
              </Title>
              <Text c="dimmed">{t('intro', { days: trialDays })}</Text>
            </Stack>
            <SignupForm plan={planFrom(params.get('plan'))} onSent={setSentTo} />
            <Text fz="sm" c="dimmed" ta="center">
              {t('haveCompany')}{' '}
              <Anchor component={Link} to={paths.marketing.signIn.getHref()} fw={600}>
                {t('signIn')}
              </Anchor>
            </Text>
          </Stack>
        )}
      </Card>
    </Container>
  );
}
