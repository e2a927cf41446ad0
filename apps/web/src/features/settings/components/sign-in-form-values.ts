import type { TenantAuthSettingsUpdate } from '@motorpool/domain/schemas/tenant-auth-settings';
import type { TenantAuthSettingsView } from '@motorpool/domain/schemas/tenant-auth-settings';

export type ProviderValues = {
  id: string;
  label: string;
  own: boolean;
  issuer: string;
  clientId: string;
  clientSecret: string;
  clientSecretSet: boolean;
};

export type SignInValues = {
  registrationRequiresVerification: boolean;
  oidcEnabled: boolean;
  issuer: string;
  clientId: string;
  clientSecret: string;
  clientSecretSet: boolean;
  idpHintParam: string;
  providers: ProviderValues[];
};

export const emptyProvider = (): ProviderValues => ({
  id: '',
  label: '',
  own: false,
  issuer: '',
  clientId: '',
  clientSecret: '',
  clientSecretSet: false,
});

export function toValues(settings: TenantAuthSettingsView): SignInValues {
  const oidc = settings.oidc;
  return {
    registrationRequiresVerification: settings.registrationRequiresVerification,
    oidcEnabled: Boolean(oidc),
    issuer: oidc?.issuer ?? '',
    clientId: oidc?.clientId ?? '',
    clientSecret: '',
    clientSecretSet: oidc?.clientSecretSet ?? false,
    idpHintParam: oidc?.idpHintParam ?? '',
    providers: oidc?.providers.map((p) => ({
      id: p.id,
      label: p.label,
      own: Boolean(p.issuer),
      issuer: p.issuer ?? '',
      clientId: p.clientId ?? '',
      clientSecret: '',
      clientSecretSet: p.clientSecretSet,
    })) ?? [emptyProvider()],
  };
}

const optional = (value: string) => (value.trim() ? value.trim() : undefined);

// Blank secrets are left out, so the stored ones stay.
export function toUpdate(values: SignInValues): TenantAuthSettingsUpdate {
  if (!values.oidcEnabled) {
    return {
      registrationRequiresVerification: values.registrationRequiresVerification,
      oidc: null,
    };
  }
  const clean = <T extends object>(o: T) =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
  return {
    registrationRequiresVerification: values.registrationRequiresVerification,
    oidc: clean({
      issuer: values.issuer.trim(),
      clientId: values.clientId.trim(),
      clientSecret: optional(values.clientSecret),
      idpHintParam: optional(values.idpHintParam),
      providers: values.providers.map((p) =>
        clean({
          id: p.id.trim(),
          label: p.label.trim(),
          ...(p.own
            ? {
                issuer: optional(p.issuer),
                clientId: optional(p.clientId),
                clientSecret: optional(p.clientSecret),
              }
            : {}),
        }),
      ),
    }),
  };
}

// Server paths (body.oidc.providers.0.issuer) -> form paths (providers.0.issuer).
export function formPath(serverPath: string): string {
  return serverPath.replace(/^body\./, '').replace(/^oidc\.?/, '') || 'issuer';
}
