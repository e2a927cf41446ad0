// Role and permission views.
import { z } from 'zod';

/** A role as the permission overview lists it, by name. */
export const roleInfo = z.object({
  label: z.string(),
  description: z.string(),
  permissions: z.array(z.string()),
  isSystem: z.boolean(),
});
export type RoleInfo = z.infer<typeof roleInfo>;

/** What the caller may hand out and holds, beside the overview and their own access. */
export const callerAccessFields = {
  assignableRoles: z.array(z.string()),
  canManageUsers: z.boolean(),
  effectivePermissions: z.array(z.string()),
};

/** GET /permissions: every permission by resource, every role, and the caller's reach. */
export const permissionsOverview = z.object({
  permissions: z.record(z.string(), z.array(z.string())),
  roles: z.record(z.string(), roleInfo),
  ...callerAccessFields,
});
export type PermissionsOverview = z.infer<typeof permissionsOverview>;

/** A custom role as created or edited (POST /permissions/roles, PATCH …/roles/{name}). */
export type RoleInput = {
  label: string;
  description?: string;
  permissions: string[];
};

/** GET /permissions/conflicts: a role or a grant that names what no longer exists. */
export type PermissionConflict = {
  type: 'unknown_role' | 'unknown_permission' | 'no_roles';
  subject: string;
  detail: string;
};

/** GET /permissions/export, and the body POST /permissions/import takes back. */
export type RoleConfiguration = {
  version: 1;
  exportedAt: string;
  roles: { name: string; label: string; description: string; permissions: string[] }[];
};

/** POST /permissions/import: what was created, updated, and each row refused with its errors. */
export type RoleImportResult = {
  created: number;
  updated: number;
  failed: { row: number; errors: { path: string; message: string }[] }[];
};
