import type { RentalView } from '@motorpool/domain/schemas/rental';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/identity.ts';
import { createCustomer } from '../customers/test-support.ts';
import { bookingParties, type Booking, hour } from '../reservations/test-support.ts';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';
import { handedOver, papersFor, pdfText, pendingRental } from './pdf/test-support.ts';

let f: Fleet;
let b: Booking;
let customer: TestUser;
let returned: RentalView;

beforeAll(async () => {
  f = await createFleet();
  b = await bookingParties(f);
  await papersFor(f, b.vehicleId);
  customer = await createTestUser(f.t.database, f.demo, { roles: ['customer'] });
  await f.t.database.withTenant(f.demo, (tx) =>
    tx.update(customers).set({ userId: customer.userId }).where(eq(customers.id, b.customerId)),
  );
  returned = await handedOver(f, await pendingRental(f, b, 10 * hour, 40 * hour), true);
}, 120_000);
afterAll(async () => f.t.close());

const pdfOf = (id: string, kind: string, as: TestUser | null, query = '', language?: 'ar') =>
  f.call('GET', `/rentals/${id}/pdf/${kind}${query}`, as, language ? { language } : {});

describe('GET /rentals/{id}/pdf/{kind}', () => {
  it('answers the contract and the receipt as PDF with the rental number in the text', async () => {
    for (const kind of ['contract', 'receipt']) {
      const res = await pdfOf(returned.id, kind, f.staff);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(String(res.headers['content-disposition'])).toContain(
        `${returned.rentalNumber}-${kind}-en.pdf`,
      );
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // the customer's signature from checkout, drawn on the contract
      if (kind === 'contract') expect(res.rawPayload.includes('/Subtype /Image')).toBe(true);
      const text = pdfText(res.rawPayload);
      if (text === null) continue;
      expect(text).toContain(returned.rentalNumber);
      expect(text).toContain(returned.reservationNumber);
      expect(text).toContain(kind === 'contract' ? 'Rental contract' : 'Rental receipt');
    }
  });

  it("speaks the caller's language unless ?language= says otherwise", async () => {
    const arabic = await pdfOf(returned.id, 'contract', f.staff, '', 'ar');
    expect(arabic.statusCode).toBe(200);
    expect(String(arabic.headers['content-disposition'])).toContain('-contract-ar.pdf');
    const text = pdfText(arabic.rawPayload);
    if (text !== null) {
      expect(text.normalize('NFKC')).toContain('عقد');
      expect(text).toContain(returned.rentalNumber);
    }
    const english = await pdfOf(returned.id, 'contract', f.staff, '?language=en', 'ar');
    expect(String(english.headers['content-disposition'])).toContain('-contract-en.pdf');
  });

  it('renders the contract of a rental not yet handed over', async () => {
    const pending = await pendingRental(f, b, 60 * hour, 62 * hour);
    const res = await pdfOf(pending.id, 'contract', f.viewer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses an unknown kind or language with 400', async () => {
    expect((await pdfOf(returned.id, 'invoice', f.staff)).statusCode).toBe(400);
    expect((await pdfOf(returned.id, 'contract', f.staff, '?language=fr')).statusCode).toBe(400);
  });

  it("lets a customer read their own rental's PDFs and answers 404 for others and other companies", async () => {
    expect((await pdfOf(returned.id, 'receipt', customer)).statusCode).toBe(200);
    const someoneElse = await createCustomer(f, { status: 'active' });
    const theirs = await pendingRental(
      f,
      { ...b, customerId: someoneElse.id },
      70 * hour,
      72 * hour,
    );
    expect((await pdfOf(theirs.id, 'contract', customer)).statusCode).toBe(404);
    expect((await pdfOf(returned.id, 'contract', f.acmeAdmin)).statusCode).toBe(404);
    expect((await pdfOf(returned.id, 'contract', null)).statusCode).toBe(401);
  });
});
