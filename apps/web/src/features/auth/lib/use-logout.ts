import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { endSession, getSessionState, loginPathFor } from '../../../shared/auth/session-store.ts';
import { stopSessionTimers } from '../../../shared/auth/session-timers.ts';
import { notifyLoading, notifyOutcome } from '../../../shared/ui/notify.ts';
import { logout } from '../api/logout.ts';

const toastId = 'auth-logout';

// Logout: 'Logging out...', then success or an error toast. The tokens are
// cleared locally whatever the server answered: the user asked to leave.
export function useLogout() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();

  return async () => {
    const { activeRole, user } = getSessionState();
    const loginPath = loginPathFor(activeRole ?? user?.roles[0] ?? null, window.location.pathname);
    notifyLoading(toastId, t('logout.loading'), t('logout.wait'));
    let failure: unknown = null;
    try {
      await logout();
    } catch (error) {
      failure = error;
    }
    stopSessionTimers();
    endSession();
    if (failure) {
      const title =
        isApiError(failure) && failure.code !== 'INVALID_RESPONSE' && failure.message
          ? failure.message
          : t('logout.failed');
      notifyOutcome(toastId, 'error', title, t('logout.tryAgain'));
    } else {
      notifyOutcome(toastId, 'success', t('logout.success'), t('logout.seeYou'));
    }
    await navigate(loginPath, { replace: true });
  };
}
