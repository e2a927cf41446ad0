import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tenantSubdomainFromHost } from '@motorpool/domain/hosts';

// The first pages a visitor opens have an HTML file of their own holding a static copy of the
// page (apps/web static-shells.ts); every other client route gets index.html.
export function webPageFile(host: string | undefined, url: string): string {
  const pathname = (url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/';
  const tenant = tenantSubdomainFromHost(host) !== null;
  if (pathname === '/') return tenant ? 'index.html' : 'landing.html';
  if (pathname === '/auth/login') return tenant ? 'tenant-login.html' : 'index.html';
  if (pathname === '/admin/auth/login') {
    return tenant ? 'tenant-admin-login.html' : 'platform-admin-login.html';
  }
  return 'index.html';
}

// Serves the built web app; any other non-API GET gets its page (webPageFile) so client routes
// load.
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
    const pages = new Set(readdirSync(distDir).filter((file) => file.endsWith('.html')));
    app.decorate('webPage', (host: string | undefined, url: string) => {
      const file = webPageFile(host, url);
      return pages.has(file) ? file : 'index.html';
    });
  },
  { name: 'web-app' },
);

declare module 'fastify' {
  interface FastifyInstance {
    webPage?: (host: string | undefined, url: string) => string;
  }
}
