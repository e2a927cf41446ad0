// The API document and the route table as the app builds them: a change to either shows up here
// as a diff to review (`npx vitest run --project api-pglite -u` rewrites them when intended).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

it('documents every route as before', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  const document = `${JSON.stringify(response.json(), null, 1)}\n`;
  await expect(document).toMatchFileSnapshot('__snapshots__/openapi.json');
});

it('registers every route, with its access rule, as before', async () => {
  const table = t.app.routeAccess
    .map((route) => JSON.stringify(route))
    .sort()
    .join('\n');
  await expect(`${table}\n`).toMatchFileSnapshot('__snapshots__/route-table.jsonl');
});
