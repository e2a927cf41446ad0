import { useTranslation } from 'react-i18next';

const knownRoles = [
  'admin',
  'super-admin',
  'manager',
  'employee',
  'staff',
  'viewer',
  'customer',
] as const;
export type KnownRole = (typeof knownRoles)[number];

export function isKnownRole(role: string): role is KnownRole {
  return (knownRoles as readonly string[]).includes(role);
}

// A role's display name (SPEC §6): Administrator, Branch Manager, Staff Member…; a role the
// app does not know is shown by its name.
export function useRoleLabel(): (role: string) => string {
  const { t } = useTranslation();
  return (role) => (isKnownRole(role) ? t(`roles.${role}`) : role);
}
