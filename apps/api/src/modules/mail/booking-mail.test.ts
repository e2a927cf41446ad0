// A customer's own booking in the customer area mails them its confirmation, through the real
// outbox and SMTP, in the language their record keeps; a booking staff make for them does not.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/identity.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';
import { type Booking, bookingParties, reservationBody } from '../reservations/test-support.ts';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';

let smtp: TestSmtp;
let f: Fleet;

beforeAll(async () => {
  smtp = await startTestSmtp();
  f = await createFleet({ smtpUrl: smtp.url, outbox: { intervalMs: 0 } });
}, 60_000);
afterAll(async () => {
  await f.t.close();
  await smtp.close();
});

const receivedBy = (email: string) =>
  smtp.received.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === email);

// A customer account tied to a fresh customer record, reading `language`.
async function customerOf(b: Booking, language: 'en' | 'ar') {
  const user = await createTestUser(f.t.database, f.demo, { roles: ['customer'] });
  const [row] = await f.t.database.withTenant(f.demo, (tx) =>
    tx
      .update(customers)
      .set({ userId: user.userId, preferredLanguage: language })
      .where(eq(customers.id, b.customerId))
      .returning(),
  );
  return { user, email: row!.email, firstName: row!.firstName };
}

async function bookAs(user: TestUser, b: Booking, from: number) {
  const res = await f.call('POST', '/reservations', user, {
    body: reservationBody(b, from, from + 48 * 3_600_000),
  });
  expect(res.statusCode, res.body).toBe(201);
  await f.t.app.outbox.flush(f.demo);
  return res.json() as { id: string; reservationNumber: string; source: string };
}

describe('the booking confirmation mail', () => {
  it('reaches a customer who books, once, with the number, car, dates, total and a link', async () => {
    const b = await bookingParties(f);
    const { user, email, firstName } = await customerOf(b, 'en');
    const r = await bookAs(user, b, 0);
    expect(r.source).toBe('customer_area');

    const [mail, ...more] = receivedBy(email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(`Your booking ${r.reservationNumber} is received`);
    const text = mail!.text ?? '';
    expect(text).toContain(`Hello ${firstName},`);
    expect(text).toContain(`Your reservation number is ${r.reservationNumber}.`);
    // the demo company books in Riyadh time (UTC+3): 10:00 UTC is 13:00 there
    expect(text).toMatch(/Pickup: 3 Jun 2030, 13:00, /);
    expect(text).toMatch(/Return: 5 Jun 2030, 13:00, /);
    expect(text).toMatch(/Total: .*[\d,]+\.\d\d SAR/);
    const link = `http://demo.motorpool.test:3000/reservations/${r.id}`;
    expect(text).toContain(`\n${link}`);
    expect(String(mail!.html)).toContain(`href="${link}"`);
  });

  it('writes to a customer who reads Arabic in Arabic', async () => {
    const b = await bookingParties(f);
    const { user, email } = await customerOf(b, 'ar');
    const r = await bookAs(user, b, 7 * 24 * 3_600_000);
    const [mail] = receivedBy(email);
    expect(mail!.subject).toBe(`تم استلام حجزك ${r.reservationNumber}`);
    expect(mail!.text).toContain(`رقم حجزك هو ${r.reservationNumber}.`);
    expect(mail!.text).toContain('الإجمالي:');
    expect(String(mail!.html)).toMatch(/<html lang="ar" dir="rtl">/);
  });

  it('sends nothing when staff book for a customer', async () => {
    const b = await bookingParties(f);
    const { email } = await customerOf(b, 'en');
    const res = await f.call('POST', '/reservations', f.admin, {
      body: reservationBody(b, 0, 48 * 3_600_000),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().source).toBe('back_office');
    await f.t.app.outbox.flush(f.demo);
    expect(receivedBy(email)).toHaveLength(0);
  });
});
