import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { companyMetaName, customDomainOfHost } from '@motorpool/domain/custom-domains';
import { tenantSubdomainFromHost } from '@motorpool/domain/hosts';
import { loadCompanyPages } from './company-pages.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// The first pages a visitor opens have an HTML file of their own holding a static copy of the
// page (apps/web static-shells.ts); a company's home, catalogue and vehicle pages are rendered
// with its data (company-pages.ts); every other client route gets index.html.
// `companyDomain`: the host is a company's verified domain, whatever its labels say.
export function webPageFile(host: string | undefined, url: string, companyDomain = false): string {
  const pathname = (url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/';
  const tenant = companyDomain || tenantSubdomainFromHost(host) !== null;
  if (pathname === '/') return tenant ? 'index.html' : 'landing.html';
  if (pathname === '/auth/login') return tenant ? 'tenant-login.html' : 'index.html';
  if (pathname === '/admin/auth/login') {
    return tenant ? 'tenant-admin-login.html' : 'platform-admin-login.html';
  }
  return 'index.html';
}

/** Names the company in a page served on its own domain, for the web app to read. */
export function withCompanyMeta(html: string, subdomain: string): string {
  const meta = `<meta name="${companyMetaName}" content="${subdomain}">`;
  return /<head[^>]*>/i.test(html)
    ? html.replace(/<head[^>]*>/i, (head) => head + meta)
    : meta + html;
}

export type WebAppOptions = {
  distDir: string;
  /** the public URL's host: its hosts are never a company's own domain */
  platformHost?: string;
  /** the subdomain of the company whose verified domain this is */
  companyOfDomain?: (domain: string) => Promise<string | null>;
};

// Serves the built web app; any other non-API GET gets its page (webPageFile) so client routes
// load.
export const webAppPlugin = fp<WebAppOptions>(
  async (app: FastifyInstance, { distDir, platformHost, companyOfDomain }) => {
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
    const pageFile = (host: string | undefined, url: string, companyDomain = false) => {
      const file = webPageFile(host, url, companyDomain);
      return pages.has(file) ? file : 'index.html';
    };
    // A host outside the platform's may be a company's verified domain (looked up, cached).
    const companyOfHost = async (host: string | undefined): Promise<string | null> => {
      const domain = companyOfDomain ? customDomainOfHost(host, platformHost) : null;
      return domain ? companyOfDomain!(domain) : null;
    };
    const companyPages = await loadCompanyPages(app, distDir);
    const companyPage = async (
      request: FastifyRequest,
      companyDomain: boolean,
    ): Promise<string | null> => {
      const host = request.headers.host;
      if (!companyPages || !host) return null;
      if (!companyDomain && tenantSubdomainFromHost(host) === null) return null;
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
      const { host } = request.headers;
      const company = await companyOfHost(host);
      const rendered = await companyPage(request, company !== null);
      if (rendered === null && company === null) {
        return reply.sendFile(pageFile(host, request.url));
      }
      const html = company
        ? withCompanyMeta(
            rendered ??
              (await readFile(path.join(distDir, pageFile(host, request.url, true)), 'utf8')),
            company,
          )
        : rendered!;
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
