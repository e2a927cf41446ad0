import { useQuery } from '@tanstack/react-query';
import type { TokensView } from '@motorpool/domain/schemas/auth';
import type {
  SignupAccepted,
  SignupConfirmed,
  SignupInput,
  SubdomainCheck,
} from '@motorpool/domain/schemas/signup';
import { api } from '../../shared/api/client.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';

export const signupKeys = {
  subdomain: (name: string, language: string) => ['signup', 'subdomain', name, language] as const,
};

// GET /public/signup/subdomain: whether the name can be had, and why not (translated, so the
// language is part of the key).
export function useSubdomainCheck(name: string | null) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: signupKeys.subdomain(name ?? '', language),
    queryFn: ({ signal }) =>
      api.get<SubdomainCheck>(`/public/signup/subdomain?name=${encodeURIComponent(name ?? '')}`, {
        signal,
      }),
    enabled: name !== null,
    // another visitor may take the name meanwhile: a short memory only
    staleTime: 10_000,
    retry: false,
  });
}

// POST /public/signup: 202 once the confirmation e-mail is on its way.
export function sendSignup(body: SignupInput): Promise<SignupAccepted> {
  return api.post<SignupAccepted>('/public/signup', body);
}

// POST /public/signup/confirm: the single-use link makes the company (marketing host).
export function confirmSignup(token: string): Promise<SignupConfirmed> {
  return api.post<SignupConfirmed>('/public/signup/confirm', { token });
}

// POST /public/signup/handoff, on the new company's host: the code for the administrator's tokens.
export function completeSignupHandoff(code: string): Promise<TokensView> {
  return api.post<TokensView>('/public/signup/handoff', { code });
}
