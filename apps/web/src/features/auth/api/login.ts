import { useMutation } from '@tanstack/react-query';
import type { LoginInput } from '@motorpool/domain/schemas/login';
import { api } from '../../../shared/api/client.ts';
import type { AuthResponse } from '../../../shared/auth/session-store.ts';

// POST /auth/login → user and tokens. Storing them is the caller's job (see use-login.ts):
// a user without roles must not end up signed in.
export function login(input: LoginInput): Promise<AuthResponse> {
  return api.post<AuthResponse>('/auth/login', input);
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
