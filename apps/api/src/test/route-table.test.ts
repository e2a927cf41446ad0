import {
  defaultRolePermissions,
  hasAllPermissions,
  isKnownPermission,
} from '@motorpool/domain/permissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../db/schema/index.ts';
import { tenantId } from '../modules/auth/test-support.ts';
import type { RouteAccess } from '../plugins/auth.ts';
import { createTestApp, type TestApp } from './app.ts';

let t: TestApp;
let apiRoutes: RouteAccess[];
beforeAll(async () => {
  t = await createTestApp();
  apiRoutes = t.app.routeAccess.filter((r) => r.url.startsWith('/api/v1/'));
});
afterAll(async () => t.close());

const name = (r: RouteAccess) => `${r.method} ${r.url.slice('/api/v1'.length)}`;

// Routes any signed-in caller reaches; each keeps the caller to their own records or answers
// only about the caller. A new one belongs here only after that has been checked.
const signedInOnly = [
  'POST /auth/logout',
  'GET /auth/profile',
  'PATCH /auth/profile',
  // A customer account's own documents (the service finds its record; staff 403)
  'GET /auth/profile/documents',
  'POST /auth/profile/documents',
  'DELETE /auth/profile/documents/:documentId',
  'POST /auth/change-password',
  // The support visit the caller's own token belongs to (404 for any other token)
  'GET /auth/impersonation',
  'GET /sessions',
  'GET /sessions/active',
  'DELETE /sessions',
  'GET /sessions/stats',
  'POST /sessions/cleanup',
  'GET /sessions/:id',
  'DELETE /sessions/:id',
  'GET /permissions/user',
  'GET /permissions/resources/:resource',
  'POST /permissions/validate',
  'GET /search',
  // The caller's own cookie consent and terms acceptance (consent module: owner from the token)
  'GET /me/consent',
  'PUT /me/consent',
  'GET /me/terms-acceptance',
  'POST /me/terms-acceptance',
  // The caller's own data requests (privacy module: kept to the caller's account; the
  // password re-checked on a new one; staff 403; another's download 404)
  'POST /me/privacy-requests',
  'GET /me/privacy-requests',
  'GET /me/privacy-requests/:id/download',
];

// What the customer role's permissions open: the customer area's catalogue, nothing more.
const customerByPermission = [
  'GET /lookups',
  'GET /lookups/type/:type',
  'GET /lookups/:id',
  'GET /branches',
  'GET /branches/:id',
  'GET /catalogue/vehicles',
  'GET /catalogue/vehicles/:id',
  'GET /catalogue/vehicles/:id/images',
  // the customer's own reservations (the service keeps them to their record), and the
  // availability search without plates
  'GET /vehicles/availability',
  'GET /reservations',
  'GET /reservations/:id',
  'GET /reservations/:id/documents',
  'POST /reservations',
  'POST /reservations/quote',
  'POST /reservations/:id/cancel',
  // Re-dating their own reservation (dates only; documents stay staff's: 403), the
  // cancellation policy's quote
  'PATCH /reservations/:id',
  'POST /reservations/:id/documents',
  'DELETE /reservations/:id/documents/:documentId',
  'GET /reservations/:id/cancellation-quote',
  // the customer's own rentals (the service keeps them to their record)
  'GET /rentals',
  'GET /rentals/:id',
  'GET /rentals/:id/documents',
  'GET /rentals/:id/pdf/:kind',
  // Reviewing their own completed rental, once
  'POST /rentals/:id/review',
  // the customer's own payments (the service keeps them to their record)
  'GET /payments',
  'GET /payments/:id',
  'GET /payments/:id/receipt',
  // Paying their own reservation's balance by card
  'POST /payments',
  'POST /payments/:id/process',
  // Their own notifications and preferences (the service keys all by the caller)
  'GET /notifications',
  'DELETE /notifications',
  'POST /notifications/bulk',
  'GET /notifications/stats',
  'GET /notifications/unread-count',
  'GET /notifications/health',
  'GET /notifications/preferences',
  'PUT /notifications/preferences',
  'PUT /notifications/read-all',
  'GET /notifications/:id',
  'PATCH /notifications/:id',
  'DELETE /notifications/:id',
  'PUT /notifications/:id/read',
  'PUT /notifications/:id/archive',
];

describe('the route table', () => {
  it('has every API route declare a permission or an explicit public or signed-in rule', () => {
    expect(apiRoutes.length).toBeGreaterThan(50);
    const implicit = apiRoutes.filter((r) => r.rule === 'implicit').map(name);
    expect(implicit).toEqual([]);
    const unknown = apiRoutes.filter((r) => r.permission.some((p) => !isKnownPermission(p)));
    expect(unknown.map(name)).toEqual([]);
  });

  it('lists every route open to any signed-in caller', () => {
    expect(
      apiRoutes
        .filter((r) => r.rule === 'required')
        .map(name)
        .sort(),
    ).toEqual([...signedInOnly].sort());
  });

  it("lets the customer role's permissions reach only the customer area's routes", async () => {
    const demo = await tenantId(t.database, 'demo');
    const [stored] = await t.database.withTenant(demo, (tx) =>
      tx.select({ permissions: roles.permissions }).from(roles).where(eq(roles.name, 'customer')),
    );
    for (const granted of [defaultRolePermissions.customer, stored?.permissions ?? []]) {
      const reached = apiRoutes
        .filter((r) => r.rule === 'permission' && hasAllPermissions(granted, r.permission))
        .map(name);
      expect(reached.sort()).toEqual([...customerByPermission].sort());
    }
  });

  it('keeps each back-office role reaching what it reached before', () => {
    const reach = (granted: readonly string[], route: string) => {
      const found = apiRoutes.find((r) => name(r) === route);
      if (!found) throw new Error(`no route ${route}`);
      return hasAllPermissions(granted, found.permission);
    };
    for (const role of ['manager', 'employee', 'staff', 'viewer'] as const) {
      for (const route of [
        ...customerByPermission.filter((r) => r.startsWith('GET ')),
        'GET /vehicles',
        'GET /vehicles/:id',
        'GET /vehicles/:id/images',
        'GET /vehicles/:id/activity',
        'GET /vehicles/:id/documents',
        'GET /vehicles/:id/maintenance-records',
        'GET /vehicles/:id/stats',
        'GET /branches/:id/stats',
        'GET /branches/:id/activity',
        'GET /lookups/stats',
        'GET /lookups/types',
      ]) {
        expect(reach(defaultRolePermissions[role], route), `${role} ${route}`).toBe(true);
      }
    }
    expect(reach(defaultRolePermissions.manager, 'GET /permissions')).toBe(true);
  });
});
