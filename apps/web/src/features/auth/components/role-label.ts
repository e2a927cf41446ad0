import { useRoleText } from '../../../shared/i18n/role-text.ts';

// A role's display name: Administrator, Branch Manager, Staff Member…; a role the
// app does not know is shown by its name.
export function useRoleLabel(): (role: string) => string {
  return useRoleText().roleLabel;
}
