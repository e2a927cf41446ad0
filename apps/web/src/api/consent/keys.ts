import { authKeys } from '../../shared/auth/get-profile.ts';

// The signed-in account's own consent and terms acceptance, under the session's keys so signing
// out clears them.
export const consentKeys = {
  consent: () => [...authKeys.all, 'consent'] as const,
  terms: () => [...authKeys.all, 'terms-acceptance'] as const,
};
