import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput, ResetPasswordInput } from '@motorpool/domain/schemas/auth';
import { api } from '../../../shared/api/client.ts';

// POST /auth/forgot-password (202): always accepted, whether or not the address is known.
export function requestPasswordReset(input: ForgotPasswordInput): Promise<void> {
  return api.post<void>('/auth/forgot-password', input);
}

export function useForgotPasswordMutation() {
  return useMutation({ mutationFn: requestPasswordReset });
}

// POST /auth/reset-password: 400 INVALID_TOKEN when the link is unknown, used or expired.
export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  return api.post<unknown>('/auth/reset-password', input);
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}
