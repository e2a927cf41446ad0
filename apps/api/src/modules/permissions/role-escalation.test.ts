import { formatMessage } from '@motorpool/domain/validation-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import type { TestUser } from '../../test/identity.ts';
import { tenantId } from '../auth/test-support.ts';
import { client, type Method } from './test-support.ts';

let t: TestApp;
let api: ReturnType<typeof client>;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t, await tenantId(t.database, 'demo'));
  admin = await api.user(['admin']);
});
afterAll(async () => t.close());

const role = (name: string, permissions: string[]) => ({
  name,
  label: `Role ${name}`,
  description: 'Made by a test',
  permissions,
});

const arabic = (method: Method, url: string, as: TestUser, body?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: {
      authorization: `Bearer ${as.token}`,
      'x-tenant-id': 'demo',
      'accept-language': 'ar',
    },
    ...(body ? { payload: body } : {}),
  });

const permissionsOf = async (name: string) =>
  (await api.call('GET', `/permissions/roles/${name}`, admin)).json().permissions as string[];

describe('grant only what you hold: roles', () => {
  it('refuses a role editor who sets their own role to * and keeps /users closed', async () => {
    expect(
      (
        await api.call(
          'POST',
          '/permissions/roles',
          admin,
          role('editor', ['roles:read', 'roles:update']),
        )
      ).statusCode,
    ).toBe(201);
    const editor = await api.user(['editor']);

    const star = await api.call('PUT', '/permissions/roles/editor', editor, {
      label: 'Editor',
      permissions: ['*'],
    });
    expect(star.statusCode).toBe(403);
    expect(star.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: formatMessage('role.administratorOnly', 'en'),
    });

    const more = await arabic('PUT', '/permissions/roles/editor', editor, {
      label: 'Editor',
      permissions: ['roles:read', 'roles:update', 'users:read'],
    });
    expect(more.statusCode).toBe(403);
    expect(more.json().message).toBe(
      formatMessage('role.permissionNotHeld', 'ar', { permissions: 'users:read' }),
    );

    expect(await permissionsOf('editor')).toEqual(['roles:read', 'roles:update']);
    expect((await api.call('GET', '/users', editor)).statusCode).toBe(403);

    // what they hold they may still arrange
    const relabel = await api.call('PUT', '/permissions/roles/editor', editor, {
      label: 'Role editor',
      permissions: ['roles:read', 'roles:update'],
    });
    expect(relabel.statusCode).toBe(200);
  });

  it('lets a manager-type user create a role of a subset of their permissions, nothing more', async () => {
    const manager = await api.user(['manager'], ['roles:create']);
    const subset = await api.call(
      'POST',
      '/permissions/roles',
      manager,
      role('desk-lead', ['vehicles:read', 'reports:read', 'view_users']),
    );
    expect(subset.statusCode).toBe(201);
    expect(subset.json().permissions).toEqual(['vehicles:read', 'reports:read', 'users:read']);

    const beyond = await api.call(
      'POST',
      '/permissions/roles',
      manager,
      role('desk-boss', ['vehicles:read', 'users:delete']),
    );
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json().message).toBe(
      formatMessage('role.permissionNotHeld', 'en', { permissions: 'users:delete' }),
    );
    expect((await api.call('GET', '/permissions/roles/desk-boss', admin)).statusCode).toBe(404);
    const wildcard = await api.call(
      'POST',
      '/permissions/roles',
      manager,
      role('all-of-it', ['*']),
    );
    expect(wildcard.statusCode).toBe(403);
    const resource = await api.call(
      'POST',
      '/permissions/roles',
      manager,
      role('all-vehicles', ['vehicles:*']),
    );
    expect(resource.statusCode).toBe(403);
  });

  it('keeps the system roles and taking out unheld permissions to administrators', async () => {
    const manager = await api.user(['manager'], ['roles:update']);
    const viewer = await api.call('PUT', '/permissions/roles/viewer', manager, {
      label: 'Viewer',
      permissions: ['vehicles:read'],
    });
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json().message).toBe(formatMessage('role.administratorOnly', 'en'));
    expect(await permissionsOf('viewer')).toContain('customers:read');

    await api.call(
      'POST',
      '/permissions/roles',
      admin,
      role('payroll', ['payments:refund', 'users:delete']),
    );
    const strip = await api.call('PUT', '/permissions/roles/payroll', manager, {
      label: 'Payroll',
      permissions: ['payments:refund'],
    });
    expect(strip.statusCode).toBe(403);
    expect(await permissionsOf('payroll')).toEqual(['payments:refund', 'users:delete']);
  });

  it('refuses an import with * by a non-administrator and changes nothing', async () => {
    const importer = await api.user(['viewer'], ['roles:read', 'roles:create', 'roles:update']);
    await api.call('POST', '/permissions/roles', admin, role('imported-kept', ['reports:read']));
    const res = await api.call('POST', '/permissions/import', importer, {
      version: 1,
      roles: [
        role('imported-harmless', ['reports:read']),
        role('imported-kept', ['reports:read', 'customers:read']),
        role('imported-star', ['*']),
      ],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(formatMessage('role.administratorOnly', 'en'));
    expect((await api.call('GET', '/permissions/roles/imported-harmless', admin)).statusCode).toBe(
      404,
    );
    expect((await api.call('GET', '/permissions/roles/imported-star', admin)).statusCode).toBe(404);
    expect(await permissionsOf('imported-kept')).toEqual(['reports:read']);

    const lacking = await api.call('POST', '/permissions/import', importer, {
      version: 1,
      roles: [role('imported-kept', ['reports:read', 'users:delete'])],
    });
    expect(lacking.statusCode).toBe(403);
    expect(await permissionsOf('imported-kept')).toEqual(['reports:read']);

    const held = await api.call('POST', '/permissions/import', importer, {
      version: 1,
      roles: [role('imported-kept', ['reports:read', 'customers:read'])],
    });
    expect(held.json()).toEqual({ created: 0, updated: 1, failed: [] });
  });
});
