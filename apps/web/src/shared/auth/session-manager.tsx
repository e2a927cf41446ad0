import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error.ts';
import { notifyError } from '../ui/notify.ts';
import { ownsItsErrors } from '../lib/query-client.ts';
import { permissionsQueryOptions, profileQueryOptions } from './get-profile.ts';
import {
  acknowledgeExpired,
  reloadSessionFromStorage,
  setServerPermissions,
  setSessionUser,
} from './session-store.ts';
import { scheduleSessionCheck, stopSessionTimers } from './session-timers.ts';
import { useSession } from './use-current-user.ts';

// Keeps the session alive while the app runs (rendered once, inside the router): checks the
// tokens on load and whenever they change (debounced), loads the profile and the server's
// permissions once a token exists, and turns an expired session into a message and a redirect.
export function SessionManager() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const userId = session.user?.id ?? null;
  const signedIn = session.accessToken !== null;

  useEffect(() => {
    scheduleSessionCheck();
  }, [session.accessToken]);

  useEffect(() => () => stopSessionTimers(), []);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith('motorpool.')) {
        reloadSessionFromStorage();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // A failed profile has its own toast below.
  const profile = useQuery({
    ...profileQueryOptions(userId),
    enabled: signedIn,
    meta: ownsItsErrors,
  });
  // Platform administrators have no company, so no company permissions to fetch.
  const inTenant = signedIn && !!session.user?.tenantId;
  const permissions = useQuery({ ...permissionsQueryOptions(userId), enabled: inTenant });

  useEffect(() => {
    if (profile.data) setSessionUser(profile.data);
  }, [profile.data]);

  useEffect(() => {
    const list = permissions.data?.effectivePermissions;
    if (Array.isArray(list)) setServerPermissions(list);
  }, [permissions.data]);

  const profileError = profile.error;
  useEffect(() => {
    if (!profileError) return;
    if (isApiError(profileError) && profileError.status === 401) return;
    notifyError(t('session.profileFailed'), t('session.tryAgain'));
  }, [profileError, t]);

  const expired = session.expired;
  useEffect(() => {
    if (!expired) return;
    notifyError(t('session.expired'), t('session.signInAgain'));
    acknowledgeExpired();
    if (!location.pathname.endsWith('/auth/login')) {
      void navigate(expired.loginPath, {
        replace: true,
        state: { from: `${location.pathname}${location.search}` },
      });
    }
  }, [expired, navigate, location.pathname, location.search, t]);

  return null;
}
