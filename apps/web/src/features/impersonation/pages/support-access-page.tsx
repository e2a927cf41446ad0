import { useState } from 'react';
import { Button, Card, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFragmentHandoff } from '../../../shared/auth/use-fragment-handoff.ts';
import { paths } from '../../../shared/config/paths.ts';
import { redeemImpersonationHandoff } from '../../../api/impersonation/impersonation.ts';

// Where "Enter as support" lands on the company's host: the hand-over code is traded for the
// visit's token, which has no refresh token and ends with the visit; then the back office opens
// with the support banner.
export function SupportAccessPage() {
  const { t } = useTranslation('impersonation');
  const [failed, setFailed] = useState(false);
  useFragmentHandoff({
    exchange: redeemImpersonationHandoff,
    landOn: () => paths.admin.root.getHref(),
    onFailure: () => setFailed(true),
  });

  return (
    <Center py="xl">
      <Card withBorder maw={480} p="lg">
        <Stack align="center" ta="center">
          {failed ? (
            <>
              <Title order={3}>{t('handoff.failedTitle')}</Title>
              <Text c="dimmed">{t('handoff.failedBody')}</Text>
              <Button variant="light" onClick={() => window.close()}>
                {t('enter.cancel')}
              </Button>
            </>
          ) : (
            <>
              <Loader />
              <Title order={3}>{t('handoff.title')}</Title>
            </>
          )}
        </Stack>
      </Card>
    </Center>
  );
}
