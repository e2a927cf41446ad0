import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAppPlugin, webPageFile } from './web-app.ts';

let app: FastifyInstance;
let distDir: string;
const script = 'console.log("motorpool");'.repeat(100);

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'web-app-test-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Motorpool</title>');
  writeFileSync(path.join(distDir, 'landing.html'), '<!doctype html><title>Landing</title>');
  const asset = path.join(distDir, 'assets/index-abc123.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  app = Fastify();
  await app.register(webAppPlugin, { distDir });
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
    expect(webPageFile('www.motorpool.app', '/?lng=ar')).toBe('landing.html');
    expect(webPageFile('demo.localhost:3000', '/')).toBe('index.html');
    expect(webPageFile('demo.localhost:3000', '/auth/login/')).toBe('tenant-login.html');
    expect(webPageFile('localhost', '/auth/login')).toBe('index.html');
    expect(webPageFile('demo.localhost', '/admin/auth/login')).toBe('tenant-admin-login.html');
    expect(webPageFile('127.0.0.1:3000', '/admin/auth/login')).toBe('platform-admin-login.html');
    expect(webPageFile('demo.localhost', '/admin/vehicles')).toBe('index.html');
    expect(webPageFile(undefined, '/pricing')).toBe('index.html');
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
