import { useState } from 'react';
import { Alert, Button, Checkbox, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { currentTermsVersion } from '@motorpool/domain/legal-versions';
import { useTranslation } from 'react-i18next';
import { useAcceptTerms, useTermsStatus } from '../../../api/consent/consent.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useSession } from '../../../shared/auth/use-current-user.ts';
import { isVisitToken } from '../../../shared/auth/jwt.ts';
import { paths } from '../../../shared/config/paths.ts';
import { pageCompany } from '../../../shared/config/page-company.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { modals } from '../../../shared/ui/modals.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { useShownTerms } from '../lib/shown-terms.ts';

// A visitor's tick in a browser would prove nothing about who agreed, and everyone agrees to
// the terms when they register or sign their company up: so a visitor is told that, and only a
// signed-in account records an acceptance (account, time, version and the text's fingerprint).
export function TermsAcceptance({ onAccepted }: { onAccepted?: () => void }) {
  const { t } = useTranslation('consent');
  const { accessToken } = useSession();
  if (!accessToken) return <VisitorNotice />;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="terms-acceptance">
      <Title order={2} fz="h4" id="terms-acceptance" mb="sm">
        {t('terms.title')}
      </Title>
      <AccountAcceptance visiting={isVisitToken(accessToken)} onAccepted={onAccepted} />
    </Paper>
  );
}

function VisitorNotice() {
  const { t } = useTranslation('consent');
  const signIn = pageCompany() ? paths.auth.login.getHref() : paths.marketing.signIn.getHref();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="terms-acceptance">
      <Title order={2} fz="h4" id="terms-acceptance" mb="sm">
        {t('terms.title')}
      </Title>
      <Text mb="sm">{t('terms.visitor')}</Text>
      <Button component="a" href={signIn} variant="light">
        {t('terms.signIn')}
      </Button>
    </Paper>
  );
}

function AccountAcceptance({
  visiting,
  onAccepted,
}: {
  visiting: boolean;
  onAccepted?: (() => void) | undefined;
}) {
  const { t } = useTranslation('consent');
  const format = useFormat();
  const status = useTermsStatus(true);
  const accept = useAcceptTerms();
  const shown = useShownTerms();
  const [ticked, setTicked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [thanked, setThanked] = useState(false);
  const version = currentTermsVersion;

  if (status.isPending || !shown.ready) return <Loader size="sm" />;
  const acceptance = status.data?.acceptance ?? null;
  if (thanked && acceptance) {
    return (
      <Alert
        color="teal"
        icon={<IconCircleCheck aria-hidden />}
        title={t('terms.thanks')}
        role="status"
      >
        {t('terms.thanksText', { version, date: format.dateTime(acceptance.acceptedAt) })}
      </Alert>
    );
  }
  if (status.data?.currentAccepted && acceptance) {
    return (
      <Text>
        {t('terms.acceptedOn', {
          version: acceptance.version,
          date: format.dateTime(acceptance.acceptedAt),
        })}
      </Text>
    );
  }

  const record = () =>
    accept.mutate(
      { version, textHash: shown.hash, accepted: true },
      {
        onSuccess: () => {
          setThanked(true);
          onAccepted?.();
        },
        // a refused version or text says why beside the box; anything else is a failure toast
        onError: (failure) =>
          isApiError(failure) && failure.status === 400
            ? setError(failure.message)
            : notifyFailure(t('terms.accept'), t('terms.failed'), failure),
      },
    );

  const onAccept = () => {
    if (!ticked) {
      setError(t('terms.mustAgree'));
      return;
    }
    modals.openConfirmModal({
      title: t('terms.confirmTitle'),
      children: <Text size="sm">{t('terms.confirmMessage', { version })}</Text>,
      labels: { confirm: t('terms.confirm'), cancel: t('terms.cancel') },
      onConfirm: record,
    });
  };

  return (
    <Stack gap="md">
      <Checkbox
        label={t('terms.checkbox', { version })}
        checked={ticked}
        error={error}
        onChange={(event) => {
          setTicked(event.currentTarget.checked);
          if (event.currentTarget.checked) setError(null);
        }}
      />
      <div>
        <Button onClick={onAccept} loading={accept.isPending} disabled={visiting}>
          {t('terms.accept')}
        </Button>
      </div>
    </Stack>
  );
}
