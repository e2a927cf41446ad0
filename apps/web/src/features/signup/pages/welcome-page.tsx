import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { completeSignupHandoff } from '../../../api/signup/signup.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useFragmentHandoff } from '../../../shared/auth/use-fragment-handoff.ts';
import { paths } from '../../../shared/config/paths.ts';
import { StatusCard } from '../components/status-card.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

// The new company's first page: the confirmation's hand-over code signs the administrator in,
// and the back office opens.
export function WelcomePage() {
  const { t } = useTranslation('signup');
  const [failure, setFailure] = useState<string | null>(null);
  usePageTitle(t('welcome.title'));
  useFragmentHandoff({
    exchange: completeSignupHandoff,
    landOn: () => paths.admin.dashboard.getHref(),
    onFailure: (error) =>
      setFailure(
        error === null
          ? t('welcome.missing')
          : isApiError(error)
            ? error.message
            : t('welcome.failed'),
      ),
  });

  return (
    <StatusCard
      icon={<IconLogin size={28} aria-hidden />}
      title={t('welcome.title')}
      failure={failure}
      action={
        <Button component={Link} to={paths.auth.adminLogin.getHref()}>
          {t('welcome.signIn')}
        </Button>
      }
    />
  );
}
