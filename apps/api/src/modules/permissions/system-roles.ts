import { defaultRolePermissions, tenantRoleNames } from '@motorpool/domain/permissions';
import type { Tx } from '../../db/engine.ts';
import { roles } from '../../db/schema/index.ts';

// Roles with their labels and descriptions; the permissions are the domain's matrix.
export const systemRoles: Record<
  (typeof tenantRoleNames)[number],
  { label: string; description: string }
> = {
  admin: {
    label: 'Administrator',
    description:
      'Full system access: vehicles, customers, rentals, finance reports and configuration.',
  },
  manager: {
    label: 'Branch Manager',
    description: 'Oversees branch operations, staff, the local fleet and branch reports.',
  },
  employee: {
    label: 'Employee',
    description: 'Front-desk work: reservations, rentals, payments and vehicle records.',
  },
  staff: {
    label: 'Staff Member',
    description:
      'Processes requests, vehicle check-in and check-out, reservations and vehicle records.',
  },
  viewer: { label: 'Viewer', description: 'Read-only access to the business records.' },
  customer: {
    label: 'Customer',
    description: 'Browses and rents vehicles, manages bookings and history, updates the profile.',
  },
};

// Every tenant starts with the system roles; running it again changes nothing.
export async function seedSystemRoles(tx: Tx, tenantId: string): Promise<void> {
  await tx
    .insert(roles)
    .values(
      tenantRoleNames.map((name) => ({
        tenantId,
        name,
        label: systemRoles[name].label,
        description: systemRoles[name].description,
        permissions: [...defaultRolePermissions[name]],
        isSystem: true,
      })),
    )
    .onConflictDoNothing();
}
