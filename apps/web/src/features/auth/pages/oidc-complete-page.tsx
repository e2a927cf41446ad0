import { useState } from 'react';
import { IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFragmentHandoff } from '../../../shared/auth/use-fragment-handoff.ts';
import { completeOidcSignIn } from '../api/oidc-complete.ts';
import { AuthStatusCard } from '../components/auth-status-card.tsx';

// Where social sign-in lands: the code in the fragment and a matching cookie on this browser
// are traded for tokens, and the user continues where they were going.
const inAppPath = /^\/(?![/\\])/;

export function OidcCompletePage() {
  const { t } = useTranslation('auth');
  const [failed, setFailed] = useState(false);
  useFragmentHandoff({
    exchange: completeOidcSignIn,
    landOn: (fragment) => {
      const returnTo = fragment.get('returnTo') ?? '/';
      return inAppPath.test(returnTo) ? returnTo : '/';
    },
    onFailure: () => setFailed(true),
  });

  return (
    <AuthStatusCard
      failed={failed}
      icon={<IconLogin size={28} />}
      title={t('oidc.title')}
      failure={{ title: t('oidc.failedTitle'), description: t('oidc.failedBody') }}
    />
  );
}
