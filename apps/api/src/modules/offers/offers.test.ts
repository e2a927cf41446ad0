import { formatMessage } from '@motorpool/domain/validation-messages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestUser, type TestUser } from '../../test/identity.ts';
import { createFleet, type Fleet, multipart } from '../vehicles/test-support.ts';

let f: Fleet;
let manager: TestUser;
let customer: TestUser;
beforeAll(async () => {
  f = await createFleet();
  [manager, customer] = await Promise.all([
    createTestUser(f.t.database, f.demo, { roles: ['manager'] }),
    createTestUser(f.t.database, f.demo, { roles: ['customer'] }),
  ]);
}, 60_000);
afterAll(async () => {
  await f.t.close();
});

let sequence = 0;
const offerBody = (overrides: object = {}) => {
  sequence += 1;
  return {
    titleEn: `Weekend deal ${sequence}`,
    titleAr: `عرض نهاية الأسبوع ${sequence}`,
    bodyEn: 'Ten percent off any weekend booking.',
    bodyAr: 'خصم عشرة بالمئة على حجوزات نهاية الأسبوع.',
    discount: { kind: 'percent', value: 1000 },
    validFrom: '2020-01-01',
    validUntil: '2099-12-31',
    ...overrides,
  };
};

async function createOffer(overrides: object = {}, as = f.admin) {
  const res = await f.call('POST', '/offers', as, {
    body: offerBody(overrides),
    ...(as === f.acmeAdmin ? { tenant: f.acme } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; promoCode: string | null; titleEn: string };
}

const visit = (url: string, host = 'demo.localhost') =>
  f.t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { host } });

