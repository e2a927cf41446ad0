// A tenant's sign-in settings (external sign-in, registration e-mail verification).
// Client secrets are write-only: a save that omits one keeps the stored secret while the issuer
// and client ID stay the same; a changed issuer or client ID needs its own secret.
import { z } from 'zod';
import { msg, optionalText, requiredText, stop, strictObject, typeError } from './common.ts';

export const maxOidcProviders = 3;
const webUrl = z.url({ protocol: /^https?$/, error: typeError('generic.invalidUrl') });

export const oidcProviderIdPattern = /^[a-z0-9][a-z0-9_-]{0,49}$/;
const hintParamPattern = /^[A-Za-z][A-Za-z0-9_.-]{0,49}$/;

const secret = z
  .string({ error: typeError('generic.invalidFormat') })
  .min(1, stop('generic.required'))
  .max(500, msg('generic.maxLength'))
  .optional();

export const oidcProviderInputSchema = strictObject({
  id: z
    .string({ error: typeError('generic.invalidFormat') })
    .trim()
    .min(1, stop('generic.required'))
    .regex(oidcProviderIdPattern, msg('generic.invalidFormat')),
  label: requiredText(50),
  // Its own issuer and client; without them the provider goes through the shared one.
  issuer: webUrl.optional(),
  clientId: optionalText(200),
  clientSecret: secret,
}).superRefine((provider, ctx) => {
  if (provider.issuer && !provider.clientId) {
    ctx.addIssue({ code: 'custom', path: ['clientId'], message: 'generic.required' });
  }
});

export const oidcSettingsInputSchema = strictObject({
  issuer: webUrl,
  clientId: requiredText(200),
  clientSecret: secret,
  idpHintParam: z
    .string({ error: typeError('generic.invalidFormat') })
    .trim()
    .regex(hintParamPattern, msg('generic.invalidFormat'))
    .optional(),
  providers: z
    .array(oidcProviderInputSchema, { error: typeError('generic.invalidFormat') })
    .min(1, msg('generic.required'))
    .max(maxOidcProviders, msg('generic.maxValue'))
    .refine(
      (items) => new Set(items.map((p) => p.id)).size === items.length,
      msg('generic.duplicateItems'),
    ),
});
export type OidcSettingsInput = z.infer<typeof oidcSettingsInputSchema>;

// PATCH: each part is optional; `oidc: null` switches OpenID Connect sign-in off.
export const tenantAuthSettingsUpdateSchema = strictObject({
  registrationRequiresVerification: z
    .boolean({ error: typeError('generic.invalidOption') })
    .optional(),
  oidc: oidcSettingsInputSchema.nullable().optional(),
});
export type TenantAuthSettingsUpdate = z.infer<typeof tenantAuthSettingsUpdateSchema>;

export type OidcProviderView = {
  id: string;
  label: string;
  issuer: string | null;
  clientId: string | null;
  clientSecretSet: boolean;
};

export type TenantAuthSettingsView = {
  registrationRequiresVerification: boolean;
  oidc: {
    issuer: string;
    clientId: string;
    clientSecretSet: boolean;
    idpHintParam: string | null;
    providers: OidcProviderView[];
  } | null;
};
