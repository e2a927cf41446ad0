import { isBackOfficeRole } from '../../../shared/auth/session-store.ts';

export const roleHomes = { admin: '/admin/general/dashboard', customer: '/' } as const;
export const rolesPath = '/roles';

// Where a role's layout starts: back-office roles the dashboard, customers the home page.
export function homeOfRole(role: string): string {
  return isBackOfficeRole(role) ? roleHomes.admin : roleHomes.customer;
}

// After sign-in: the page the user was heading to when it belongs to the role's layout,
// otherwise the layout's start page; several roles choose first at /roles.
export function destinationAfterLogin(roles: readonly string[], from?: string | null): string {
  if (roles.length > 1) return rolesPath;
  const role = roles[0];
  if (!role) return roleHomes.customer;
  const home = homeOfRole(role);
  if (from && from.startsWith('/') && !from.startsWith('//') && !from.includes('/auth/')) {
    const adminPage = from.startsWith('/admin');
    if (adminPage === isBackOfficeRole(role)) return from;
  }
  return home;
}
