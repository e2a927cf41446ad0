import type { Language } from '@motorpool/domain/locale-lists';
import type {
  OidcSettingsInput,
  TenantAuthSettingsUpdate,
  TenantAuthSettingsView,
} from '@motorpool/domain/schemas/tenant-auth-settings';
import type { ValidationIssue } from '@motorpool/domain/validation-issues';
import type { Database } from '../../db/engine.ts';
import type { TenantAuthSettings } from '../../db/schema/index.ts';
import { selectTenant } from '../../db/tenant-context.ts';
import { notFound } from '../../lib/http-errors.ts';
import { type Actor, recordAudit } from '../audit/service.ts';
import { issuerAnswers } from '../oidc/client.ts';
import { validationError } from '../users/policy.ts';
import { findTenantById, updateTenantRow } from './repository.ts';
import { forgetTenant } from './tenant-cache.ts';

type StoredOidc = NonNullable<TenantAuthSettings['oidc']>;

export type SettingsCaller = {
  tenantId: string;
  actor: Actor;
  requestId: string;
  language: Language;
};

// Secrets never leave the server: the view only says whether one is stored.
export function toAuthSettingsView(settings: TenantAuthSettings): TenantAuthSettingsView {
  const oidc = settings.oidc;
  return {
    registrationRequiresVerification: settings.registrationRequiresVerification,
    oidc: oidc
      ? {
          issuer: oidc.issuer,
          clientId: oidc.clientId,
          clientSecretSet: Boolean(oidc.clientSecret),
          idpHintParam: oidc.idpHintParam ?? null,
          providers: oidc.providers.map((p) => ({
            id: p.id,
            label: p.label,
            issuer: p.issuer ?? null,
            clientId: p.clientId ?? null,
            clientSecretSet: Boolean(p.clientSecret),
          })),
        }
      : null,
  };
}

// An omitted secret keeps the stored one (the shared one, or the same provider's).
function mergeOidc(
  input: OidcSettingsInput,
  stored: StoredOidc | null,
): {
  oidc: StoredOidc;
  issues: ValidationIssue[];
} {
  const issues: ValidationIssue[] = [];
  const clientSecret = input.clientSecret ?? stored?.clientSecret;
  if (!clientSecret) issues.push({ path: 'oidc.clientSecret', message: 'generic.required' });
  const providers = input.providers.map((p) => {
    const before = stored?.providers.find((s) => s.id === p.id);
    const own = p.issuer
      ? {
          issuer: p.issuer,
          clientId: p.clientId,
          clientSecret: p.clientSecret ?? (before?.issuer ? before.clientSecret : undefined),
        }
      : {};
    return Object.fromEntries(
      Object.entries({ id: p.id, label: p.label, ...own }).filter(([, v]) => v !== undefined),
    ) as StoredOidc['providers'][number];
  });
  return {
    oidc: {
      issuer: input.issuer,
      clientId: input.clientId,
      clientSecret: clientSecret ?? '',
      ...(input.idpHintParam ? { idpHintParam: input.idpHintParam } : {}),
      providers,
    },
    issues,
  };
}

// Each distinct issuer must answer discovery before the settings are saved.
async function unreachableIssuers(oidc: StoredOidc): Promise<ValidationIssue[]> {
  const checks = [
    { path: 'oidc.issuer', issuer: oidc.issuer },
    ...oidc.providers.flatMap((p, index) =>
      p.issuer ? [{ path: `oidc.providers.${index}.issuer`, issuer: p.issuer }] : [],
    ),
  ];
  const answers = new Map<string, Promise<boolean>>();
  const issues: ValidationIssue[] = [];
  for (const check of checks) {
    if (!answers.has(check.issuer)) answers.set(check.issuer, issuerAnswers(check.issuer));
    if (!(await answers.get(check.issuer))) {
      issues.push({ path: check.path, message: 'oidc.issuerUnreachable' });
    }
  }
  return issues;
}

export function createTenantSettingsService(database: Database) {
  async function current(tenantId: string): Promise<TenantAuthSettings> {
    const row = await findTenantById(database.db, tenantId);
    if (!row) throw notFound('Tenant');
    return row.authSettings;
  }

  return {
    async get(tenantId: string): Promise<TenantAuthSettingsView> {
      return toAuthSettingsView(await current(tenantId));
    },

    async update(
      c: SettingsCaller,
      input: TenantAuthSettingsUpdate,
    ): Promise<TenantAuthSettingsView> {
      const stored = await current(c.tenantId);
      const next: TenantAuthSettings = { ...stored };
      if (input.registrationRequiresVerification !== undefined) {
        next.registrationRequiresVerification = input.registrationRequiresVerification;
      }
      if (input.oidc !== undefined) {
        if (input.oidc === null) {
          next.oidc = null;
        } else {
          const merged = mergeOidc(input.oidc, stored.oidc);
          if (merged.issues.length > 0) throw validationError(merged.issues, c.language, 'body');
          // Network calls stay outside the transaction.
          const unreachable = await unreachableIssuers(merged.oidc);
          if (unreachable.length > 0) throw validationError(unreachable, c.language, 'body');
          next.oidc = merged.oidc;
        }
      }
      const saved = await database.db.transaction(async (tx) => {
        const before = await findTenantById(tx, c.tenantId);
        if (!before) throw notFound('Tenant');
        const after = await updateTenantRow(tx, c.tenantId, { authSettings: next });
        await tx.execute(selectTenant(c.tenantId));
        await recordAudit(
          tx,
          { tenantId: c.tenantId, actor: c.actor, requestId: c.requestId },
          {
            action: 'update',
            entityType: 'tenant_auth_settings',
            entityId: c.tenantId,
            before: toAuthSettingsView(before.authSettings),
            after: toAuthSettingsView(after!.authSettings),
          },
        );
        return toAuthSettingsView(after!.authSettings);
      });
      forgetTenant(database, c.tenantId);
      return saved;
    },
  };
}
