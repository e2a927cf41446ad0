import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LoginInput } from '@motorpool/domain/schemas/login';
import { startSession } from '../../../shared/auth/session-store.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notifyLoading, notifyOutcome } from '../../../shared/ui/notify.ts';
import { useLoginMutation } from '../api/login.ts';
import { destinationAfterLogin } from './destination.ts';
import { loginErrorOf, type LoginError } from './login-error.ts';
import { loginWaitText } from './login-wait.ts';

const toastId = 'auth-login';

export function fromOfState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const from = (state as Record<string, unknown>).from;
  return typeof from === 'string' ? from : null;
}

// Sign-in: a loading toast, then success (user and tokens stored, off to the
// role's layout or /roles) or an error toast titled with the mapped message (too many
// attempts: with how long to wait). A user without roles is refused and nothing is stored.
export function useLogin() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const mutation = useLoginMutation();
  const { config } = useLanguage();

  const messageOf = ({ key, serverMessage, retryAfterSeconds }: LoginError): string => {
    if (serverMessage) return serverMessage;
    if (retryAfterSeconds !== undefined) {
      return t('login.errors.rateLimitedFor', {
        wait: loginWaitText(retryAfterSeconds, config.intlLocale),
      });
    }
    return t(`login.errors.${key}`);
  };

  const submit = async (input: LoginInput) => {
    notifyLoading(toastId, t('login.toast.signingIn'), t('login.toast.wait'));
    try {
      const response = await mutation.mutateAsync(input);
      const roles = response.user?.roles ?? [];
      if (roles.length === 0) {
        notifyOutcome(toastId, 'error', t('login.errors.forbidden'), t('login.toast.noRoles'));
        return;
      }
      startSession(response);
      notifyOutcome(
        toastId,
        'success',
        t('login.toast.success'),
        t('login.toast.welcome', { name: response.user.firstName || response.user.email }),
      );
      await navigate(destinationAfterLogin(roles, fromOfState(location.state)), { replace: true });
    } catch (error) {
      notifyOutcome(toastId, 'error', messageOf(loginErrorOf(error)), t('login.toast.failed'));
    }
  };

  return { submit, pending: mutation.isPending };
}
