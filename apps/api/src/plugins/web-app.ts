import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Serves the built web app; any other non-API GET gets index.html so client routes load.
export const webAppPlugin = fp<{ distDir: string }>(
  async (app: FastifyInstance, { distDir }) => {
    const index = path.join(distDir, 'index.html');
    if (!existsSync(index)) {
      app.log.warn({ distDir }, 'web app build not found: only the API is served');
      return;
    }
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (vite.config.ts precompress).
      preCompressed: true,
      // Hashed assets never change; everything else (index.html, favicon) is revalidated.
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
    app.decorate('serveWebApp', true);
  },
  { name: 'web-app' },
);

declare module 'fastify' {
  interface FastifyInstance {
    serveWebApp?: boolean;
  }
}
