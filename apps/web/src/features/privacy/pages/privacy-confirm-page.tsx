import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Container, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { confirmPrivacyRequest } from '../../../api/privacy/privacy-requests.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { paths } from '../../../shared/config/paths.ts';

// The e-mailed link: confirming opens the request, then the page moves on to its status page
// (by the status token the confirmation answers). A used, expired or unknown link says so, in
// the server's words, with the way back to the privacy page.
export function PrivacyConfirmPage() {
  const { t } = useTranslation('privacy');
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = new URLSearchParams(window.location.search).get('token');
    if (!token) {
      setFailure(t('confirm.missing'));
      return;
    }
    confirmPrivacyRequest(token)
      .then(({ statusToken }) =>
        navigate(paths.marketing.privacyStatus.getHref(statusToken), { replace: true }),
      )
      .catch((error: unknown) =>
        setFailure(isApiError(error) ? error.message : t('confirm.failed')),
      );
  }, [navigate, t]);

  return (
    <Container size={560} py={{ base: 48, sm: 80 }} w="100%">
      <Card withBorder radius="lg" padding="xl">
        <Stack gap="lg" align="center" ta="center">
          <Title order={1} fz="h2">
            {t('confirm.title')}
          </Title>
          {failure ? (
            <>
              <Alert color="red" role="alert" w="100%">
                {failure}
              </Alert>
              <Button component={Link} to={paths.marketing.privacy.getHref()}>
                {t('confirm.again')}
              </Button>
            </>
          ) : (
            <Loader role="status" aria-label={t('confirm.working')} />
          )}
        </Stack>
      </Card>
    </Container>
  );
}
