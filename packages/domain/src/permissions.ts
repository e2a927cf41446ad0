// The permission catalogue and the role matrix (docs/product/roles-and-permissions.md). A permission is a
// `resource:action` string; `*` grants everything and `resource:*` a whole resource. The older
// names (view_users, create_reservations…) are accepted as aliases of the catalogue's strings.
// `browse` is the customer-facing part of a resource (the catalogue a customer may see);
// `read` is the whole back-office record and includes `browse`.

export const permissionResources = {
  users: ['read', 'create', 'update', 'delete', 'status', 'export', 'import'],
  roles: ['read', 'create', 'update', 'delete', 'assign'],
  sessions: ['read', 'revoke'],
  audit: ['read'],
  customers: ['read', 'create', 'update', 'delete', 'status', 'export', 'import'],
  vehicles: ['browse', 'read', 'create', 'update', 'delete', 'status', 'export', 'import'],
  branches: ['browse', 'read', 'create', 'update', 'delete'],
  lookups: ['browse', 'read', 'create', 'update', 'delete'],
  // discount: a staff discount above the company's `maxDiscountShareBp` of the price
  reservations: ['read', 'create', 'update', 'delete', 'confirm', 'cancel', 'export', 'discount'],
  rentals: [
    'read',
    'create',
    'update',
    'delete',
    'cancel',
    'checkout',
    'checkin',
    'extend',
    'export',
  ],
  payments: ['read', 'create', 'update', 'delete', 'process', 'refund', 'export'],
  maintenance: ['read', 'create', 'update', 'delete', 'status', 'export'],
  notifications: ['read', 'create', 'update', 'delete'],
  settings: ['read', 'update'],
  reports: ['read'],
  offers: ['read', 'create', 'update', 'delete'],
  reviews: ['create', 'moderate'],
} as const;

export type PermissionResource = keyof typeof permissionResources;
export type CatalogPermission = {
  [R in PermissionResource]: `${R}:${(typeof permissionResources)[R][number]}`;
}[PermissionResource];
export type Permission = CatalogPermission | `${PermissionResource}:*` | '*';

export const catalogPermissions: readonly CatalogPermission[] = Object.entries(
  permissionResources,
).flatMap(([resource, actions]) =>
  actions.map((action) => `${resource}:${action}` as CatalogPermission),
);

// The older permission names (view_users, ...), with the catalogue string each one means.
export const permissionAliases: Readonly<Record<string, CatalogPermission>> = {
  view_users: 'users:read',
  create_users: 'users:create',
  update_users: 'users:update',
  delete_users: 'users:delete',
  view_vehicles: 'vehicles:read',
  create_vehicles: 'vehicles:create',
  update_vehicles: 'vehicles:update',
  delete_vehicles: 'vehicles:delete',
  view_customers: 'customers:read',
  view_reservations: 'reservations:read',
  create_reservations: 'reservations:create',
  view_rentals: 'rentals:read',
  view_payments: 'payments:read',
};

export function normalizePermission(value: string): string {
  return permissionAliases[value] ?? value;
}

export function isKnownPermission(value: string): boolean {
  const p = normalizePermission(value);
  if (p === '*') return true;
  const [resource, action] = p.split(':');
  if (!resource || !action || !(resource in permissionResources)) return false;
  if (action === '*') return true;
  return (permissionResources[resource as PermissionResource] as readonly string[]).includes(
    action,
  );
}

// The wildcard grants everything; `resource:*` grants every action on it; `resource:read`
// grants `resource:browse`.
export function hasPermission(granted: Iterable<string>, required: string): boolean {
  const wanted = normalizePermission(required);
  const [resource, action] = wanted.split(':');
  const fullRead = action === 'browse' ? `${resource}:read` : null;
  for (const raw of granted) {
    const p = normalizePermission(raw);
    if (p === '*' || p === wanted || p === `${resource}:*` || p === fullRead) return true;
  }
  return false;
}

