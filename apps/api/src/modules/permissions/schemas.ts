// Request and response schemas of the permission routes.
import { isKnownPermission } from '@motorpool/domain/permissions';
import { callerAccessFields } from '@motorpool/domain/schemas/role';
import { z } from 'zod';

type RawIssue = { input?: unknown };
const required = (invalid: string) => (issue: RawIssue) =>
  issue.input === undefined ? 'generic.required' : invalid;

export const roleNamePattern = /^[a-z][a-z0-9-]{1,39}$/;

const text = (max: number) =>
  z
    .string({ error: required('generic.invalidFormat') })
    .trim()
    .min(1, { error: 'generic.required', abort: true })
    .max(max, 'generic.maxLength');

const permission = z
  .string({ error: required('generic.invalidFormat') })
  .trim()
  .max(100, 'generic.maxLength')
  .refine(isKnownPermission, 'generic.invalidOption');

export const permissionList = z.array(permission, { error: required('generic.invalidFormat') });

const roleName = z
  .string({ error: required('generic.invalidFormat') })
  .regex(roleNamePattern, 'generic.invalidFormat');

const roleFields = {
  label: text(60),
  description: z
    .string({ error: 'generic.invalidFormat' })
    .trim()
    .max(300, 'generic.maxLength')
    .optional(),
  permissions: permissionList.max(200, 'generic.maxValue'),
};

export const roleCreateBody = z.strictObject({ name: roleName, ...roleFields });
export type RoleCreateInput = z.infer<typeof roleCreateBody>;

// PUT replaces label and permissions; an absent description keeps the current one.
export const roleUpdateBody = z.strictObject(roleFields);
export type RoleUpdateInput = z.infer<typeof roleUpdateBody>;

export const roleParams = z.strictObject({ name: z.string().min(1).max(100) });
export const resourceParams = z.strictObject({ resource: z.string().min(1).max(100) });
export const userParams = z.strictObject({ userId: z.uuid({ error: 'generic.invalidFormat' }) });

export const assignRolesBody = z.strictObject({
  roles: z
    .array(z.string({ error: 'generic.invalidFormat' }).trim().min(1, 'generic.required').max(40), {
      error: required('generic.invalidFormat'),
    })
    .min(1, 'user.rolesRequired')
    .max(50, 'generic.maxValue')
    .refine((items) => new Set(items).size === items.length, 'generic.duplicateItems'),
});

export const grantPermissionsBody = z.strictObject({
  permissions: permissionList
    .max(200, 'generic.maxValue')
    .refine((items) => new Set(items).size === items.length, 'generic.duplicateItems'),
});

export const validateBody = z.strictObject({
  permission,
  userId: z.uuid({ error: 'generic.invalidFormat' }).optional(),
});

const page = {
  page: z.coerce.number({ error: 'generic.integer' }).int('generic.integer').min(1).default(1),
  limit: z.coerce
    .number({ error: 'generic.integer' })
    .int('generic.integer')
    .min(1)
    .max(100)
    .default(20),
};
export const pageQuery = z.strictObject(page);

// Import accepts what export produced; each role is checked on its own so one bad entry
// does not refuse the rest.
export const importBody = z.strictObject({
  version: z.literal(1, { error: 'generic.invalidOption' }),
  exportedAt: z.string().optional(),
  roles: z.array(z.unknown(), { error: required('generic.invalidFormat') }).max(500),
});
export const importRoleEntry = z.strictObject({
  name: roleName,
  label: text(60),
  description: roleFields.description,
  permissions: permissionList.max(200, 'generic.maxValue'),
});

// Responses.

export const roleResponse = z
  .object({
    name: z.string(),
    label: z.string(),
    description: z.string(),
    permissions: z.array(z.string()),
    isSystem: z.boolean(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Role' });

export const callerAccessResponse = z.object({
  userId: z.uuid(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  ...callerAccessFields,
});

export const resourceResponse = z.object({
  resource: z.string(),
  actions: z.array(z.string()),
  permissions: z.array(z.string()),
});

export const userAccessResponse = z
  .object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    roles: z.array(z.string()),
    permissions: z.array(z.string()),
    effectivePermissions: z.array(z.string()),
  })
  .meta({ id: 'UserAccess' });

export const validateResponse = z.object({ hasPermission: z.boolean() });

export const conflictsResponse = z.object({
  conflicts: z.array(
    z.object({
      type: z.enum(['unknown_role', 'unknown_permission', 'no_roles']),
      subject: z.string(),
      detail: z.string(),
    }),
  ),
});

export const exportedRole = z.object({
  name: z.string(),
  label: z.string(),
  description: z.string(),
  permissions: z.array(z.string()),
});

export const exportResponse = z.object({
  version: z.literal(1),
  exportedAt: z.iso.datetime(),
  roles: z.array(exportedRole),
});

export const importResponse = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  failed: z.array(
    z.object({
      row: z.number().int(),
      errors: z.array(z.object({ path: z.string(), message: z.string() })),
    }),
  ),
});
