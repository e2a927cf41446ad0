import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testEngine } from '../../test/databases.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/v1/health', () => {
  it('reports the database reachable and the version, without a tenant', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: 'up',
      engine: testEngine(),
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
  });
});

describe('OpenAPI document', () => {
  it('is served at /api/docs/json and lists the routes with their schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/health', '/api/v1/tenants/current']),
    );
    expect(doc.paths['/api/v1/tenants/current'].get.responses['404']).toBeDefined();
  });

  it('serves the interactive documentation at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});
