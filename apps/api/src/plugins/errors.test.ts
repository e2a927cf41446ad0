import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('error envelope', () => {
  it('answers an unknown API route with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Resource not found',
    });
  });

  it('tags every response with a request id, echoing the caller’s', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(res.headers['x-request-id']).toBe('trace-123');
    const fresh = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('lets pages connect only to their own origin, sockets included', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    const directives = String(res.headers['content-security-policy']).split(';');
    expect(directives).toContain("connect-src 'self'");
  });

  it.each([
    ['a UUID', '0193a5e2-7c4f-7b2a-9d3e-1f2a3b4c5d6e'],
    ['a short token of letters, digits, dots, dashes and underscores', 'edge_01.trace-9'],
  ])('keeps a caller’s request id that is %s', async (_what, id) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': id },
    });
    expect(res.headers['x-request-id']).toBe(id);
  });

  it.each([
    ['markup', '<script>alert(1)</script>'],
    ['500 characters', 'a'.repeat(500)],
    ['spaces', 'trace 123'],
  ])('replaces a caller’s request id holding %s with a generated one', async (_what, id) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': id },
    });
    expect(res.headers['x-request-id']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});

describe('addresses and headers Fastify or Node refuse', () => {
  const stackOrPath = /\bat \S|\.ts:\d|node_modules|\/work\//;

  it('answers a path parameter over the length limit with a 414 envelope quoting nothing', async () => {
    const long = 'x'.repeat(300);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/vehicles/${long}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      statusCode: 414,
      code: 'URI_TOO_LONG',
      message: 'The request address is too long.',
    });
    expect(res.body).not.toContain('xxxxxxxx');
  });

  it('answers a malformed percent-encoding with a 400 envelope quoting nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/vehicles/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'The request address is not valid.',
    });
    expect(res.body).not.toContain('%E0');
  });

  // Node refuses these before Fastify: only a real socket shows what the client receives.
  describe('on a listening server', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as { port: number }).port;
    });

    const raw = (request: string) =>
      new Promise<{ text: string; closed: boolean }>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        let text = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => (text += chunk));
        socket.on('end', () => resolve({ text, closed: true }));
        socket.on('error', (error) => (text ? resolve({ text, closed: true }) : reject(error)));
        socket.write(request);
      });

    it('answers headers over the size limit with a 431 envelope and closes the connection', async () => {
      const { text, closed } = await raw(
        `GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
      );
      const [head = '', body = ''] = text.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 431 /);
      expect(head.toLowerCase()).toContain('connection: close');
      expect(JSON.parse(body)).toEqual({
        statusCode: 431,
        code: 'HEADERS_TOO_LARGE',
        message: 'The request headers are too large.',
      });
      expect(closed).toBe(true);
    });

    it('answers a request line Node cannot parse with a 400 envelope', async () => {
      const { text } = await raw('GET /api/v1/\u0001health HTTP/1.1\r\nHost: localhost\r\n\r\n');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 400 /);
      expect(JSON.parse(body)).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
      expect(body).not.toMatch(stackOrPath);
    });
  });
});
