import { useEffect, useRef, useState } from 'react';
import { Button, Loader, Stack } from '@mantine/core';
import { IconAlertCircle, IconLogin } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getProfile } from '../../../shared/auth/get-profile.ts';
import { startSession, updateTokens } from '../../../shared/auth/session-store.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { authPaths } from '../lib/auth-paths.ts';

// Where social sign-in lands: the server put our tokens in the URL fragment (never sent to a
// server); keep them, load the profile, and continue where the user was going.
export function OidcCompletePage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    window.history.replaceState(null, '', window.location.pathname);
    const access = fragment.get('access_token');
    const refresh = fragment.get('refresh_token');
    const returnTo = fragment.get('returnTo') ?? '/';
    if (!access || !refresh) {
      setFailed(true);
      return;
    }
    updateTokens({ access_token: access, refresh_token: refresh });
    getProfile()
      .then(async (user) => {
        startSession({ user, access_token: access, refresh_token: refresh });
        await navigate(returnTo.startsWith('/') ? returnTo : '/', { replace: true });
      })
      .catch(() => setFailed(true));
  }, [navigate]);

  if (failed) {
    return (
      <AuthCard
        icon={<IconAlertCircle size={28} />}
        title={t('oidc.failedTitle')}
        description={t('oidc.failedBody')}
      >
        <Button component={Link} to={authPaths.customerLogin}>
          {t('forgot.backToLogin')}
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard icon={<IconLogin size={28} />} title={t('oidc.title')}>
      <Stack align="center">
        <Loader role="status" aria-label={t('oidc.title')} />
      </Stack>
    </AuthCard>
  );
}
