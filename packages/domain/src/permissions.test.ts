import { describe, expect, it } from 'vitest';
import {
  catalogPermissions,
  defaultRolePermissions,
  effectivePermissions,
  hasAllPermissions,
  hasAnyPermission,
  hasPermission,
  isKnownPermission,
  permissionsNotHeld,
} from './permissions.ts';

describe('hasPermission', () => {
  it('grants everything to the wildcard', () => {
    expect(hasPermission(['*'], 'payments:refund')).toBe(true);
  });
  it('grants a whole resource with resource:*', () => {
    expect(hasPermission(['vehicles:*'], 'vehicles:delete')).toBe(true);
    expect(hasPermission(['vehicles:*'], 'customers:read')).toBe(false);
  });
  it('needs an exact match otherwise', () => {
    expect(hasPermission(['vehicles:read'], 'vehicles:update')).toBe(false);
  });
  it('understands the older permission names on either side', () => {
    expect(hasPermission(['users:read'], 'view_users')).toBe(true);
    expect(hasPermission(['create_reservations'], 'reservations:create')).toBe(true);
  });
  it('treats no permissions as none', () => {
    expect(hasPermission([], 'vehicles:read')).toBe(false);
  });
  it('lets the full read include the catalogue (browse), never the other way round', () => {
    expect(hasPermission(['vehicles:read'], 'vehicles:browse')).toBe(true);
    expect(hasPermission(['vehicles:browse'], 'vehicles:read')).toBe(false);
    expect(hasPermission(['branches:read'], 'vehicles:browse')).toBe(false);
  });
  it('checks any-of and all-of', () => {
    expect(hasAnyPermission(['rentals:read'], ['users:read', 'rentals:read'])).toBe(true);
    expect(hasAllPermissions(['rentals:read'], ['users:read', 'rentals:read'])).toBe(false);
  });
});

describe('role matrix', () => {
  it('gives admin everything and the viewer nothing that writes', () => {
    expect(defaultRolePermissions.admin).toEqual(['*']);
    const writes = defaultRolePermissions.viewer.filter((p) => !/:read$/.test(p));
    expect(writes).toEqual(['notifications:update']);
  });
  it('names only permissions of the catalogue', () => {
    for (const perms of Object.values(defaultRolePermissions)) {
      for (const p of perms) expect(isKnownPermission(p), p).toBe(true);
    }
    expect(isKnownPermission('vehicles:fly')).toBe(false);
    expect(catalogPermissions).toContain('rentals:checkout');
  });
  it('keeps refunds away from the front desk', () => {
    expect(hasPermission(defaultRolePermissions.staff, 'payments:refund')).toBe(false);
    expect(hasPermission(defaultRolePermissions.manager, 'payments:refund')).toBe(true);
  });
});

describe('permissionsNotHeld', () => {
  it('lists what a caller would grant beyond their own permissions', () => {
    expect(
      permissionsNotHeld(['vehicles:read', 'users:*'], ['view_users', 'vehicles:browse']),
    ).toEqual([]);
    expect(permissionsNotHeld(['vehicles:read'], ['*', 'vehicles:*', 'vehicles:read'])).toEqual([
      '*',
      'vehicles:*',
    ]);
    expect(permissionsNotHeld(['*'], ['*', 'users:delete'])).toEqual([]);
  });
});

describe('the customer role', () => {
  it('browses the catalogue and reads no back-office record', () => {
    const customer = defaultRolePermissions.customer;
    for (const p of ['vehicles:browse', 'branches:browse', 'lookups:browse']) {
      expect(hasPermission(customer, p), p).toBe(true);
    }
    for (const p of [
      'vehicles:read',
      'branches:read',
      'lookups:read',
      'roles:read',
      'users:read',
    ]) {
      expect(hasPermission(customer, p), p).toBe(false);
    }
  });
});

describe('effectivePermissions', () => {
  it("unites the roles' permissions with the user's own", () => {
    const table = { viewer: ['vehicles:read'], staff: ['rentals:checkout'] };
    expect(effectivePermissions(['viewer'], ['view_users'], table)).toEqual([
      'users:read',
      'vehicles:read',
    ]);
  });
  it('collapses to the wildcard', () => {
    expect(effectivePermissions(['admin'], ['users:read'], { admin: ['*'] })).toEqual(['*']);
  });
});
