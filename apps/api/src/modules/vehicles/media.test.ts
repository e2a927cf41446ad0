import { formatMessage } from '@motorpool/domain/validation-messages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBranch, createFleet, createVehicle, type Fleet, multipart } from './test-support.ts';

let f: Fleet;
let vehicleId: string;
let png: Buffer;
beforeAll(async () => {
  f = await createFleet();
  const branch = await createBranch(f);
  vehicleId = (await createVehicle(f, branch.id)).id;
  png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#e8590c' } })
    .png()
    .toBuffer();
}, 60_000);
afterAll(async () => {
  await f.t.close();
});

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function upload(
  path: string,
  file: { name: string; type: string; content: Buffer },
  fields: Record<string, string> = {},
  as = f.staff,
  language?: 'ar',
) {
  const { body, headers } = multipart(file, fields);
  return f.t.app.inject({
    method: 'POST',
    url: `/api/v1/vehicles/${vehicleId}/${path}`,
    headers: {
      authorization: `Bearer ${as.token}`,
      'x-tenant-id': f.demo,
      ...headers,
      ...(language ? { 'accept-language': language } : {}),
    },
    payload: body,
  });
}

describe('vehicle images and documents', () => {
  it('stores an image with a thumbnail served through signed URLs without a header', async () => {
    const res = await upload('images', { name: 'front.png', type: 'image/png', content: png });
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json() as { id: string; url: string; thumbnailUrl: string };
    expect(image.url).toMatch(/^\/api\/v1\/files\/[\w-]+\?sig=/);

    const original = await f.t.app.inject({ method: 'GET', url: image.url });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.rawPayload.equals(png)).toBe(true);

    const thumbnail = await f.t.app.inject({ method: 'GET', url: image.thumbnailUrl });
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(320);

    const listed = await f.call('GET', `/vehicles/${vehicleId}/images`, f.viewer);
    expect(listed.json().data.map((i: { id: string }) => i.id)).toEqual([image.id]);
    const vehicle = await f.call('GET', `/vehicles/${vehicleId}`, f.viewer);
    expect(vehicle.json().thumbnailUrl).toContain(`/files/${image.id}/thumbnail?sig=`);
    const list = await f.call('GET', `/vehicles?search=${vehicle.json().vin}`, f.viewer);
    expect(list.json().data[0].thumbnailUrl).toContain(`/files/${image.id}/thumbnail?sig=`);
  });

  it('refuses a tampered or missing signature and a link of another tenant', async () => {
    const res = await upload('images', { name: 'side.png', type: 'image/png', content: png });
    const { id, url } = res.json() as { id: string; url: string };
    const tampered = await f.t.app.inject({ method: 'GET', url: `${url}x` });
    expect(tampered.statusCode).toBe(401);
    expect((await f.t.app.inject({ method: 'GET', url: `/api/v1/files/${id}` })).statusCode).toBe(
      401,
    );
    const elsewhere = await f.t.app.inject({
      method: 'GET',
      url,
      headers: { 'x-tenant-id': f.acme },
    });
    expect(elsewhere.statusCode).toBe(404);
    const withHeader = await f.call('GET', `/files/${id}`, f.viewer);
    expect(withHeader.statusCode).toBe(200);
    expect((await f.call('GET', `/files/${id}`, f.acmeAdmin)).statusCode).toBe(404);
  });

  it('refuses a wrong type with 400 and a too large image with 413, translated', async () => {
    const wrong = await upload(
      'images',
      { name: 'notes.pdf', type: 'application/pdf', content: pdf },
      {},
      f.staff,
      'ar',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      formatMessage('file.invalidType', 'ar', { types: 'JPEG, PNG, WEBP' }),
    );
    const disguised = await upload('images', {
      name: 'photo.png',
      type: 'image/png',
      content: Buffer.from('not an image at all'),
    });
    expect(disguised.statusCode).toBe(400);
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload('images', { name: 'big.png', type: 'image/png', content: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: formatMessage('file.tooLarge', 'en', { max: 5 }),
    });
  });

  it('stores a document with its type and expiry date, and checks those fields', async () => {
    const res = await upload(
      'documents',
      { name: 'insurance.pdf', type: 'application/pdf', content: pdf },
      { documentType: 'insurance', expiryDate: '2027-01-31' },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      documentType: 'insurance',
      expiryDate: '2027-01-31',
      contentType: 'application/pdf',
      thumbnailUrl: null,
    });
    const served = await f.t.app.inject({ method: 'GET', url: res.json().url });
    expect(served.headers['content-type']).toBe('application/pdf');
    const listed = await f.call('GET', `/vehicles/${vehicleId}/documents`, f.viewer);
    expect(listed.json().data).toHaveLength(1);

    const bad = await upload(
      'documents',
      { name: 'x.pdf', type: 'application/pdf', content: pdf },
      { documentType: 'passport' },
      f.staff,
      'ar',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toContainEqual({
      path: 'body.documentType',
      message: formatMessage('generic.invalidOption', 'ar'),
    });
  });

  it('deletes a file (403 for a viewer) and records it on the vehicle', async () => {
    const res = await upload('images', { name: 'rear.png', type: 'image/png', content: png });
    const id = res.json().id as string;
    expect((await f.call('DELETE', `/files/${id}`, f.viewer)).statusCode).toBe(403);
    expect((await f.call('DELETE', `/files/${id}`, f.acmeAdmin)).statusCode).toBe(404);
    expect((await f.call('DELETE', `/files/${id}`, f.staff)).statusCode).toBe(204);
    expect((await f.call('GET', `/files/${id}`, f.admin)).statusCode).toBe(404);
    const audit = await f.auditOf(vehicleId);
    expect(audit.map((a) => a.action)).toContain('image_delete');
  });

  it('answers a viewer uploading with 403 and without a file with 400', async () => {
    const viewer = await upload(
      'images',
      { name: 'a.png', type: 'image/png', content: png },
      {},
      f.viewer,
    );
    expect(viewer.statusCode).toBe(403);
    const none = await f.call('POST', `/vehicles/${vehicleId}/images`, f.staff, { body: {} });
    expect(none.statusCode).toBe(400);
  });
});
