import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIssuerFetch, isPublicAddress, NonPublicIssuerError } from './issuer-fetch.ts';

let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/moved') {
      res.writeHead(302, { location: 'http://127.0.0.1:9/elsewhere' }).end();
      return;
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ method: req.method, path: req.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (fetcher: ReturnType<typeof createIssuerFetch>, url: string) =>
  fetcher(url, { body: undefined, headers: {}, method: 'GET', redirect: 'manual' });

describe('issuer addresses', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a00:1',
  ])('treats %s as not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111'])('treats %s as public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('refuses a loopback address, by number or by name, unless private issuers are allowed', async () => {
    const strict = createIssuerFetch({ allowPrivate: false });
    await expect(get(strict, `http://127.0.0.1:${port}/`)).rejects.toBeInstanceOf(
      NonPublicIssuerError,
    );
    await expect(get(strict, `http://[::1]:${port}/`)).rejects.toBeInstanceOf(NonPublicIssuerError);
    await expect(get(strict, `http://localhost:${port}/`)).rejects.toBeInstanceOf(
      NonPublicIssuerError,
    );
    const open = await get(createIssuerFetch({ allowPrivate: true }), `http://127.0.0.1:${port}/x`);
    expect(await open.json()).toEqual({ method: 'GET', path: '/x' });
  });

  it('never follows a redirect', async () => {
    const res = await get(
      createIssuerFetch({ allowPrivate: true }),
      `http://127.0.0.1:${port}/moved`,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://127.0.0.1:9/elsewhere');
  });
});
