import { Button, Card, Container, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, sectionIds } from '../../../shared/config/paths.ts';

// Staff and customers sign in on their company's own host, never on the marketing site.
export function SignInSection() {
  const { t } = useTranslation('marketing');
  const example = `${t('signIn.subdomain')}.${window.location.host}`;
  return (
    <Container
      size="md"
      component="section"
      id={sectionIds.signIn}
      aria-labelledby="sign-in-title"
      py={{ base: 48, sm: 72 }}
    >
      <Card withBorder padding="xl" radius="lg">
        <Group wrap="nowrap" align="flex-start" gap="lg">
          <ThemeIcon size={48} radius="md" aria-hidden>
            <IconLogin size={26} stroke={1.6} />
          </ThemeIcon>
          <div>
            <Title order={2} fz="h3" id="sign-in-title" mb="xs">
              {t('signIn.title')}
            </Title>
            <Text c="dimmed">
              <Trans
                t={t}
                i18nKey="signIn.body"
                values={{ example }}
                components={{ addr: <bdi dir="ltr" className="ltr-isolate" /> }}
              />
            </Text>
            <Button component={Link} to={paths.marketing.signIn.getHref()} mt="md" variant="light">
              {t('findCompany.open')}
            </Button>
          </div>
        </Group>
      </Card>
    </Container>
  );
}
