import { useMemo, useSyncExternalStore } from 'react';
import {
  defaultRolePermissions,
  effectivePermissions,
  hasPermission,
} from '@motorpool/domain/permissions';
import { getSessionState, subscribeSession, type SessionState } from './session-store.ts';

// The signed-in user as every feature sees it. The session store behind it (tokens, refresh,
// profile) lives beside this file; features only read through this hook.
export type SessionUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  permissions: string[];
  tenantId: string | null;
  branchId: string | null;
};

export type CurrentUser = {
  user: SessionUser | null;
  /** the role chosen for this session (a user with several roles picks one at /roles) */
  activeRole: string | null;
  can: (permission: string) => boolean;
};

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSessionState, getSessionState);
}

// Effective permissions: the server's list once fetched, until then the user's own
// plus those of their roles. A user without roles has none.
export function permissionsOf(state: SessionState): string[] {
  const user = state.user;
  if (!user || user.roles.length === 0) return [];
  if (state.serverPermissions) return state.serverPermissions;
  return effectivePermissions(user.roles, user.permissions, defaultRolePermissions);
}

export function useCurrentUser(): CurrentUser {
  const state = useSession();
  return useMemo(() => {
    const u = state.user;
    const granted = permissionsOf(state);
    return {
      user: u
        ? {
            id: u.id,
            email: u.email,
            firstName: u.firstName,
            lastName: u.lastName,
            roles: u.roles,
            permissions: granted,
            tenantId: u.tenantId,
            branchId: u.branchId,
          }
        : null,
      activeRole: state.activeRole,
      can: (permission: string) => hasPermission(granted, permission),
    };
  }, [state]);
}
