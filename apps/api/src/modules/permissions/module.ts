import { type ModuleBase, mount } from '../../lib/module.ts';
import { createAccessService } from './access-service.ts';
import type { RoleHolders, UserLister } from './ports.ts';
import { roleTable } from './repository.ts';
import { createRoleService } from './role-service.ts';
import { permissionRoutes } from './routes.ts';
import { createPermissionService } from './service.ts';

/** The tenant's role table (name -> permissions), read inside the caller's transaction. */
export const permissionReaders = { roleTable };

export type PermissionNeeds = {
  /** who holds which roles and permissions (users module) */
  holders: RoleHolders;
  users: UserLister;
};

export function permissionsModule({ database }: ModuleBase, { holders, users }: PermissionNeeds) {
  return {
    name: 'permissions',
    routes: [
      mount(permissionRoutes, {
        permissions: createPermissionService(database, holders),
        access: createAccessService(database, holders),
        roles: createRoleService(database, holders),
        users,
      }),
    ],
  };
}
