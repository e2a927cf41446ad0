import type { Language } from '@motorpool/domain/locale-lists';
import { hasPermission, permissionsNotHeld } from '@motorpool/domain/permissions';
import { apiError } from '../../lib/http-errors.ts';
import type { UserPrincipal } from './service.ts';

// "Grant only what you hold" for roles: whoever may write roles could otherwise write a role
// they hold (or will be given) into a key to everything.

const isAdministrator = (p: UserPrincipal) => hasPermission(p.permissions, '*');

type Existing = { name: string; isSystem: boolean; permissions: readonly string[] };

/**
 * Refuses (403, in the caller's language) a role write that puts in, or takes out, a
 * permission the caller does not hold; `*` and the administrator and system roles are for
 * administrators only.
 */
export function checkRoleWrite(
  p: UserPrincipal,
  language: Language,
  next: readonly string[],
  existing?: Existing | null,
): void {
  if (isAdministrator(p)) return;
  const systemRole = existing && (existing.isSystem || existing.name === 'admin');
  if (systemRole || next.includes('*')) {
    throw apiError('FORBIDDEN', 'role.administratorOnly');
  }
  const removed = (existing?.permissions ?? []).filter((x) => !next.includes(x));
  const beyond = permissionsNotHeld(p.permissions, [...next, ...removed]);
  if (beyond.length > 0) {
    throw apiError('FORBIDDEN', 'role.permissionNotHeld', {
      params: { permissions: beyond.join(', ') },
    });
  }
}
