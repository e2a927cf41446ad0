import { useEffect, useRef, useState } from 'react';
import { IconLogin } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getProfile } from '../../../shared/auth/get-profile.ts';
import { startSession, updateTokens } from '../../../shared/auth/session-store.ts';
import { completeOidcSignIn } from '../api/oidc-complete.ts';
import { AuthStatusCard } from '../components/auth-status-card.tsx';

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

  return (
    <AuthStatusCard
      failed={failed}
      icon={<IconLogin size={28} />}
      title={t('oidc.title')}
      failure={{ title: t('oidc.failedTitle'), description: t('oidc.failedBody') }}
    />
  );
}
