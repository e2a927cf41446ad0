import { writeFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { createTestApp } from './app.ts';

it('writes the OpenAPI document', async () => {
  const t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  const out = process.env.OPENAPI_OUT ?? '/tmp/a3/openapi.json';
  writeFileSync(out, JSON.stringify(JSON.parse(response.body), null, 2));
  writeFileSync(`${out}.access.json`, JSON.stringify(t.app.routeAccess, null, 2));
  await t.close();
});