/** The requested permissions that the granted list does not cover (after normalising). */
export function permissionsNotHeld(
  granted: readonly string[],
  requested: Iterable<string>,
): string[] {
  return [...new Set([...requested].map(normalizePermission))].filter(
    (p) => !hasPermission(granted, p),
  );
}

export const hasAnyPermission = (granted: Iterable<string>, required: readonly string[]) =>
  required.some((r) => hasPermission([...granted], r));

export const hasAllPermissions = (granted: Iterable<string>, required: readonly string[]) =>
  required.every((r) => hasPermission([...granted], r));

export const roleNames = [
  'admin',
  'super-admin',
  'manager',
  'employee',
  'staff',
  'viewer',
  'customer',
] as const;
export type RoleName = (typeof roleNames)[number];

// Tenant roles seeded for every company; super-admin is a platform role, outside tenants.
export const tenantRoleNames = [
  'admin',
  'manager',
  'employee',
  'staff',
  'viewer',
  'customer',
] as const;
export type TenantRoleName = (typeof tenantRoleNames)[number];

const readAllBusiness: CatalogPermission[] = [
  'customers:read',
  'vehicles:read',
  'branches:read',
  'lookups:read',
  'reservations:read',
  'rentals:read',
  'payments:read',
  'maintenance:read',
  'reports:read',
  'notifications:read',
  'notifications:update',
];

const frontDesk: CatalogPermission[] = [
  ...readAllBusiness,
  'customers:create',
  'customers:update',
  'customers:status',
  'vehicles:update',
  'vehicles:status',
  'reservations:create',
  'reservations:update',
  'reservations:confirm',
  'reservations:cancel',
  'rentals:create',
  'rentals:update',
  'rentals:checkout',
  'rentals:checkin',
  'rentals:extend',
  'rentals:cancel',
  'payments:create',
  'payments:process',
  'maintenance:create',
  'maintenance:update',
  'maintenance:status',
];

// The documented matrix (README of this package): admin all; manager branch operations and
// staff oversight; staff and employee front-desk work; viewer read-only; customer own records.
export const defaultRolePermissions: Readonly<Record<TenantRoleName, readonly Permission[]>> = {
  admin: ['*'],
  manager: [
    ...frontDesk,
    'users:read',
    'roles:read',
    'sessions:read',
    'audit:read',
    'customers:export',
    'vehicles:create',
    'vehicles:export',
    'vehicles:import',
    'reservations:export',
    'reservations:discount',
    'rentals:export',
    'payments:refund',
    'payments:export',
    'maintenance:export',
    'branches:update',
    'settings:read',
    'offers:read',
    'offers:create',
    'offers:update',
    'reviews:moderate',
    'notifications:create',
  ],
  employee: frontDesk,
  staff: frontDesk,
  viewer: readAllBusiness,
  // Services restrict every customer read and write to the customer's own records; of the
  // fleet, the branches and the lookups a customer sees only the catalogue (browse).
  customer: [
    'vehicles:browse',
    'branches:browse',
    'lookups:browse',
    'reservations:read',
    'reservations:create',
    'reservations:update',
    'reservations:cancel',
    'rentals:read',
    'reviews:create',
    'payments:read',
    'payments:create',
    'payments:process',
    'notifications:read',
    'notifications:update',
  ],
};

// Roles whose holders work in the back office (admin layout); customers use the customer area.
export const backOfficeRoles: readonly RoleName[] = [
  'admin',
  'super-admin',
  'manager',
  'employee',
  'staff',
  'viewer',
];

export function effectivePermissions(
  roles: readonly string[],
  own: readonly string[],
  roleTable: Readonly<Record<string, readonly string[]>>,
): string[] {
  const all = new Set<string>();
  for (const role of roles) for (const p of roleTable[role] ?? []) all.add(normalizePermission(p));
  for (const p of own) all.add(normalizePermission(p));
  return all.has('*') ? ['*'] : [...all].sort();
}
