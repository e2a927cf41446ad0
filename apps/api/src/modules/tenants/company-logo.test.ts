import { createHash } from 'node:crypto';
import { formatMessage } from '@motorpool/domain/validation-messages';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/identity.ts';
import {
  createBranch,
  createFleet,
  createVehicle,
  type Fleet,
  multipart,
} from '../vehicles/test-support.ts';

let f: Fleet;
let manager: TestUser;
let png: Buffer;
let vehicleImage: { id: string; sha256: string };

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1c7ed6' } })
    .png()
    .toBuffer();

beforeAll(async () => {
  f = await createFleet();
  manager = await createTestUser(f.t.database, f.demo, { roles: ['manager'] });
  png = await image(200, 80);
  // A private file of the same company: a visitor must never reach it.
  const branch = await createBranch(f);
  const vehicle = await createVehicle(f, branch.id);
  const photo = await image(64, 48);
  const { body, headers } = multipart({ name: 'car.png', type: 'image/png', content: photo });
  const res = await f.call('POST', `/vehicles/${vehicle.id}/images`, f.admin, {
    body,
    headers,
  });
  vehicleImage = {
    id: res.json().id as string,
    sha256: createHash('sha256').update(photo).digest('hex'),
  };
}, 60_000);
afterAll(async () => f.t.close());

function upload(
  file: { name: string; type: string; content: Buffer },
  as: TestUser = f.admin,
  language?: 'ar',
) {
  const { body, headers } = multipart(file);
  return f.call('POST', '/tenants/current/logo', as, {
    body,
    headers,
    ...(language ? { language } : {}),
  });
}

// What a visitor's browser does: no token, no tenant header.
const visit = (url: string) => f.t.app.inject({ method: 'GET', url });
const currentTenant = async () =>
  (await f.call('GET', '/tenants/current', null)).json().branding as {
    logoUrl: string | null;
    primaryColor: string | null;
  };

const svg = (inner: string, size = 'width="300" height="100"') =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" ${size}>` +
      `${inner}</svg>`,
  );

