import { formatMessage } from '@motorpool/domain/validation-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';

let f: Fleet;
beforeAll(async () => {
  f = await createFleet();
}, 60_000);
afterAll(async () => {
  await f.t.close();
});

const lookup = (overrides: object = {}) => ({
  name: 'Sedan',
  nameAr: 'سيدان',
  type: 'VEHICLE_TYPE',
  code: 'CAR_TYPE_TEST_SEDAN',
  sortOrder: 5,
  ...overrides,
});

describe('lookups', () => {
  it('creates, reads, changes and deletes a lookup, auditing each change', async () => {
    const created = await f.call('POST', '/lookups', f.admin, {
      body: lookup({ code: 'car_type_crud', description: 'Four doors' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, code, nameAr, isActive } = created.json();
    expect({ code, nameAr, isActive }).toEqual({
      code: 'CAR_TYPE_CRUD',
      nameAr: 'سيدان',
      isActive: true,
    });

    const read = await f.call('GET', `/lookups/${id}`, f.viewer);
    expect(read.json().description).toBe('Four doors');

    const patched = await f.call('PATCH', `/lookups/${id}`, f.admin, {
      body: { isActive: false, description: '' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ isActive: false, description: null });

    const removed = await f.call('DELETE', `/lookups/${id}`, f.admin);
    expect(removed.statusCode).toBe(204);
    expect((await f.call('GET', `/lookups/${id}`, f.admin)).statusCode).toBe(404);
    const actions = (await f.auditOf(id)).map((a) => a.action).sort();
    expect(actions).toEqual(['create', 'delete', 'update']);
  });

  it('refuses a duplicate code within a type with 409, but allows it in another type', async () => {
    const first = await f.call('POST', '/lookups', f.admin, { body: lookup({ code: 'DUP_CODE' }) });
    expect(first.statusCode).toBe(201);
    const again = await f.call('POST', '/lookups', f.admin, {
      body: lookup({ code: 'dup_code' }),
      language: 'ar',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      message: formatMessage('lookup.duplicateCode', 'ar'),
    });
    const otherType = await f.call('POST', '/lookups', f.admin, {
      body: lookup({ code: 'DUP_CODE', type: 'FUEL_TYPE' }),
    });
    expect(otherType.statusCode).toBe(201);
  });

  it('checks the code shape with a translated 400', async () => {
    const res = await f.call('POST', '/lookups', f.admin, {
      body: lookup({ code: 'car type!' }),
      language: 'ar',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({
      path: 'body.code',
      message: formatMessage('lookup.invalidCode', 'ar'),
    });
  });

  it('creates in bulk, all or nothing', async () => {
    const ok = await f.call('POST', '/lookups/bulk', f.admin, {
      body: [
        lookup({ code: 'BULK_ONE', type: 'LOCATION' }),
        lookup({ code: 'BULK_TWO', type: 'LOCATION' }),
      ],
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().created).toBe(2);
    const clash = await f.call('POST', '/lookups/bulk', f.admin, {
      body: [
        lookup({ code: 'BULK_THREE', type: 'LOCATION' }),
        lookup({ code: 'BULK_ONE', type: 'LOCATION' }),
      ],
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().details[0].path).toBe('body.1.code');
    const listed = await f.call('GET', '/lookups?filter[code][equals]=BULK_THREE', f.admin);
    expect(listed.json().total).toBe(0);
  });

  it('lists with isActive and type shorthands, search and sort', async () => {
    await f.call('POST', '/lookups', f.admin, {
      body: lookup({ type: 'PAYMENT_METHOD', code: 'PAY_LIST_A', name: 'Cash', sortOrder: 2 }),
    });
    await f.call('POST', '/lookups', f.admin, {
      body: lookup({ type: 'PAYMENT_METHOD', code: 'PAY_LIST_B', name: 'Card', sortOrder: 1 }),
    });
    await f.call('POST', '/lookups', f.admin, {
      body: lookup({ type: 'PAYMENT_METHOD', code: 'PAY_LIST_C', name: 'Cheque', isActive: false }),
    });
    const active = await f.call(
      'GET',
      '/lookups?type=PAYMENT_METHOD&isActive=true&search=pay_list&sort=sortOrder:asc',
      f.viewer,
    );
    expect(active.statusCode, active.body).toBe(200);
    expect(active.json().data.map((l: { code: string }) => l.code)).toEqual([
      'PAY_LIST_B',
      'PAY_LIST_A',
    ]);
    const bad = await f.call('GET', '/lookups?isActive=maybe', f.viewer);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('querystring.filter[isActive][equals]');
  });

  it('returns the active lookups of a type by sortOrder, the types with counts and stats', async () => {
    await f.call('POST', '/lookups', f.admin, {
      body: lookup({ type: 'TRANSMISSION_TYPE', code: 'TR_B', sortOrder: 2 }),
    });
    await f.call('POST', '/lookups', f.admin, {
      body: lookup({ type: 'TRANSMISSION_TYPE', code: 'TR_A', sortOrder: 1 }),
    });
    await f.call('POST', '/lookups', f.admin, {
      body: lookup({ type: 'TRANSMISSION_TYPE', code: 'TR_OFF', isActive: false }),
    });
    const ofType = await f.call('GET', '/lookups/type/TRANSMISSION_TYPE', f.viewer);
    const codes = ofType.json().data.map((l: { code: string }) => l.code);
    expect(codes.indexOf('TR_A')).toBeLessThan(codes.indexOf('TR_B'));
    expect(codes).not.toContain('TR_OFF');

    const types = await f.call('GET', '/lookups/types', f.viewer);
    const transmission = types
      .json()
      .data.find((t: { type: string }) => t.type === 'TRANSMISSION_TYPE');
    expect(transmission.count - transmission.active).toBeGreaterThanOrEqual(1);
    expect(types.json().data.map((t: { type: string }) => t.type)).toContain('INSURANCE_OPTION');

    const stats = (await f.call('GET', '/lookups/stats', f.viewer)).json();
    expect(stats.total).toBe(stats.active + stats.inactive);
    expect(stats.byType.reduce((s: number, t: { count: number }) => s + t.count, 0)).toBe(
      stats.total,
    );
  });

  it('answers 401 without a token, 403 to a viewer writing and 404 for another tenant', async () => {
    expect((await f.call('GET', '/lookups', null)).statusCode).toBe(401);
    expect(
      (await f.call('POST', '/lookups', f.viewer, { body: lookup({ code: 'VIEWER_TRY' }) }))
        .statusCode,
    ).toBe(403);
    const acmeOne = await f.call('POST', '/lookups', f.acmeAdmin, {
      body: lookup({ code: 'ACME_ONLY' }),
    });
    expect(acmeOne.statusCode).toBe(201);
    const id = acmeOne.json().id as string;
    expect((await f.call('GET', `/lookups/${id}`, f.admin)).statusCode).toBe(404);
    expect(
      (await f.call('PATCH', `/lookups/${id}`, f.admin, { body: { name: 'x' } })).statusCode,
    ).toBe(404);
    expect((await f.call('DELETE', `/lookups/${id}`, f.admin)).statusCode).toBe(404);
  });

  it('documents the lookup paths and the fleet routes in the OpenAPI document', async () => {
    const res = await f.t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    for (const [path, methods] of Object.entries({
      '/api/v1/lookups': ['get', 'post'],
      '/api/v1/lookups/bulk': ['post'],
      '/api/v1/lookups/types': ['get'],
      '/api/v1/lookups/type/{type}': ['get'],
      '/api/v1/lookups/{id}': ['get', 'patch', 'delete'],
      '/api/v1/branches/{id}/stats': ['get'],
      '/api/v1/vehicles/{id}/maintenance-records/{recordId}': ['delete'],
      '/api/v1/vehicles/export': ['get'],
      '/api/v1/files/{id}/thumbnail': ['get'],
    })) {
      expect(Object.keys(paths[path] ?? {}), path).toEqual(expect.arrayContaining(methods));
    }
  });
});
