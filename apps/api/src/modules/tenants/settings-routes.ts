import { tenantAuthSettingsUpdateSchema } from '@motorpool/domain/schemas/tenant-auth-settings';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/engine.ts';
import { forbidden } from '../../lib/http-errors.ts';
import { requestLanguage } from '../../lib/language.ts';
import { errorResponses } from '../../lib/openapi-responses.ts';
import { createTenantSettingsService, type SettingsCaller } from './settings-service.ts';

const tags = ['tenants'];

const authSettingsView = z
  .object({
    registrationRequiresVerification: z.boolean(),
    oidc: z
      .object({
        issuer: z.string(),
        clientId: z.string(),
        clientSecretSet: z.boolean(),
        idpHintParam: z.string().nullable(),
        providers: z.array(
          z.object({
            id: z.string(),
            label: z.string(),
            issuer: z.string().nullable(),
            clientId: z.string().nullable(),
            clientSecretSet: z.boolean(),
          }),
        ),
      })
      .nullable(),
  })
  .meta({ id: 'TenantAuthSettings' });

function caller(request: FastifyRequest): SettingsCaller {
  const principal = request.principal;
  if (principal?.kind !== 'user') throw forbidden();
  return {
    tenantId: principal.tenantId,
    actor: { type: 'user', id: principal.userId },
    requestId: request.id,
    language: requestLanguage(request.headers['accept-language']),
  };
}

// The company's sign-in settings (Settings page, "Sign-in" tab).
export const tenantSettingsRoutes: FastifyPluginAsyncZod<{
  database: Database;
  /** Admits loopback and private issuers (tests with a local provider). */
  oidcAllowPrivateIssuers?: boolean;
}> = async (app, { database, oidcAllowPrivateIssuers }) => {
  const settings = createTenantSettingsService(database, {
    allowPrivateIssuers: oidcAllowPrivateIssuers ?? false,
  });

  app.get(
    '/tenants/current/auth-settings',
    {
      config: { permission: 'settings:read' },
      schema: {
        tags,
        summary: "The company's sign-in settings (client secrets are never returned)",
        response: { 200: authSettingsView, ...errorResponses(401, 403) },
      },
    },
    async (request) => settings.get(caller(request).tenantId),
  );

  app.patch(
    '/tenants/current/auth-settings',
    {
      config: { permission: 'settings:update' },
      schema: {
        tags,
        summary:
          'Change the sign-in settings; an omitted client secret keeps the stored one while ' +
          'the issuer and client ID stay the same, oidc: null turns OpenID Connect off, ' +
          'every issuer must be a public host that answers discovery',
        body: tenantAuthSettingsUpdateSchema,
        response: { 200: authSettingsView, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => settings.update(caller(request), request.body),
  );
};
