import type { UserStatus } from '@motorpool/domain/value-lists';

// Wire shapes of the users API (DESIGN §4). Timestamps are ISO 8601 strings in UTC.
export type UserView = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  roles: string[];
  permissions: string[];
  effectivePermissions: string[];
  status: UserStatus;
  branchId: string | null;
  preferredLanguage: string | null;
  lastLoginAt: string | null;
  passwordChangedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export type Page<T> = {
  data: T[];
  total: number;
  page: number;
  limit: number;
  hasMore: boolean;
};

export type ActivityEntry = {
  id: string;
  action: string;
  entityType: string;
  entityId: string;
  actorType: string;
  actorId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
};

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