describe('POST /tenants/current/logo', () => {
  it('stores a PNG and shows it to visitors through the public, immutable route', async () => {
    const res = await upload({ name: 'logo.png', type: 'image/png', content: png });
    expect(res.statusCode).toBe(200);
    const logo = res.json().logo;
    const hash = createHash('sha256').update(png).digest('hex');
    expect(logo).toMatchObject({ contentHash: hash, contentType: 'image/png' });
    expect(logo.url).toBe(`/api/v1/public/tenants/demo/logo/${hash}`);

    expect((await currentTenant()).logoUrl).toBe(logo.url);
    const served = await visit(logo.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    const settings = await f.call('GET', '/tenants/current/settings', manager);
    expect(settings.json().branding.logo).toEqual(logo);
  });

  it('gives a visitor the logo and no other file, however its id or hash is guessed', async () => {
    const logo = (await upload({ name: 'logo.png', type: 'image/png', content: png })).json().logo;
    expect(
      (await visit(`/api/v1/public/tenants/demo/logo/${vehicleImage.sha256}`)).statusCode,
    ).toBe(404);
    expect((await visit(`/api/v1/public/tenants/acme/logo/${logo.contentHash}`)).statusCode).toBe(
      404,
    );
    expect((await visit(`/api/v1/public/tenants/demo/logo/${vehicleImage.id}`)).statusCode).toBe(
      400,
    );
    expect((await visit(`/api/v1/files/${vehicleImage.id}`)).statusCode).toBe(401);
    expect((await visit(`/api/v1/files/${logo.fileId}`)).statusCode).toBe(401);
  });

  it('takes the type from the bytes: a PDF named logo.png and a GIF are refused', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    for (const content of [pdf, gif]) {
      const res = await upload({ name: 'logo.png', type: 'image/png', content });
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].message).toBe(
        formatMessage('file.invalidType', 'en', { types: 'PNG, JPEG, WEBP, SVG' }),
      );
    }
  });

  it('refuses more than 2 MB (413) and more than 2000 px a side (400, en and ar)', async () => {
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload({ name: 'big.png', type: 'image/png', content: big });
    expect(tooBig.statusCode).toBe(413);
    const wide = await image(2001, 10);
    for (const language of [undefined, 'ar'] as const) {
      const res = await upload(
        { name: 'wide.png', type: 'image/png', content: wide },
        f.admin,
        language,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0]).toEqual({
        path: 'body.file',
        message: formatMessage('file.tooManyPixels', language ?? 'en', { max: 2000 }),
      });
    }
    const tall = svg('<rect width="1" height="1"/>', 'width="10" height="2400"');
    expect(
      (await upload({ name: 'tall.svg', type: 'image/svg+xml', content: tall })).statusCode,
    ).toBe(400);
    expect(
      (await upload({ name: 'edge.png', type: 'image/png', content: await image(2000, 2000) }))
        .statusCode,
    ).toBe(200);
  });

  it('stores an SVG without its script, handlers or outside references and serves it locked down', async () => {
    const res = await upload({
      name: 'logo.svg',
      type: 'image/svg+xml',
      content: svg(
        '<script>alert(document.cookie)</script><rect width="10" height="10" fill="#e8590c" ' +
          'onclick="alert(1)"/><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div>' +
          '</foreignObject><image href="https://tracker.test/pixel.png"/>',
      ),
    });
    expect(res.statusCode).toBe(200);
    const served = await visit(res.json().logo.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    const text = served.body;
    expect(text).toContain('<rect width="10" height="10" fill="#e8590c"></rect>');
    for (const gone of ['<script', 'alert', 'onclick', 'foreignObject', 'tracker.test']) {
      expect(text).not.toContain(gone);
    }
    expect(res.json().logo.contentHash).toBe(createHash('sha256').update(text).digest('hex'));
  });

  it('refuses an SVG that is not well-formed', async () => {
    const res = await upload({
      name: 'broken.svg',
      type: 'image/svg+xml',
      content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].message).toBe(formatMessage('file.unreadableImage', 'en'));
  });

  it('is for administrators: a manager gets 403 and the logo stays', async () => {
    const before = await currentTenant();
    expect(
      (await upload({ name: 'logo.png', type: 'image/png', content: png }, manager)).statusCode,
    ).toBe(403);
    expect((await f.call('DELETE', '/tenants/current/logo', manager)).statusCode).toBe(403);
    expect(await currentTenant()).toEqual(before);
  });
});

describe('replacing and deleting the logo', () => {
  it('retires the old address when the logo changes, and audits each change', async () => {
    const first = (await upload({ name: 'a.png', type: 'image/png', content: png })).json().logo;
    const other = await image(100, 100);
    const second = (await upload({ name: 'b.png', type: 'image/png', content: other })).json().logo;
    expect(second.url).not.toBe(first.url);
    expect((await visit(first.url)).statusCode).toBe(404);
    expect((await visit(second.url)).statusCode).toBe(200);
    const audits = await f.t.database.withTenant(f.demo, (tx) =>
      tx
        .select()
        .from(auditLogs)
        .where(
          and(eq(auditLogs.entityType, 'company_settings'), eq(auditLogs.action, 'logo_update')),
        ),
    );
    const last = audits.find(
      (a) => (a.after as { logo: { fileId: string } }).logo.fileId === second.fileId,
    );
    expect(last?.before).toEqual({ logo: first });
  });

  it('keeps the logo file out of the plain file routes', async () => {
    const logo = (await upload({ name: 'a.png', type: 'image/png', content: png })).json().logo;
    expect((await f.call('DELETE', `/files/${logo.fileId}`, f.admin)).statusCode).toBe(403);
    expect((await visit(logo.url)).statusCode).toBe(200);
  });

  it('removes the logo: the public answer shows none and the old address is gone', async () => {
    const logo = (await upload({ name: 'a.png', type: 'image/png', content: png })).json().logo;
    const res = await f.call('DELETE', '/tenants/current/logo', f.admin);
    expect(res.statusCode).toBe(204);
    expect((await currentTenant()).logoUrl).toBeNull();
    expect((await visit(logo.url)).statusCode).toBe(404);
    expect((await f.call('DELETE', '/tenants/current/logo', f.admin)).statusCode).toBe(204);
  });
});
