import { useEffect, useRef, useState } from 'react';
import { Button, Loader, Stack } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { startSession } from '../../../shared/auth/session-store.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { verifyEmail } from '../api/register.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { authPaths } from '../lib/auth-paths.ts';

// The link of the confirmation e-mail: confirms the address once, signs in, goes home.
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [failed, setFailed] = useState(token === '');
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    verifyEmail(token)
      .then(async (response) => {
        startSession(response);
        notifySuccess(t('verify.successTitle'), t('register.successBody'));
        await navigate('/', { replace: true });
      })
      .catch(() => setFailed(true));
  }, [token, navigate, t]);

  if (failed) {
    return (
      <AuthCard
        icon={<IconAlertCircle size={28} />}
        title={t('verify.failedTitle')}
        description={t('reset.invalidBody')}
      >
        <Button component={Link} to={authPaths.customerLogin}>
          {t('forgot.backToLogin')}
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard icon={<IconMailCheck size={28} />} title={t('verify.title')}>
      <Stack align="center">
        <Loader role="status" aria-label={t('verify.title')} />
      </Stack>
    </AuthCard>
  );
}
