import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tenantSubdomainFromHost } from '@motorpool/domain/hosts';
import { loadCompanyPages } from './company-pages.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// The first pages a visitor opens have an HTML file of their own holding a static copy of the
// page (apps/web static-shells.ts); a company's home, catalogue and vehicle pages are rendered
// with its data (company-pages.ts); every other client route gets index.html.
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
      // the server's own rendering code (company-pages.ts) is read here, never sent
      allowedPath: (pathName) => !pathName.startsWith('/ssr/'),
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
    const pageFile = (host: string | undefined, url: string) => {
      const file = webPageFile(host, url);
      return pages.has(file) ? file : 'index.html';
    };
    const companyPages = await loadCompanyPages(app, distDir);
    const companyPage = async (request: FastifyRequest): Promise<string | null> => {
      const host = request.headers.host;
      if (!companyPages || !host || tenantSubdomainFromHost(host) === null) return null;
      if (!companyPages.covers(request.url)) return null;
      try {
        return await companyPages.render(host, request.url, request.ip);
      } catch (error) {
        // The app paints the page itself, as it does for every other page.
        request.log.warn({ err: error, url: request.url }, 'company page not rendered');
        return null;
      }
    };
    app.decorate('sendWebPage', async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-cache');
      const html = await companyPage(request);
      if (html === null) return reply.sendFile(pageFile(request.headers.host, request.url));
      reply.header('content-type', 'text/html; charset=utf-8').header('vary', 'accept-encoding');
      const accepted = String(request.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accepted)) {
        const body = await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
        return reply.header('content-encoding', 'br').send(body);
      }
      if (/\bgzip\b/.test(accepted)) {
        return reply.header('content-encoding', 'gzip').send(await gzipAsync(html));
      }
      return reply.send(html);
    });
  },
  { name: 'web-app' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the web app's page for a non-API GET (webPageFile, or a company page rendered). */
    sendWebPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}
