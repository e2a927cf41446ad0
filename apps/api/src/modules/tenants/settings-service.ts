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
import { apiError, fieldErrors } from '../../lib/http-errors.ts';
import { type Actor, recordAudit } from '../audit/ports.ts';
import { findTenantById, updateTenantRow } from './repository.ts';
import type { IssuerAnswer, IssuerChecker } from './ports.ts';
import type { TenantService } from './service.ts';

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

// A secret belongs to one issuer and client: an omitted secret keeps the stored one only while
// both stay the same, so a changed issuer never receives the old issuer's secret.
function mergeOidc(
  input: OidcSettingsInput,
  stored: StoredOidc | null,
): {
  oidc: StoredOidc;
  issues: ValidationIssue[];
} {
  const issues: ValidationIssue[] = [];
  const sameClient = stored?.issuer === input.issuer && stored.clientId === input.clientId;
  const clientSecret = input.clientSecret ?? (sameClient ? stored.clientSecret : undefined);
  if (!clientSecret) {
    issues.push({
      path: 'oidc.clientSecret',
      message: stored ? 'oidc.clientSecretForNewClient' : 'generic.required',
    });
  }
  const providers = input.providers.map((p, index) => {
    const before = stored?.providers.find((s) => s.id === p.id);
    let own = {};
    if (p.issuer) {
      const kept =
        before?.issuer === p.issuer && before.clientId === p.clientId
          ? before.clientSecret
          : undefined;
      const secret = p.clientSecret ?? kept;
      if (!secret) {
        issues.push({
          path: `oidc.providers.${index}.clientSecret`,
          message: before?.issuer ? 'oidc.clientSecretForNewClient' : 'generic.required',
        });
      }
      own = { issuer: p.issuer, clientId: p.clientId, clientSecret: secret };
    }
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

// Each distinct issuer must be a public host that answers discovery before the settings are saved.
async function issuerIssues(oidc: StoredOidc, clients: IssuerChecker): Promise<ValidationIssue[]> {
  const checks = [
    { path: 'oidc.issuer', issuer: oidc.issuer },
    ...oidc.providers.flatMap((p, index) =>
      p.issuer ? [{ path: `oidc.providers.${index}.issuer`, issuer: p.issuer }] : [],
    ),
  ];
  const answers = new Map<string, Promise<IssuerAnswer>>();
  const issues: ValidationIssue[] = [];
  for (const check of checks) {
    if (!answers.has(check.issuer)) answers.set(check.issuer, clients.checkIssuer(check.issuer));
    const answer = await answers.get(check.issuer);
    if (answer === 'not_public') issues.push({ path: check.path, message: 'oidc.issuerNotPublic' });
    if (answer === 'unreachable') {
      issues.push({ path: check.path, message: 'oidc.issuerUnreachable' });
    }
  }
  return issues;
}

export type TenantSettingsDeps = {
  database: Database;
  /** drops the cached tenant once its settings changed */
  tenants: Pick<TenantService, 'forget'>;
  /** checks that an issuer is public and answers discovery (oidc module) */
  issuers: IssuerChecker;
};

export function createTenantSettingsService({
  database,
  tenants,
  issuers: clients,
}: TenantSettingsDeps) {
  async function current(tenantId: string): Promise<TenantAuthSettings> {
    const row = await findTenantById(database.db, tenantId);
    if (!row) throw apiError('NOT_FOUND', 'error.tenantNotFound');
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
          if (merged.issues.length > 0) throw fieldErrors(merged.issues, c.language, 'body');
          // Network calls stay outside the transaction.
          const unreachable = await issuerIssues(merged.oidc, clients);
          if (unreachable.length > 0) throw fieldErrors(unreachable, c.language, 'body');
          next.oidc = merged.oidc;
        }
      }
      const saved = await database.db.transaction(async (tx) => {
        const before = await findTenantById(tx, c.tenantId);
        if (!before) throw apiError('NOT_FOUND', 'error.tenantNotFound');
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
      tenants.forget(c.tenantId);
      return saved;
    },
  };
}

export type TenantSettingsService = ReturnType<typeof createTenantSettingsService>;
