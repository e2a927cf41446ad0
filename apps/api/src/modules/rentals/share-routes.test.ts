import type { RentalShareView, RentalView } from '@motorpool/domain/schemas/rental';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestUser, type TestUser } from '../../test/identity.ts';
import { bookingParties, hour } from '../reservations/test-support.ts';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';
import { handedOver, papersFor, pdfText, pendingRental } from './pdf/test-support.ts';

let f: Fleet;
let customer: TestUser;
let rental: RentalView;

beforeAll(async () => {
  f = await createFleet();
  const b = await bookingParties(f);
  await papersFor(f, b.vehicleId);
  customer = await createTestUser(f.t.database, f.demo, { roles: ['customer'] });
  rental = await handedOver(f, await pendingRental(f, b, 10 * hour, 40 * hour), false);
}, 120_000);
afterAll(async () => f.t.close());
afterEach(() => vi.restoreAllMocks());

async function share(body: object, as: TestUser = f.staff) {
  const res = await f.call('POST', `/rentals/${rental.id}/share`, as, { body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as RentalShareView;
}

/** Opens a link as a stranger would: no sign-in, on the company's address or the bare one. */
const open = (url: string, headers: Record<string, string> = {}) => {
  const { pathname } = new URL(url);
  return f.t.app.inject({ method: 'GET', url: pathname, headers });
};

const day = 24 * hour;

describe('rental share links', () => {
  it('opens the contract for anyone holding the link, for 7 days, on the company address', async () => {
    const before = Date.now();
    const link = await share({ kind: 'contract', language: 'ar' });
    const url = new URL(link.url);
    expect(url.hostname.startsWith('demo.')).toBe(true);
    expect(url.pathname.startsWith('/api/v1/public/rentals/documents/')).toBe(true);
    const expires = Date.parse(link.expiresAt) - before;
    expect(expires).toBeGreaterThan(7 * day - 60_000);
    expect(expires).toBeLessThanOrEqual(7 * day + 60_000);

    const res = await open(link.url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain('-contract-ar.pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    if (text !== null) expect(text).toContain(rental.rentalNumber);
    const audit = (await f.auditOf(rental.id)).find((a) => a.action === 'document_share');
    expect(audit?.after).toMatchObject({ kind: 'contract', language: 'ar' });
  });

  it("makes the receipt in the caller's language when none is asked", async () => {
    const link = await share({ kind: 'receipt' });
    const res = await open(link.url);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-disposition'])).toContain('-receipt-en.pdf');
  });

  it('answers 404 in the error envelope once expired, or when the token was altered', async () => {
    const link = await share({ kind: 'contract' });
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 7 * day + hour);
    const expired = await open(link.url);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    vi.restoreAllMocks();

    const token = new URL(link.url).pathname.split('/').at(-1) ?? '';
    const [body = '', mac = ''] = token.split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { l: string };
    const forged = Buffer.from(JSON.stringify({ ...claims, l: 'ar' })).toString('base64url');
    const base = link.url.slice(0, link.url.length - token.length);
    // the signature's first character changed, whatever it was (all six of its bits count,
    // unlike the last one's)
    const first = mac.startsWith('A') ? 'B' : 'A';
    const tampered = `${body}.${first}${mac.slice(1)}`;
    for (const altered of [`${forged}.${mac}`, tampered, body, 'x']) {
      const res = await open(`${base}${altered}`);
      expect(res.statusCode, altered).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });

  it("answers 404 on another company's address and for another company's rental", async () => {
    const link = await share({ kind: 'contract' });
    expect((await open(link.url, { 'x-tenant-id': f.acme })).statusCode).toBe(404);
    expect((await open(link.url, { 'x-tenant-id': f.demo })).statusCode).toBe(200);
    const res = await f.call('POST', `/rentals/${rental.id}/share`, f.acmeAdmin, {
      body: { kind: 'contract' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('is for staff who may change rentals: a customer and a viewer get 403; an unknown kind 400', async () => {
    const asCustomer = await f.call('POST', `/rentals/${rental.id}/share`, customer, {
      body: { kind: 'contract' },
    });
    expect(asCustomer.statusCode).toBe(403);
    const asViewer = await f.call('POST', `/rentals/${rental.id}/share`, f.viewer, {
      body: { kind: 'contract' },
    });
    expect(asViewer.statusCode).toBe(403);
    const odd = await f.call('POST', `/rentals/${rental.id}/share`, f.staff, {
      body: { kind: 'invoice' },
    });
    expect(odd.statusCode).toBe(400);
    const anonymous = await f.call('POST', `/rentals/${rental.id}/share`, null, {
      body: { kind: 'contract' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
