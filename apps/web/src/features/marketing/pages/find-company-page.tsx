import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { findCompany } from '../api/find-company.ts';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { companySignInUrl, companySubdomain } from '../lib/company-address.ts';

type Problem = 'invalid' | 'unknown' | 'failed' | null;

// "Log in" on the marketing site: staff and customers sign in on their company's own address,
// so the visitor names the company (subdomain or address) and is taken to its sign-in page.
export function FindCompanyPage({
  go = (url: string) => window.location.assign(url),
}: {
  go?: (url: string) => void;
}) {
  const { t } = useTranslation('marketing');
  useDocumentTitle(t('findCompany.title'));
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<Problem>(null);
  const [busy, setBusy] = useState(false);
  const example = `${t('signIn.subdomain')}.${window.location.host}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const subdomain = companySubdomain(value);
    if (!subdomain) {
      setProblem('invalid');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const found = await findCompany(subdomain);
      if (found === 'found') go(companySignInUrl(subdomain, window.location));
      else setProblem('unknown');
    } catch {
      setProblem('failed');
    } finally {
      setBusy(false);
    }
  };

  const error =
    problem === 'invalid'
      ? t('findCompany.invalid')
      : problem === 'unknown'
        ? t('findCompany.unknown', { company: `\u2068${value.trim()}\u2069` })
        : null;

  return (
    <Container size={520} py={{ base: 48, sm: 80 }}>
      <Card withBorder radius="lg" padding="xl">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="md">
            <IconBuildingStore size={32} stroke={1.6} aria-hidden />
            <Title order={1} fz="h2">
              {t('findCompany.title')}
            </Title>
            <Text c="dimmed">{t('findCompany.intro')}</Text>
            <TextInput
              label={t('findCompany.label')}
              description={
                <Trans
                  t={t}
                  i18nKey="findCompany.hint"
                  values={{ example }}
                  components={{ addr: <bdi dir="ltr" className="ltr-isolate" /> }}
                />
              }
              dir="ltr"
              autoComplete="organization"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={value}
              onChange={(event) => {
                setValue(event.currentTarget.value);
                setProblem(null);
              }}
              error={error}
              data-autofocus
            />
            {problem === 'failed' && (
              <Alert color="red" role="alert">
                {t('findCompany.failed')}
              </Alert>
            )}
            <Button type="submit" loading={busy}>
              {t('findCompany.submit')}
            </Button>
            <Text fz="sm" c="dimmed">
              {t('findCompany.askAdmin')}
            </Text>
          </Stack>
        </form>
      </Card>
    </Container>
  );
}
