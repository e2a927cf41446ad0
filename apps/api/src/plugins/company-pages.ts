import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

type Language = 'en' | 'ar';
type PageFetch = (path: string, init: RequestInit) => Promise<Response>;
type RenderedPage = { language: Language; html: string; state: unknown };
// apps/web/src/app/static-shell/tenant-pages.tsx, built into the build's ssr folder.
type TenantPagesModule = {
  isTenantFirstPage: (pathname: string) => boolean;
  renderTenantPage: (input: {
    url: URL;
    tenant: unknown;
    fetchFor: (language: Language) => PageFetch;
  }) => Promise<RenderedPage[]>;
};

const placeholder = '<!-- company page -->';

export type CompanyPages = {
  /** A company's first page for a visitor (home, catalogue, a vehicle)? */
  covers: (url: string) => boolean;
  /** The page with its copies rendered from the company's data, or null to send index.html. */
  render: (host: string, url: string, visitorAddress: string) => Promise<string | null>;
};

// JSON inside <script>: nothing in it may close the element or open a comment.
const scriptSafe = (json: string) =>
  json.replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');

/**
 * A company's home, catalogue and vehicle pages rendered on the server with its data (the web
 * build's ssr folder), in both languages, into the build's tenant-page.html: the visitor's first
 * paint shows the company's cars, offers and branches. Null when the build has no such pages.
 */
export async function loadCompanyPages(
  app: FastifyInstance,
  distDir: string,
): Promise<CompanyPages | null> {
  const entry = path.join(distDir, 'ssr', 'tenant-pages.js');
  const templateFile = path.join(distDir, 'tenant-page.html');
  if (!existsSync(entry) || !existsSync(templateFile)) return null;
  const template = readFileSync(templateFile, 'utf8');
  if (!template.includes(placeholder)) return null;
  const pages = (await import(pathToFileURL(entry).href)) as TenantPagesModule;

  // The page's API calls are answered by this server, as the visitor's browser would be.
  // counted against the visitor's own limits.
  type Visit = { host: string; address: string };
  const ask = async (visit: Visit, language: Language, url: string, init: RequestInit = {}) => {
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      remoteAddress: visit.address,
      headers: { host: visit.host, accept: 'application/json', 'accept-language': language },
    });
    return new Response(response.statusCode === 204 ? null : response.rawPayload, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };

  return {
    covers: (url) => pages.isTenantFirstPage(url.split('?')[0] ?? '/'),
    render: async (host, url, address) => {
      const visit = { host, address };
      const current = await ask(visit, 'en', '/api/v1/tenants/current');
      // An unknown or suspended company: the app shows its own page for that.
      if (!current.ok) return null;
      const rendered = await pages.renderTenantPage({
        url: new URL(url, `http://${host}`),
        tenant: await current.json(),
        fetchFor: (language) => (input, init) => ask(visit, language, input, init),
      });
      const copies = rendered.map(
        (page) => `<template data-language="${page.language}">${page.html}</template>`,
      );
      const data = rendered.map(
        (page) =>
          `<script type="application/json" id="page-data-${page.language}">${scriptSafe(JSON.stringify(page.state))}</script>`,
      );
      // Split and joined, not String.replace: published text (a review with `$'` or `$&`) would
      // otherwise be read as a replacement pattern and paste parts of the template into the page.
      return template.split(placeholder).join([...copies, ...data].join('\n'));
    },
  };
}
