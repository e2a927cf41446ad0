import { tenantAuthSettingsUpdateSchema } from '@motorpool/domain/schemas/tenant-auth-settings';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '../../lib/http-errors.ts';
import { requestLanguage } from '../../lib/language.ts';
import { route } from '../../lib/route.ts';
import type { SettingsCaller, TenantSettingsService } from './settings-service.ts';

const tags = ['tenants'];

export const authSettingsView = z
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
  if (principal?.kind !== 'user') throw apiError('FORBIDDEN', 'http.forbidden');
  return {
    tenantId: principal.tenantId,
    actor: { type: 'user', id: principal.userId },
    requestId: request.id,
    language: requestLanguage(request.headers['accept-language']),
  };
}

// The company's sign-in settings (Settings page, "Sign-in" tab).
export const tenantSettingsRoutes: FastifyPluginAsyncZod<{
  settings: TenantSettingsService;
}> = async (app, { settings }) => {
  route(app, {
    method: 'GET',
    url: '/tenants/current/auth-settings',
    access: 'settings:read',
    tags,
    summary: "The company's sign-in settings (client secrets are never returned)",
    response: authSettingsView,
    errors: [401, 403],
    handler: async (request) => settings.get(caller(request).tenantId),
  });

  route(app, {
    method: 'PATCH',
    url: '/tenants/current/auth-settings',
    access: 'settings:update',
    tags,
    summary:
      'Change the sign-in settings; an omitted client secret keeps the stored one while ' +
      'the issuer and client ID stay the same, oidc: null turns OpenID Connect off, ' +
      'every issuer must be a public host that answers discovery',
    body: tenantAuthSettingsUpdateSchema,
    response: authSettingsView,
    errors: [400, 401, 403],
    handler: async (request) => settings.update(caller(request), request.body),
  });
};
