import * as oidc from 'openid-client';
import type { OidcProviderSetting, TenantAuthSettings } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-errors.ts';

export type ResolvedProvider = {
  id: string;
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  hint: Record<string, string>;
};

// A provider's effective settings: its own issuer and client, or the tenant's shared broker.
export function resolveProvider(settings: TenantAuthSettings, id: string): ResolvedProvider {
  const shared = settings.oidc;
  const provider: OidcProviderSetting | undefined = shared?.providers.find((p) => p.id === id);
  if (!shared || !provider) throw new HttpError(404, 'NOT_FOUND', 'Sign-in provider not found');
  const ownIssuer = Boolean(provider.issuer);
  return {
    id: provider.id,
    label: provider.label,
    issuer: provider.issuer ?? shared.issuer,
    clientId: provider.clientId ?? shared.clientId,
    clientSecret: provider.clientSecret ?? shared.clientSecret,
    hint: !ownIssuer && shared.idpHintParam ? { [shared.idpHintParam]: provider.id } : {},
  };
}

const discovered = new Map<string, Promise<oidc.Configuration>>();

// Plain http is allowed only on loopback hosts.
function discover(issuerUrl: string, clientId: string, clientSecret: string) {
  const issuer = new URL(issuerUrl);
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
  return oidc.discovery(issuer, clientId, clientSecret, undefined, {
    execute: loopback && issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
    timeout: 10,
  });
}

/** Whether an OpenID Connect provider answers discovery at this issuer URL. */
export async function issuerAnswers(issuer: string): Promise<boolean> {
  try {
    await discover(issuer, 'discovery-check', 'discovery-check');
    return true;
  } catch {
    return false;
  }
}

// Discovery is cached per issuer and client credentials, so a changed secret takes effect.
export function clientFor(provider: ResolvedProvider): Promise<oidc.Configuration> {
  const key = `${provider.issuer}|${provider.clientId}|${provider.clientSecret}`;
  let config = discovered.get(key);
  if (!config) {
    config = discover(provider.issuer, provider.clientId, provider.clientSecret);
    config.catch(() => discovered.delete(key));
    discovered.set(key, config);
  }
  return config;
}
