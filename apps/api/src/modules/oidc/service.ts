import * as oidc from 'openid-client';
import type { TenantAuthSettings } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { signPayload, verifyPayload } from '../../lib/signed-payload.ts';
import { clientFor, resolveProvider } from './client.ts';

export type ExternalProfile = {
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  subject: string;
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
export function createOidcService(secret: string) {
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
        throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'The sign-in provider is not reachable.');
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
        throw new HttpError(400, 'INVALID_TOKEN', 'The sign-in attempt expired. Please try again.');
      }
      const provider = resolveProvider(input.settings, input.providerId);
      const config = await clientFor(provider);
      let claims: Record<string, unknown> & { sub: string };
      try {
        const tokens = await oidc.authorizationCodeGrant(config, input.currentUrl, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const idClaims = tokens.claims()!;
        // Providers may keep e-mail and name out of the ID token and serve them as user info.
        claims =
          typeof idClaims.email === 'string'
            ? idClaims
            : {
                ...idClaims,
                ...(await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub)),
              };
      } catch {
        throw new HttpError(401, 'UNAUTHORIZED', 'The sign-in provider refused the sign-in.');
      }
      const email = typeof claims?.email === 'string' ? claims.email.toLowerCase() : '';
      if (!email) {
        throw new HttpError(
          401,
          'UNAUTHORIZED',
          'The sign-in provider did not share an e-mail address.',
        );
      }
      const [given, ...rest] = String(claims.name ?? email.split('@')[0]).split(' ');
      return {
        returnTo: flow.returnTo,
        profile: {
          email,
          emailVerified: claims.email_verified === true,
          firstName: String(claims.given_name ?? given ?? email),
          lastName: String(claims.family_name ?? (rest.join(' ') || '-')),
          subject: claims.sub,
          provider: provider.id,
        },
      };
    },
  };
}

export type OidcService = ReturnType<typeof createOidcService>;
