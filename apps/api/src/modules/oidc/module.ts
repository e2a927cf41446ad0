import { type ModuleBase, mount } from '../../lib/module.ts';
import type { ExternalSignInPort, TenantDirectory } from './ports.ts';
import { oidcRoutes } from './routes.ts';
import { createOidcClients, createOidcService } from './service.ts';

export type OidcNeeds = {
  tenants: TenantDirectory;
  signIn: ExternalSignInPort;
  /** Admits loopback and private issuers (tests with a local provider). */
  allowPrivateIssuers: boolean;
};

export function oidcModule({ config }: ModuleBase, needs: OidcNeeds) {
  const clients = createOidcClients({ allowPrivateIssuers: needs.allowPrivateIssuers });
  const oidc = createOidcService(config.jwtSecret, clients);
  return {
    name: 'oidc',
    /** checks the issuers companies configure */
    issuers: clients,
    routes: [
      mount(oidcRoutes, {
        oidc,
        tenants: needs.tenants,
        publicUrl: config.publicUrl,
        signIn: needs.signIn,
      }),
    ],
  };
}
