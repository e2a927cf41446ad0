// Wire shapes of the permissions and sessions answers the users screens read (DESIGN §4).
// Timestamps are ISO 8601 strings in UTC.
export type AdminSession = {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string;
  user: { id: string; email: string; firstName: string; lastName: string };
};

export type RoleInfo = {
  label: string;
  description: string;
  permissions: string[];
  isSystem: boolean;
};

export type PermissionsOverview = {
  permissions: Record<string, string[]>;
  roles: Record<string, RoleInfo>;
  assignableRoles: string[];
  canManageUsers: boolean;
  effectivePermissions: string[];
};
