import { subdomainPattern } from '@motorpool/domain/hosts';
import {
  companySettingsPatchSchema,
  companySettingsView,
  companyLogoView,
} from '@motorpool/domain/schemas/company-settings';
import { strictObject } from '@motorpool/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantCaller } from '../../lib/request-caller.ts';
import { route } from '../../lib/route.ts';
import type { CompanyLogoService } from './company-logo-service.ts';
import type { CompanySettingsService } from './company-settings-service.ts';
import { logoLimits } from './logo-image.ts';
import { authSettingsView } from './settings-routes.ts';

const tags = ['tenants'];

const settingsResponse = companySettingsView.extend({ signIn: authSettingsView });
const brandingResponse = z.object({
  primaryColor: z.string(),
  logo: companyLogoView.nullable(),
});

const logoParams = strictObject({
  subdomain: z.string().regex(subdomainPattern),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
});

// An image whose address carries its hash never changes: caches may keep it for a year.
const immutable = 'public, max-age=31536000, immutable';
// An SVG opened on its own may run nothing and load nothing (its own inline styles only).
const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'";

// The company settings page (packages/domain/src/schemas/company-settings.ts) and the logo.
export const companySettingsRoutes: FastifyPluginAsyncZod<{
  settings: CompanySettingsService;
  logo: CompanyLogoService;
}> = async (app, { settings, logo }) => {
  route(app, {
    method: 'GET',
    url: '/tenants/current/settings',
    access: 'settings:read',
    tags,
    summary: "The company's settings, every group, defaults filled in",
    response: settingsResponse,
    errors: [401, 403],
    handler: async (request) => settings.get(tenantCaller(request).tenantId),
  });

  route(app, {
    method: 'PATCH',
    url: '/tenants/current/settings',
    access: 'settings:update',
    tags,
    summary:
      'Change some settings: any groups, any keys of a group; a key sent replaces its value ' +
      'whole. The currency is refused (409) once money has been recorded in it.',
    body: companySettingsPatchSchema,
    response: settingsResponse,
    errors: [400, 401, 403, 409],
    handler: async (request) => settings.update(tenantCaller(request), request.body),
  });

  route(app, {
    method: 'POST',
    url: '/tenants/current/logo',
    access: 'settings:update',
    tags,
    summary:
      'Replace the logo (multipart field `file`: PNG, JPEG, WebP or SVG, at most 2 MB and ' +
      '2000 px a side; an SVG is stripped of scripts, handlers, HTML and outside references)',
    consumes: ['multipart/form-data'],
    response: brandingResponse,
    errors: [400, 401, 403, 413],
    handler: async (request) => logo.replace(tenantCaller(request), request),
  });

  route(app, {
    method: 'DELETE',
    url: '/tenants/current/logo',
    access: 'settings:update',
    tags,
    summary: 'Remove the logo (the product logo shows again)',
    status: 204,
    response: z.null(),
    errors: [401, 403],
    handler: async (request, reply) => {
      await logo.remove(tenantCaller(request));
      return reply.status(204).send(null);
    },
  });

  route(app, {
    method: 'GET',
    url: '/public/tenants/:subdomain/logo/:hash',
    access: 'public',
    tenant: 'none',
    tags,
    summary:
      "A company's current logo, for visitors who are not signed in (sign-in pages, e-mails); " +
      'the address changes with the logo',
    params: logoParams,
    produces: [...logoLimits.allowed.map((k) => (k === 'svg' ? 'image/svg+xml' : `image/${k}`))],
    errors: [400, 404],
    handler: async (request, reply) => {
      const file = await logo.publicLogo(request.params.subdomain, request.params.hash);
      reply
        .header('content-type', file.contentType)
        .header('cache-control', immutable)
        .header('x-content-type-options', 'nosniff')
        // e-mails and other sites may show it
        .header('cross-origin-resource-policy', 'cross-origin');
      if (file.contentType === 'image/svg+xml') reply.header('content-security-policy', svgPolicy);
      return reply.send(file.content);
    },
  });
};
