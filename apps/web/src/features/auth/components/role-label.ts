import { isRoleName, useRoleText } from '../../../shared/i18n/role-text.ts';

export const isKnownRole = isRoleName;

// A role's display name: Administrator, Branch Manager, Staff Member…; a role the
// app does not know is shown by its name.
export function useRoleLabel(): (role: string) => string {
  return useRoleText().roleLabel;
}
