import { normalizePermission } from '@motorpool/domain/permissions';

export type PermissionGroup = { resource: string; actions: string[]; all: boolean };

// Effective permissions grouped by resource ("vehicles:read", "vehicles:update" -> vehicles:
// read, update). `*` is reported apart: it grants everything.
export function groupPermissions(permissions: readonly string[]): {
  everything: boolean;
  groups: PermissionGroup[];
} {
  const byResource = new Map<string, PermissionGroup>();
  let everything = false;
  for (const raw of permissions) {
    const permission = normalizePermission(raw);
    if (permission === '*') {
      everything = true;
      continue;
    }
    const [resource = permission, action = ''] = permission.split(':');
    const group = byResource.get(resource) ?? { resource, actions: [], all: false };
    if (action === '*') group.all = true;
    else if (action && !group.actions.includes(action)) group.actions.push(action);
    byResource.set(resource, group);
  }
  return { everything, groups: [...byResource.values()] };
}
