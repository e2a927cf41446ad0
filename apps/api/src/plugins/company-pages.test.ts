import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rentalReviews, tenants } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';

// A web build whose server-rendered company pages (dist/ssr/tenant-pages.js, normally built
// from apps/web tenant-pages.tsx) write what the server answered them: the plumbing between the
// server and its renderer, on the real app and the demo company's data.
const renderer = `
export const isTenantFirstPage = (pathname) =>
  pathname === '/' || pathname === '/catalog' || pathname === '/reviews';
export async function renderTenantPage({ url, tenant, fetchFor }) {
  if (url.searchParams.has('fail')) throw new Error('renderer failed');
  if (url.pathname === '/reviews') {
    const response = await fetchFor('en')('/api/v1/public/testimonials', {});
    const comment = (await response.json()).data[0].comment;
    return [{ language: 'en', html: '<q>' + comment + '</q>', state: { comment } }];
  }
  return Promise.all(['en', 'ar'].map(async (language) => {
    const response = await fetchFor(language)('/api/v1/public/catalogue/vehicles?limit=1', {});
    const { data } = await response.json();
    return {
      language,
      html: '<main>' + tenant.name + ' · ' + data[0].make + ' ' + data[0].model + '</main>',
      state: { note: '</script><script>alert(1)</script>', language },
    };
  }));
}`;

let t: TestApp;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'company-pages-test-'));
  mkdirSync(path.join(distDir, 'ssr'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>App</title>');
  writeFileSync(
    path.join(distDir, 'tenant-page.html'),
    '<!doctype html><title>Company</title><!-- company page --><div id="shell"></div>',
  );
  writeFileSync(path.join(distDir, 'ssr/tenant-pages.js'), renderer);
  t = await createTestApp({ webDistDir: distDir });
});

afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

const open = (host: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { host, ...headers } });

describe("a company's first pages, rendered with its data", () => {
  it('holds a copy per language and the answers they were rendered from, safely quoted', async () => {
    const page = await open('demo.localhost', '/catalog?lng=ar');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    const html = page.body;
    expect(html).toMatch(/<template data-language="en"><main>Motorpool Demo Rentals · \w+/);
    expect(html).toContain('<template data-language="ar">');
    expect(html).toContain('<script type="application/json" id="page-data-ar">');
    // nothing in the data can end its script element
    expect(html).not.toContain('</script><script>alert(1)');
    const data = html.match(/id="page-data-en">(.*?)<\/script>/)?.[1] ?? '';
    expect(JSON.parse(data)).toEqual({
      note: '</script><script>alert(1)</script>',
      language: 'en',
    });
  });

  it("puts a published review's text in literally, replacement patterns and all", async () => {
    const comment = "Worth it: $' and $& and $` stay as typed";
    const [demo] = await t.database.db
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.subdomain, 'demo'));
    await t.database.withTenant(demo!.id, (tx) => tx.update(rentalReviews).set({ comment }));
    const page = await open('demo.localhost', '/reviews');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<q>${comment}</q>`);
    expect(page.body.match(/<!doctype html>/g)).toHaveLength(1);
    expect(page.body.match(/<div id="shell">/g)).toHaveLength(1);
    const data = page.body.match(/id="page-data-en">(.*?)<\/script>/)?.[1] ?? '';
    expect(JSON.parse(data)).toEqual({ comment });
  });

  it('is compressed for a browser that accepts it', async () => {
    const page = await open('demo.localhost', '/', { 'accept-encoding': 'gzip, br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('Motorpool Demo Rentals');
  });

  it('leaves other pages, other hosts, unknown companies and failures to the app', async () => {
    for (const [host, url] of [
      ['demo.localhost', '/reservations'],
      ['localhost', '/catalog'],
      ['nobody.localhost', '/'],
      ['demo.localhost', '/catalog?fail=1'],
    ] as const) {
      const page = await open(host, url);
      expect(page.statusCode, `${host}${url}`).toBe(200);
      expect(page.body, `${host}${url}`).toBe('<!doctype html><title>App</title>');
    }
  });

  it('never sends the renderer itself', async () => {
    const file = await open('demo.localhost', '/ssr/tenant-pages.js');
    expect(file.body).not.toContain('renderTenantPage');
  });
});