describe('offers', () => {
  it('creates, reads, changes and deletes an offer, audited', async () => {
    const created = await f.call('POST', '/offers', f.admin, {
      body: offerBody({
        promoCode: ' spring-25 ',
        categories: ['suv', 'luxury'],
        featuredOrder: 2,
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const offer = created.json();
    expect(offer).toMatchObject({
      promoCode: 'SPRING-25',
      categories: ['suv', 'luxury'],
      discount: { kind: 'percent', value: 1000 },
      active: true,
      featuredOrder: 2,
      image: null,
    });
    const read = await f.call('GET', `/offers/${offer.id}`, manager);
    expect(read.json().titleAr).toBe(offer.titleAr);

    const changed = await f.call('PATCH', `/offers/${offer.id}`, manager, {
      body: { discount: { kind: 'amount', value: 5000 }, active: false, promoCode: null },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      discount: { kind: 'amount', value: 5000 },
      active: false,
      promoCode: null,
    });

    const gone = await f.call('DELETE', `/offers/${offer.id}`, f.admin);
    expect(gone.statusCode).toBe(204);
    expect((await f.call('GET', `/offers/${offer.id}`, f.admin)).statusCode).toBe(404);
    expect((await f.auditOf(offer.id)).map((a) => a.action).sort()).toEqual([
      'create',
      'delete',
      'update',
    ]);
  });

  it('lists a page with search and filters', async () => {
    const tagged = await createOffer({ titleEn: 'Ramadan nights special', active: false });
    await createOffer({ titleEn: 'Ramadan days special' });
    const res = await f.call(
      'GET',
      '/offers?search=ramadan&filter[active][equals]=false&sort=titleEn:asc&limit=5',
      f.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((o: { id: string }) => o.id)).toEqual([tagged.id]);
    expect(res.json()).toMatchObject({ total: 1, page: 1, limit: 5 });
  });

  it('refuses dates out of order, a percent above 100 % and a taken code, translated', async () => {
    const dates = await f.call('POST', '/offers', f.admin, {
      body: offerBody({ validFrom: '2030-02-01', validUntil: '2030-01-31' }),
      language: 'ar',
    });
    expect(dates.statusCode).toBe(400);
    expect(dates.json().details).toContainEqual({
      path: 'body.validUntil',
      message: formatMessage('offer.untilBeforeFrom', 'ar'),
    });

    const percent = await f.call('POST', '/offers', f.admin, {
      body: offerBody({ discount: { kind: 'percent', value: 10001 } }),
    });
    expect(percent.statusCode).toBe(400);
    expect(percent.json().details[0].path).toBe('body.discount.value');

    const first = await createOffer({ promoCode: 'TAKEN10' });
    const dup = await f.call('POST', '/offers', f.admin, {
      body: offerBody({ promoCode: 'taken10' }),
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().details[0]).toEqual({
      path: 'body.promoCode',
      message: formatMessage('offer.duplicatePromoCode', 'en'),
    });

    // one date changed alone is checked against the stored other one
    const late = await f.call('PATCH', `/offers/${first.id}`, f.admin, {
      body: { validUntil: '2019-12-31' },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().details[0].path).toBe('body.validUntil');
  });

  it('needs the offers permissions: managers may not delete, customers and viewers see none', async () => {
    const offer = await createOffer({}, manager);
    expect((await f.call('DELETE', `/offers/${offer.id}`, manager)).statusCode).toBe(403);
    expect((await f.call('GET', '/offers', f.viewer)).statusCode).toBe(403);
    expect((await f.call('GET', `/offers/${offer.id}`, customer)).statusCode).toBe(403);
    expect((await f.call('POST', '/offers', f.staff, { body: offerBody() })).statusCode).toBe(403);
  });

  it("keeps each company's offers and codes to itself", async () => {
    const ours = await createOffer({ promoCode: 'SHARED-CODE' });
    const theirs = await createOffer({ promoCode: 'SHARED-CODE' }, f.acmeAdmin);
    expect(
      (await f.call('GET', `/offers/${ours.id}`, f.acmeAdmin, { tenant: f.acme })).statusCode,
    ).toBe(404);
    const list = await f.call('GET', '/offers?limit=100', f.admin);
    expect(list.json().data.map((o: { id: string }) => o.id)).not.toContain(theirs.id);
  });

  it('takes an image, serves it through signed links and removes it', async () => {
    const offer = await createOffer();
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#fd7e14' },
    })
      .png()
      .toBuffer();
    const form = multipart({ name: 'offer.png', type: 'image/png', content: png });
    const res = await f.t.app.inject({
      method: 'POST',
      url: `/api/v1/offers/${offer.id}/image`,
      headers: { ...bearer(f.admin, f.demo), ...form.headers },
      payload: form.body,
    });
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json().image as { url: string; thumbnailUrl: string };
    expect(image.url).toMatch(/sig=/);
    expect((await f.t.app.inject({ method: 'GET', url: image.thumbnailUrl })).statusCode).toBe(200);

    const removed = await f.call('DELETE', `/offers/${offer.id}/image`, f.admin);
    expect(removed.json().image).toBeNull();
  });

  it('lets DELETE /files/{id} remove an offer image only for those who may change offers', async () => {
    const offer = await createOffer();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const form = multipart({ name: 'offer.png', type: 'image/png', content: png });
    const res = await f.t.app.inject({
      method: 'POST',
      url: `/api/v1/offers/${offer.id}/image`,
      headers: { ...bearer(f.admin, f.demo), ...form.headers },
      payload: form.body,
    });
    const fileId = res.json().image.fileId as string;
    const clerk = await createTestUser(f.t.database, f.demo, {
      roles: [],
      permissions: ['vehicles:read', 'vehicles:update'],
    });
    expect((await f.call('DELETE', `/files/${fileId}`, clerk)).statusCode).toBe(403);
    expect((await f.call('DELETE', `/files/${fileId}`, f.admin)).statusCode).toBe(204);
    expect((await f.call('GET', `/offers/${offer.id}`, f.admin)).json().image).toBeNull();
    expect((await f.auditOf(offer.id)).map((a) => a.action)).toContain('image_delete');
  });
});

describe('the public offers', () => {
  it('shows only the active offers whose dates cover today, in both languages', async () => {
    const current = await createOffer({ featuredOrder: 0, promoCode: 'NOW-ON' });
    const expired = await createOffer({ validFrom: '2020-01-01', validUntil: '2020-12-31' });
    const future = await createOffer({ validFrom: '2098-01-01', validUntil: '2099-01-01' });
    const inactive = await createOffer({ active: false });
    await createOffer({}, f.acmeAdmin);

    const res = await visit('/public/offers');
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().data.map((o: { id: string }) => o.id);
    expect(ids).toContain(current.id);
    for (const hidden of [expired, future, inactive]) expect(ids).not.toContain(hidden.id);
    const shown = res.json().data.find((o: { id: string }) => o.id === current.id);
    expect(Object.keys(shown).sort()).toEqual(
      [
        'id',
        'titleEn',
        'titleAr',
        'bodyEn',
        'bodyAr',
        'discount',
        'validFrom',
        'validUntil',
        'categories',
        'promoCode',
        'imageUrl',
      ].sort(),
    );
  });
});
