import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicOriginToken } from '@motorpool/domain/public-pages';
import { publicOriginFor, webAppPlugin, webPageFile } from './web-app.ts';

let app: FastifyInstance;
let distDir: string;
const script = 'console.log("motorpool");'.repeat(100);

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'web-app-test-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Motorpool</title>');
  writeFileSync(path.join(distDir, 'landing.html'), '<!doctype html><title>Landing</title>');
  const pricing = (title: string) =>
    `<!doctype html><title>${title}</title><link rel="canonical" href="${publicOriginToken}/pricing">`;
  writeFileSync(path.join(distDir, 'pricing.html'), pricing('Pricing'));
  writeFileSync(path.join(distDir, 'pricing.ar.html'), pricing('الأسعار'));
  const asset = path.join(distDir, 'assets/index-abc123.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  app = Fastify();
  await app.register(webAppPlugin, { distDir, publicUrl: 'https://motorpool.app' });
  app.setNotFoundHandler((request, reply) => app.sendWebPage?.(request, reply) ?? reply.send());
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('web app static serving', () => {
  it('sends the precompressed file the browser accepts, cached for a year', async () => {
    const br = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);

    const gzip = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('revalidates files that are not hashed, like index.html', async () => {
    const res = await app.inject({ url: '/index.html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('web pages', () => {
  it('sends the first pages their own file and every other route index.html', () => {
    expect(webPageFile('localhost:3000', '/')).toBe('landing.html');
    expect(webPageFile('www.motorpool.app', '/?lng=ar')).toBe('landing.ar.html');
    expect(webPageFile('localhost:3000', '/pricing/?lng=ar-SA')).toBe('pricing.ar.html');
    expect(webPageFile('localhost:3000', '/privacy?lng=en')).toBe('privacy.html');
    expect(webPageFile('demo.localhost:3000', '/pricing')).toBe('index.html');
    expect(webPageFile('localhost:3000', '/pricing', true)).toBe('index.html');
    expect(webPageFile('demo.localhost:3000', '/')).toBe('index.html');
    expect(webPageFile('demo.localhost:3000', '/auth/login/')).toBe('tenant-login.html');
    expect(webPageFile('localhost', '/auth/login')).toBe('index.html');
    expect(webPageFile('demo.localhost', '/admin/auth/login')).toBe('tenant-admin-login.html');
    expect(webPageFile('127.0.0.1:3000', '/admin/auth/login')).toBe('platform-admin-login.html');
    expect(webPageFile('demo.localhost', '/admin/vehicles')).toBe('index.html');
    expect(webPageFile(undefined, '/pricing')).toBe('pricing.html');
    expect(webPageFile('localhost', '/signup')).toBe('index.html');
  });

  it('falls back to index.html when the build has no file for the page', async () => {
    const landing = await app.inject({ url: '/', headers: { host: 'localhost' } });
    expect(landing.body).toContain('<title>Landing</title>');
    expect(landing.headers['cache-control']).toBe('no-cache');
    const login = await app.inject({ url: '/auth/login', headers: { host: 'demo.localhost' } });
    expect(login.body).toContain('<title>Motorpool</title>');
    // no company pages in this build: the app paints the company's home itself
    const home = await app.inject({ url: '/', headers: { host: 'demo.localhost' } });
    expect(home.body).toContain('<title>Motorpool</title>');
  });
});

describe('public pages and search engines', () => {
  it('fills in the site origin, the port the visitor used kept, never a forged host', () => {
    expect(publicOriginFor('motorpool.app', 'https://motorpool.app')).toBe('https://motorpool.app');
    expect(publicOriginFor('localhost:4312', 'http://localhost:0')).toBe('http://localhost:4312');
    expect(publicOriginFor('evil.example', 'https://motorpool.app')).toBe('https://motorpool.app');
    expect(publicOriginFor('motorpool.app@evil.example', 'https://motorpool.app')).toBe(
      'https://motorpool.app',
    );
    expect(publicOriginFor(undefined, 'https://motorpool.app')).toBe('https://motorpool.app');
  });

  it('sends a public page in the language of its address, its addresses absolute', async () => {
    const en = await app.inject({ url: '/pricing', headers: { host: 'motorpool.app' } });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toContain('text/html');
    expect(en.body).toContain('<title>Pricing</title>');
    expect(en.body).toContain('<link rel="canonical" href="https://motorpool.app/pricing">');
    expect(en.body).not.toContain(publicOriginToken);
    // the file itself, token and all, is never sent as it is
    const file = await app.inject({ url: '/pricing.html', headers: { host: 'motorpool.app' } });
    expect(file.body).not.toContain(publicOriginToken);
    const ar = await app.inject({
      url: '/pricing?lng=ar',
      headers: { host: 'evil.example', 'accept-encoding': 'br' },
    });
    expect(ar.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(ar.rawPayload).toString('utf8');
    expect(html).toContain('<title>الأسعار</title>');
    expect(html).toContain('href="https://motorpool.app/pricing"');
    expect(html).not.toContain('evil.example');
  });

  it('names the sitemap in robots.txt and lists every public page in both languages', async () => {
    const robots = await app.inject({ url: '/robots.txt', headers: { host: 'motorpool.app' } });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('Sitemap: https://motorpool.app/sitemap.xml');
    expect(robots.body).toContain('Disallow: /api/');
    const sitemap = await app.inject({ url: '/sitemap.xml', headers: { host: 'motorpool.app' } });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>https://motorpool.app/privacy?lng=ar</loc>');
    expect(sitemap.body).toContain('<loc>https://motorpool.app/demo?lng=ar</loc>');
    expect(sitemap.body.match(/<loc>/g)).toHaveLength(20);
  });

  it("gives a company's site no sitemap: its robots.txt names none", async () => {
    const robots = await app.inject({ url: '/robots.txt', headers: { host: 'demo.localhost' } });
    expect(robots.body).not.toContain('Sitemap');
    const sitemap = await app.inject({ url: '/sitemap.xml', headers: { host: 'demo.localhost' } });
    expect(sitemap.headers['content-type']).toContain('text/html');
    expect(sitemap.body).not.toContain('<urlset');
  });
});
