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
