import { useEffect, useRef, useState } from 'react';
import { Button } from '@mantine/core';
import { IconBuildingPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmSignup } from '../../../api/signup/signup.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { paths } from '../../../shared/config/paths.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { StatusCard } from '../components/status-card.tsx';
import { welcomeUrl } from '../lib/company-host.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

// The e-mailed link: confirming creates the company, then the browser moves to the company's
// own address carrying the single-use hand-over code. A used, expired or unknown link says so,
// in the server's words, with the way back to the form.
export function SignupConfirmPage({
  go = (url: string) => window.location.replace(url),
}: {
  go?: (url: string) => void;
}) {
  const { t } = useTranslation('signup');
  const { language } = useLanguage();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  usePageTitle(t('confirm.title'));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = new URLSearchParams(window.location.search).get('token');
    if (!token) {
      setFailure(t('confirm.missing'));
      return;
    }
    confirmSignup(token)
      .then(({ subdomain, handoffCode }) =>
        go(welcomeUrl(subdomain, handoffCode, language, window.location)),
      )
      .catch((error: unknown) =>
        setFailure(isApiError(error) ? error.message : t('confirm.failed')),
      );
  }, [go, language, t]);

  return (
    <StatusCard
      icon={<IconBuildingPlus size={28} aria-hidden />}
      title={t('confirm.title')}
      failure={failure}
      action={
        <Button component={Link} to={paths.marketing.signup.getHref()}>
          {t('confirm.again')}
        </Button>
      }
    />
  );
}
