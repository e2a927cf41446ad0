import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  normalizePermission,
  permissionResources,
  roleNames,
  type PermissionResource,
  type RoleName,
} from '@motorpool/domain/permissions';

type ActionName = (typeof permissionResources)[PermissionResource][number];

const actionNames = new Set<string>(Object.values(permissionResources).flat());

export function isRoleName(value: string): value is RoleName {
  return (roleNames as readonly string[]).includes(value);
}

export function isPermissionResource(value: string): value is PermissionResource {
  return Object.hasOwn(permissionResources, value);
}

function isActionName(value: string): value is ActionName {
  return actionNames.has(value);
}

// Role and permission names in the reader's language, all from the `roles` namespace so a role
// has one name everywhere. A company's own roles and unknown codes keep the name they were given.
export function useRoleText() {
  const { t } = useTranslation('roles');
  return useMemo(
    () => ({
      roleLabel: (role: string, fallback?: string): string =>
        isRoleName(role) ? t(`names.${role}`) : (fallback ?? role),
      roleDescription: (role: string, fallback?: string): string =>
        isRoleName(role) ? t(`descriptions.${role}`) : (fallback ?? t('descriptions.other')),
      resourceLabel: (resource: string): string =>
        isPermissionResource(resource) ? t(`resources.${resource}`) : resource,
      actionLabel: (action: string): string =>
        isActionName(action) ? t(`actions.${action}`) : action,
      // "customers:read" -> "Customers: View"; `*` and `resource:*` read as everything.
      permissionLabel(code: string): string {
        const permission = normalizePermission(code);
        const [resource = permission, action] = permission.split(':');
        if (!action || !isPermissionResource(resource)) return code;
        if (action === '*')
          return t('permission', { resource: t(`resources.${resource}`), action: t('allActions') });
        if (!isActionName(action)) return code;
        return t('permission', {
          resource: t(`resources.${resource}`),
          action: t(`actions.${action}`),
        });
      },
    }),
    [t],
  );
}
