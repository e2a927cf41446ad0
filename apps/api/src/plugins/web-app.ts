import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { companyMetaName, customDomainOfHost } from '@motorpool/domain/custom-domains';
import { tenantSubdomainFromHost } from '@motorpool/domain/hosts';
import {
  publicOriginToken,
  publicPageOf,
  robotsTxt,
  sitemapXml,
} from '@motorpool/domain/public-pages';
import { loadCompanyPages } from './company-pages.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// The first pages a visitor opens have an HTML file of their own holding a static copy of the
// page (apps/web static-shells.ts), the marketing site's public pages one per language (?lng=ar
// for Arabic, the address search engines are given); a company's home, catalogue and vehicle
// pages are rendered with its data (company-pages.ts); every other client route gets index.html.
// `companyDomain`: the host is a company's verified domain, whatever its labels say.
export function webPageFile(host: string | undefined, url: string, companyDomain = false): string {
  const pathname = (url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/';
  const tenant = companyDomain || tenantSubdomainFromHost(host) !== null;
  const publicPage = tenant ? null : publicPageOf(url);
  if (publicPage) {
    return `${publicPage.id}${publicPage.language === 'en' ? '' : `.${publicPage.language}`}.html`;
  }
  if (pathname === '/') return 'index.html';
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

/**
 * The origin written into a public page's head and the sitemap: the public URL's, with the port
 * the visitor used when the host is the public URL's own (a server on a chosen port); any other
 * host name gets the public URL, so a forged Host header never lands in a page.
 */
export function publicOriginFor(host: string | undefined, publicUrl: string | undefined): string {
  const base = new URL(publicUrl ?? 'http://localhost');
  if (!host) return base.origin;
  try {
    const visited = new URL(`${base.protocol}//${host}`);
    return visited.hostname === base.hostname ? visited.origin : base.origin;
  } catch {
    return base.origin;
  }
}

export type WebAppOptions = {
  distDir: string;
  /** the site's public URL (PUBLIC_URL): the origin of the addresses in pages and the sitemap */
  publicUrl?: string;
  /** the public URL's host: its hosts are never a company's own domain */
  platformHost?: string;
  /** the subdomain of the company whose verified domain this is */
  companyOfDomain?: (domain: string) => Promise<string | null>;
};

// Serves the built web app; any other non-API GET gets its page (webPageFile) so client routes
// load.
export const webAppPlugin = fp<WebAppOptions>(
  async (app: FastifyInstance, { distDir, platformHost, companyOfDomain, publicUrl }) => {
    const index = path.join(distDir, 'index.html');
    if (!existsSync(index)) {
      app.log.warn({ distDir }, 'web app build not found: only the API is served');
      return;
    }
    const publicPages = createPublicPageCache(distDir);
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // the server's own rendering code (company-pages.ts) is read here, never sent; a public
      // page's file goes out only with the site's origin written in (sendWebPage)
      allowedPath: (pathName) =>
        !pathName.startsWith('/ssr/') && !publicPages.holds(pathName.slice(1)),
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
    // Search engines: the public pages in both languages, on the marketing site only.
    const isCompanyHost = async (host: string | undefined) =>
      tenantSubdomainFromHost(host) !== null || (await companyOfHost(host)) !== null;
    app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
      const { host } = request.headers;
      const origin = (await isCompanyHost(host)) ? null : publicOriginFor(host, publicUrl);
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(robotsTxt(origin));
    });
    app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
      const { host } = request.headers;
      if (await isCompanyHost(host)) return app.sendWebPage!(request, reply);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(sitemapXml(publicOriginFor(host, publicUrl)));
    });
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
        const file = pageFile(host, request.url);
        if (!publicPages.holds(file)) return reply.sendFile(file);
        const page = await publicPages.get(file, publicOriginFor(host, publicUrl));
        reply.header('content-type', 'text/html; charset=utf-8').header('vary', 'accept-encoding');
        const accepted = String(request.headers['accept-encoding'] ?? '');
        if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
        if (/\bgzip\b/.test(accepted))
          return reply.header('content-encoding', 'gzip').send(page.gzip);
        return reply.send(page.html);
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

type PublicPageBody = { html: string; br: Buffer; gzip: Buffer };

// The public pages' files name the site's origin by a token (their canonical and alternate
// addresses must be absolute): each is filled in and compressed once per origin, then kept.
// Origins are few (publicOriginFor); the cache is emptied should it ever grow past a bound.
function createPublicPageCache(distDir: string) {
  const files = new Set(
    readdirSync(distDir).filter(
      (file) =>
        file.endsWith('.html') &&
        readFileSync(path.join(distDir, file), 'utf8').includes(publicOriginToken),
    ),
  );
  const cache = new Map<string, Promise<PublicPageBody>>();
  const build = async (file: string, origin: string): Promise<PublicPageBody> => {
    const html = (await readFile(path.join(distDir, file), 'utf8')).replaceAll(
      publicOriginToken,
      origin,
    );
    const [br, gz] = await Promise.all([
      brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzipAsync(html, { level: 9 }),
    ]);
    return { html, br, gzip: gz };
  };
  return {
    holds: (file: string) => files.has(file),
    get(file: string, origin: string): Promise<PublicPageBody> {
      const key = `${file} ${origin}`;
      let body = cache.get(key);
      if (!body) {
        if (cache.size >= 256) cache.clear();
        body = build(file, origin);
        void body.catch(() => cache.delete(key));
        cache.set(key, body);
      }
      return body;
    },
  };
}
