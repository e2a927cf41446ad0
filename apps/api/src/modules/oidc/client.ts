import * as oidc from 'openid-client';
import type { OidcProviderSetting, TenantAuthSettings } from '../../db/schema/index.ts';
import { apiError } from '../../lib/http-errors.ts';
import { createIssuerFetch, issuerTimeoutMs, NonPublicIssuerError } from './issuer-fetch.ts';

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
  if (!shared || !provider) throw apiError('NOT_FOUND', 'error.signInProviderNotFound');
  const ownIssuer = Boolean(provider.issuer);
  return {
    id: provider.id,
    label: provider.label,
    issuer: provider.issuer ?? shared.issuer,
    clientId: ownIssuer ? (provider.clientId ?? '') : shared.clientId,
    // The shared secret belongs to the shared issuer: it is never sent to another one.
    clientSecret: ownIssuer ? (provider.clientSecret ?? '') : shared.clientSecret,
    hint: !ownIssuer && shared.idpHintParam ? { [shared.idpHintParam]: provider.id } : {},
  };
}

export type IssuerCheck = 'answers' | 'unreachable' | 'not_public';

/**
 * Discovery and clients for the issuers companies configure. Issuers must be public internet
 * hosts; `allowPrivateIssuers` admits loopback and private ones (tests with a local provider).
 */
export function createOidcClients({ allowPrivateIssuers }: { allowPrivateIssuers: boolean }) {
  const issuerFetch = createIssuerFetch({ allowPrivate: allowPrivateIssuers });
  const discovered = new Map<string, Promise<oidc.Configuration>>();

  // Plain http is allowed only on loopback hosts.
  function discover(issuerUrl: string, clientId: string, clientSecret: string) {
    const issuer = new URL(issuerUrl);
    const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
    return oidc.discovery(issuer, clientId, clientSecret, undefined, {
      execute: loopback && issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
      [oidc.customFetch]: issuerFetch,
      timeout: issuerTimeoutMs / 1000,
    });
  }

  return {
    /** Whether an OpenID Connect provider answers discovery at this issuer URL. */
    async checkIssuer(issuer: string): Promise<IssuerCheck> {
      try {
        await discover(issuer, 'discovery-check', 'discovery-check');
        return 'answers';
      } catch (error) {
        return causes(error).some((e) => e instanceof NonPublicIssuerError)
          ? 'not_public'
          : 'unreachable';
      }
    },

    // Discovery is cached per issuer and client credentials, so a changed secret takes effect.
    clientFor(provider: ResolvedProvider): Promise<oidc.Configuration> {
      const key = `${provider.issuer}|${provider.clientId}|${provider.clientSecret}`;
      let config = discovered.get(key);
      if (!config) {
        config = discover(provider.issuer, provider.clientId, provider.clientSecret);
        config.catch(() => discovered.delete(key));
        discovered.set(key, config);
      }
      return config;
    },
  };
}

export type OidcClients = ReturnType<typeof createOidcClients>;

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e = error; e !== undefined && chain.length < 5; e = (e as { cause?: unknown }).cause) {
    chain.push(e);
    if (!(e instanceof Error)) break;
  }
  return chain;
}
