// The API document as other people's tools read it: a standard OpenAPI validator accepts it, and
// a typed client generated from it compiles. One engine is enough: the document does not depend
// on the database.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';
import { testEngine } from './databases.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

describe.runIf(testEngine() === 'pglite')('the API document in standard tools', () => {
  let t: TestApp;
  let document: Record<string, unknown>;
  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(async () => t.close());

  it('defines every schema it refers to, so a standard validator accepts it', async () => {
    const schemas = (document.components as { schemas?: Record<string, unknown> }).schemas ?? {};
    const referred = new Set(
      [...JSON.stringify(document).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map(
        (match) => match[1]!,
      ),
    );
    expect([...referred].filter((name) => !(name in schemas))).toEqual([]);
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('gives a typed client that compiles and types a call', async () => {
    const types = astToString(await openapiTS(structuredClone(document) as never));
    const dir = await mkdtemp(path.join(tmpdir(), 'motorpool-client-'));
    try {
      await writeFile(path.join(dir, 'api.d.ts'), types);
      // a caller reading a vehicle list and a refusal from the generated types
      await writeFile(
        path.join(dir, 'client.ts'),
        [
          "import type { components, paths } from './api';",
          "type Vehicles = paths['/api/v1/vehicles']['get']['responses']['200']['content']['application/json'];",
          'export const first = (list: Vehicles): string | undefined => list.data[0]?.id;',
          "export const said = (error: components['schemas']['ErrorEnvelope']): string => `${error.code}: ${error.message}`;",
          '',
        ].join('\n'),
      );
      const compiled = spawnSync(
        path.join(root, 'node_modules/.bin/tsc'),
        [
          '--noEmit',
          '--strict',
          '--skipLibCheck',
          'false',
          '--target',
          'es2022',
          '--module',
          'nodenext',
          path.join(dir, 'client.ts'),
        ],
        { cwd: dir, encoding: 'utf8' },
      );
      expect(compiled.stdout + compiled.stderr).toBe('');
      expect(compiled.status).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
