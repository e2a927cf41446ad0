import { Alert, Card, Container, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  downloadPrivacyArchive,
  usePrivacyRequestStatus,
} from '../../../api/privacy/privacy-requests.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { DataRightsRequestButton } from '../components/data-rights-request-button.tsx';
import { RequestDetails } from '../components/request-details.tsx';

// The requester's page on the marketing host, reached by the status link mailed when the
// request was confirmed: where it stands, by when it is answered, and the download when ready.
export function PrivacyStatusPage() {
  const { t } = useTranslation('privacy');
  const [params] = useSearchParams();
  const token = params.get('token');
  const status = usePrivacyRequestStatus(token);
  const failure = !token
    ? t('status.missing')
    : status.error
      ? isApiError(status.error)
        ? status.error.message
        : t('errors.load')
      : null;
  return (
    <Container size={640} py={{ base: 32, sm: 64 }} w="100%">
      <Card withBorder radius="lg" padding="xl">
        <Stack gap="lg">
          <Title order={1} fz="h2">
            {t('status.title')}
          </Title>
          {failure ? (
            <>
              <Alert color="red" role="alert">
                {failure}
              </Alert>
              {/* without a link, the way on is a new request */}
              {!token && <DataRightsRequestButton w="fit-content" />}
            </>
          ) : status.data && token ? (
            <RequestDetails
              request={status.data}
              download={() => downloadPrivacyArchive({ token })}
            />
          ) : (
            <Loader role="status" aria-label={t('status.title')} />
          )}
        </Stack>
      </Card>
    </Container>
  );
}
