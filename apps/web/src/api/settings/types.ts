// Wire shapes of the permission and tenant settings routes (SPEC §7 Permissions).
export type RoleInfo = {
  label: string;
  description: string;
  permissions: string[];
  isSystem: boolean;
};

export type RolesOverview = {
  /** The catalogue: resource -> its permissions ("vehicles:read"). */
  permissions: Record<string, string[]>;
  roles: Record<string, RoleInfo>;
};

export type RoleInput = {
  label: string;
  description?: string;
  permissions: string[];
};

export type PermissionConflict = {
  type: 'unknown_role' | 'unknown_permission' | 'no_roles';
  subject: string;
  detail: string;
};

export type PermissionAuditEntry = {
  id: string;
  action: string;
  entityType: string;
  entityId: string | null;
  actorType: 'user' | 'platform' | 'system';
  actorId: string | null;
  createdAt: string;
};

export type AuditPage = {
  data: PermissionAuditEntry[];
  total: number;
  page: number;
  limit: number;
  hasMore: boolean;
};

export type ImportResult = {
  created: number;
  updated: number;
  failed: { row: number; errors: { path: string; message: string }[] }[];
};

export type RoleConfiguration = {
  version: 1;
  exportedAt: string;
  roles: { name: string; label: string; description: string; permissions: string[] }[];
};

export type OidcProviderSettings = {
  id: string;
  label: string;
  issuer: string | null;
  clientId: string | null;
  clientSecretSet: boolean;
};

export type AuthSettings = {
  registrationRequiresVerification: boolean;
  oidc: {
    issuer: string;
    clientId: string;
    clientSecretSet: boolean;
    idpHintParam: string | null;
    providers: OidcProviderSettings[];
  } | null;
};
