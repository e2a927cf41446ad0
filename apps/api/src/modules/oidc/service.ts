import * as oidc from 'openid-client';
import type { TenantAuthSettings } from '../../db/schema/index.ts';
import { apiError } from '../../lib/http-errors.ts';
import { signPayload, verifyPayload } from '../../lib/signed-payload.ts';
import { type OidcClients, resolveProvider } from './client.ts';

export { findIdentityUser, hasIdentityFrom, insertIdentity } from './identities.ts';
export { createOidcClients, type IssuerCheck, type OidcClients } from './client.ts';
/** the largest discovery answer read from an issuer */
export { maxIssuerResponseBytes } from './issuer-fetch.ts';

/** How long the browser that finished at the provider has to collect its tokens. */
export const oidcHandoffTtlMs = 2 * 60_000;

export const handoffInvalid = () =>
  apiError('INVALID_TOKEN', 'error.signInExpired', { status: 401 });

export type ExternalProfile = {
  /** The issuer and subject name the account at the provider; the e-mail may change. */
  issuer: string;
  subject: string;
  /** Empty when the provider shares none. */
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  provider: string;
};

type FlowState = {
  tenantId: string;
  provider: string;
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string;
};

const STATE_TTL_SECONDS = 600;

// The authorization code flow with PKCE, state and nonce; the state travels in a signed cookie.
export function createOidcService(secret: string, { clientFor }: Pick<OidcClients, 'clientFor'>) {
  return {
    async start(input: {
      tenantId: string;
      settings: TenantAuthSettings;
      providerId: string;
      callbackUrl: string;
      returnTo: string;
    }): Promise<{ url: string; cookie: string }> {
      const provider = resolveProvider(input.settings, input.providerId);
      const config = await clientFor(provider).catch(() => {
        throw apiError('SERVICE_UNAVAILABLE', 'error.providerUnreachable');
      });
      const verifier = oidc.randomPKCECodeVerifier();
      const flow: FlowState = {
        tenantId: input.tenantId,
        provider: provider.id,
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier,
        returnTo: input.returnTo,
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: input.callbackUrl,
        scope: 'openid email profile',
        response_type: 'code',
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        ...provider.hint,
      });
      return { url: url.href, cookie: signPayload(flow, secret, STATE_TTL_SECONDS) };
    },

    async finish(input: {
      tenantId: string;
      settings: TenantAuthSettings;
      providerId: string;
      currentUrl: URL;
      cookie: string | undefined;
    }): Promise<{ profile: ExternalProfile; returnTo: string }> {
      const flow = verifyPayload<FlowState>(input.cookie, secret);
      if (!flow || flow.tenantId !== input.tenantId || flow.provider !== input.providerId) {
        throw apiError('INVALID_TOKEN', 'error.signInExpired');
      }
      const provider = resolveProvider(input.settings, input.providerId);
      const config = await clientFor(provider);
      let claims: Record<string, unknown>;
      let identity: { issuer: string; subject: string };
      try {
        const tokens = await oidc.authorizationCodeGrant(config, input.currentUrl, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const idClaims = tokens.claims()!;
        // The ID token, checked against the issuer's keys, names the account; user info never does.
        identity = { issuer: idClaims.iss, subject: idClaims.sub };
        // Providers may keep e-mail and name out of the ID token and serve them as user info.
        claims =
          typeof idClaims.email === 'string'
            ? idClaims
            : {
                ...idClaims,
                ...(await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub)),
              };
      } catch {
        throw apiError('UNAUTHORIZED', 'error.providerRefused');
      }
      const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : '';
      const [given, ...rest] = String(claims.name ?? email.split('@')[0] ?? '').split(' ');
      return {
        returnTo: flow.returnTo,
        profile: {
          email,
          emailVerified: claims.email_verified === true,
          firstName: String(claims.given_name ?? (given || email)),
          lastName: String(claims.family_name ?? (rest.join(' ') || '-')),
          ...identity,
          provider: provider.id,
        },
      };
    },
  };
}

export type OidcService = ReturnType<typeof createOidcService>;
