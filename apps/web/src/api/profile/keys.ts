import { authKeys } from '../../shared/auth/get-profile.ts';

// The signed-in account's own profile, under the session's keys so signing out clears it.
export const profileKeys = {
  own: () => [...authKeys.all, 'own-profile'] as const,
};
