import { useEffect, useRef, useState } from 'react';
import { IconMailCheck } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { startSession } from '../../../shared/auth/session-store.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { verifyEmail } from '../api/register.ts';
import { AuthStatusCard } from '../components/auth-status-card.tsx';

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

  return (
    <AuthStatusCard
      failed={failed}
      icon={<IconMailCheck size={28} />}
      title={t('verify.title')}
      failure={{ title: t('verify.failedTitle'), description: t('reset.invalidBody') }}
    />
  );
}
