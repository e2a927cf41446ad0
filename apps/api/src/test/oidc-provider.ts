import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type TestOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** From now on the provider asserts this e-mail for this subject. */
  assertEmail: (subject: string, email: string) => void;
  close: () => Promise<void>;
};

// A real OpenID Connect provider on a free loopback port, with its development login screens:
// any login name signs in as the account of that subject, whose e-mail is the login name unless
// `assertEmail` gave it another. Addresses starting with "unverified" are not verified.

export async function startOidcProvider(redirectUris: string[]): Promise<TestOidcProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'motorpool-test';
  const clientSecret = 'motorpool-test-secret-0123456789abcdef';
  const emails = new Map<string, string>();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    findAccount: async (_ctx: unknown, id: string) => {
      const email = emails.get(id) ?? id;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email,
          email_verified: !email.startsWith('unverified'),
          name: 'Layla Haddad',
          given_name: 'Layla',
          family_name: 'Haddad',
        }),
      };
    },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ['test-cookie-key-0123456789'] },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    assertEmail: (subject, email) => void emails.set(subject, email),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
