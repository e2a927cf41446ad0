import { useEffect, useRef, useState } from 'react';
import { Button, Loader, Stack } from '@mantine/core';
import { IconAlertCircle, IconLogin } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getProfile } from '../../../shared/auth/get-profile.ts';
import { startSession, updateTokens } from '../../../shared/auth/session-store.ts';
import { completeOidcSignIn } from '../api/oidc-complete.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { authPaths } from '../lib/auth-paths.ts';

// Where social sign-in lands: the server put a single-use code in the URL fragment (never sent
// in a request line or logged) and a matching cookie on this browser; trade them for tokens,
// load the profile, and continue where the user was going.
const inAppPath = /^\/(?![/\\])/;

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
    const code = fragment.get('code');
    const returnTo = fragment.get('returnTo') ?? '/';
    if (!code) {
      setFailed(true);
      return;
    }
    completeOidcSignIn(code)
      .then(async (tokens) => {
        updateTokens(tokens);
        const user = await getProfile();
        startSession({ user, ...tokens });
        await navigate(inAppPath.test(returnTo) ? returnTo : '/', { replace: true });
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
