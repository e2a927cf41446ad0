import { effectivePermissions } from '@motorpool/domain/permissions';
import type { RoleTable } from './policy.ts';
import type { UserRow } from './repository.ts';

/** A platform super administrator's row, as far as the view reads it. */
type PlatformUserRow = Pick<
  UserRow,
  | 'id'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'status'
  | 'lastLoginAt'
  | 'passwordChangedAt'
  | 'createdAt'
  | 'updatedAt'
>;

export type UserView = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  roles: string[];
  permissions: string[];
  status: 'active' | 'inactive' | 'suspended';
  branchId: string | null;
  preferredLanguage: 'en' | 'ar';
  tenantId: string | null;
  lastLoginAt: string | null;
  passwordChangedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toUserView(row: UserRow, permissions: string[]): UserView {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    roles: row.roles,
    permissions,
    status: row.status,
    branchId: row.branchId,
    preferredLanguage: row.preferredLanguage,
    tenantId: row.tenantId,
    lastLoginAt: iso(row.lastLoginAt),
    passwordChangedAt: iso(row.passwordChangedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPlatformUserView(row: PlatformUserRow): UserView {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: null,
    roles: ['super-admin'],
    permissions: ['platform:*'],
    status: row.status,
    branchId: null,
    preferredLanguage: 'en',
    tenantId: null,
    lastLoginAt: iso(row.lastLoginAt),
    passwordChangedAt: iso(row.passwordChangedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// What the audit trail keeps of a user: never the password hash.
export function auditedUser(row: UserRow) {
  const { passwordHash: _hash, ...rest } = row;
  return rest;
}

/** A user as the back office manages them: the view with the permissions their roles give. */
export type ManagedUserView = Omit<ReturnType<typeof toUserView>, 'tenantId'> & {
  effectivePermissions: string[];
};

export function toManagedUserView(row: UserRow, table: RoleTable): ManagedUserView {
  const { tenantId: _tenant, ...view } = toUserView(row, row.permissions);
  return { ...view, effectivePermissions: effectivePermissions(row.roles, row.permissions, table) };
}
