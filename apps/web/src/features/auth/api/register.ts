import { useMutation } from '@tanstack/react-query';
import type { RegistrationInput } from '@motorpool/domain/schemas/auth';
import { api } from '../../../shared/api/client.ts';
import type { AuthResponse } from '../../../shared/auth/session-store.ts';

export type RegistrationResult =
  ({ verificationRequired: false } & AuthResponse) | { verificationRequired: true; email: string };

// POST /auth/register → signed in straight away, or an e-mail to confirm first.
export function register(input: RegistrationInput): Promise<RegistrationResult> {
  return api.post<RegistrationResult>('/auth/register', input);
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}

// POST /auth/verify-email {token} → tokens (the link in the confirmation e-mail).
export function verifyEmail(token: string): Promise<AuthResponse> {
  return api.post<AuthResponse>('/auth/verify-email', { token });
}
