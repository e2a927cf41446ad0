// A customer uploads, reads and withdraws their own documents from the customer area
// (step 4 of booking, the profile), and gives their date of birth once when it is missing.
import type { CustomerDocumentView } from '@motorpool/domain/schemas/customer-document';
import { formatMessage } from '@motorpool/domain/validation-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDocuments, customers } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/identity.ts';
import { createFleet, type Fleet, multipart } from '../vehicles/test-support.ts';

let f: Fleet;
const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

let serial = 0;
// A customer account with its own record, as registration leaves it.
async function customerAccount(values: Partial<typeof customers.$inferInsert> = {}) {
  serial += 1;
  const user = await createTestUser(f.t.database, f.demo, { roles: ['customer'] });
  const [row] = await f.t.database.withTenant(f.demo, (tx) =>
    tx
      .insert(customers)
      .values({
        tenantId: f.demo,
        userId: user.userId,
        firstName: 'Omar',
        lastName: `Saleh ${serial}`,
        email: `omar.${serial}@own-documents.test`,
        phone: '+966 50 555 0100',
        ...values,
      })
      .returning({ id: customers.id }),
  );
  return { user, customerId: row!.id };
}

const upload = (as: TestUser, content = pdf, language?: 'ar') => {
  const { body, headers } = multipart(
    { name: 'licence.pdf', type: 'application/octet-stream', content },
    { category: 'license', expiryDate: '2031-01-31' },
  );
  return f.call('POST', '/auth/profile/documents', as, {
    body,
    headers,
    ...(language ? { language } : {}),
  });
};
const mine = async (as: TestUser) => {
  const res = await f.call('GET', '/auth/profile/documents', as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as CustomerDocumentView[];
};

beforeAll(async () => {
  f = await createFleet();
}, 60_000);
afterAll(async () => f.t.close());

describe("a customer's own documents", () => {
  it('uploads one pending for staff review, and lists only their own', async () => {
    const a = await customerAccount();
    const b = await customerAccount();
    const res = await upload(a.user);
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json() as CustomerDocumentView;
    expect(doc).toMatchObject({
      customerId: a.customerId,
      category: 'license',
      status: 'pending',
      contentType: 'application/pdf',
      uploadedBy: a.user.userId,
      expiryDate: '2031-01-31',
    });
    expect((await mine(a.user)).map((d) => d.id)).toEqual([doc.id]);
    expect(await mine(b.user)).toEqual([]);
    // staff see it on the customer, pending their review
    const staffView = await f.call('GET', `/customers/${a.customerId}/documents`, f.staff);
    expect(staffView.json().data[0]).toMatchObject({ id: doc.id, status: 'pending' });
  });

  it("cannot verify their own document nor reach another customer's", async () => {
    const a = await customerAccount();
    const b = await customerAccount();
    const doc = (await upload(b.user)).json() as CustomerDocumentView;
    const review = await f.call(
      'POST',
      `/customers/${b.customerId}/documents/${doc.id}/review`,
      b.user,
      { body: { status: 'verified' } },
    );
    expect(review.statusCode).toBe(403);
    expect((await f.call('GET', `/customers/${b.customerId}/documents`, b.user)).statusCode).toBe(
      403,
    );
    const theirs = await f.call('DELETE', `/auth/profile/documents/${doc.id}`, a.user);
    expect(theirs.statusCode).toBe(404);
    expect((await mine(b.user)).map((d) => d.id)).toEqual([doc.id]);
  });

  it('withdraws a pending one, but not one staff have reviewed (409)', async () => {
    const a = await customerAccount();
    const pending = (await upload(a.user)).json() as CustomerDocumentView;
    const reviewed = (await upload(a.user)).json() as CustomerDocumentView;
    const verified = await f.call(
      'POST',
      `/customers/${a.customerId}/documents/${reviewed.id}/review`,
      f.admin,
      { body: { status: 'verified' } },
    );
    expect(verified.statusCode, verified.body).toBe(200);

    expect(
      (await f.call('DELETE', `/auth/profile/documents/${pending.id}`, a.user)).statusCode,
    ).toBe(204);
    const refused = await f.call('DELETE', `/auth/profile/documents/${reviewed.id}`, a.user, {
      language: 'ar',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(formatMessage('customerDocument.alreadyReviewed', 'ar'));
    expect((await mine(a.user)).map((d) => [d.id, d.status])).toEqual([[reviewed.id, 'verified']]);
  });

  it('keeps to the limits: PDF, JPEG, PNG or WebP by their bytes, 10 MB, 20 per customer', async () => {
    const a = await customerAccount();
    const wrong = await upload(a.user, gif, 'ar');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      formatMessage('file.invalidType', 'ar', { types: 'PDF, JPEG, PNG, WEBP' }),
    );
    const big = await upload(a.user, Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    for (let i = 0; i < 20; i += 1) expect((await upload(a.user)).statusCode).toBe(201);
    const more = await upload(a.user);
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(formatMessage('customerDocument.tooMany', 'en', { max: 20 }));
  });

  it('are no business of an account without a customer record (403)', async () => {
    expect((await f.call('GET', '/auth/profile/documents', f.staff)).statusCode).toBe(403);
    expect((await upload(f.staff)).statusCode).toBe(403);
  });
});

describe("a customer's date of birth", () => {
  const patch = (as: TestUser, dateOfBirth: string, language?: 'ar') =>
    f.call('PATCH', '/auth/profile', as, {
      body: { dateOfBirth },
      ...(language ? { language } : {}),
    });
  const stored = async (customerId: string) =>
    (
      await f.t.database.withTenant(f.demo, (tx) =>
        tx.select().from(customers).where(eq(customers.id, customerId)),
      )
    )[0]!.dateOfBirth;

  it('is given once when the record has none', async () => {
    const a = await customerAccount({ dateOfBirth: null });
    const res = await patch(a.user, '1990-04-12');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().customer.dateOfBirth).toBe('1990-04-12');
    expect(await stored(a.customerId)).toBe('1990-04-12');
  });

  it('is not changed by the customer once on file (400), though sending it unchanged is fine', async () => {
    const a = await customerAccount({ dateOfBirth: '1985-01-01' });
    const res = await patch(a.user, '2001-01-01', 'ar');
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      {
        path: 'body.dateOfBirth',
        message: formatMessage('customer.dateOfBirthLocked', 'ar'),
      },
    ]);
    expect(await stored(a.customerId)).toBe('1985-01-01');
    expect((await patch(a.user, '1985-01-01')).statusCode).toBe(200);
  });

  it('is refused in the future', async () => {
    const a = await customerAccount({ dateOfBirth: null });
    expect((await patch(a.user, '2999-01-01')).statusCode).toBe(400);
    expect(await stored(a.customerId)).toBeNull();
  });
});

describe("a verified customer's licence", () => {
  const record = async (customerId: string) =>
    (
      await f.t.database.withTenant(f.demo, (tx) =>
        tx.select().from(customers).where(eq(customers.id, customerId)),
      )
    )[0]!;

  it('goes back to review once the customer changes it, and stays verified while unchanged', async () => {
    const a = await customerAccount({
      dateOfBirth: '1985-01-01',
      drivingLicenseNumber: 'DL-4455667',
      licenseCountry: 'SA',
      licenseExpiryDate: '2031-01-31',
    });
    const uploaded = await upload(a.user);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    await f.t.database.withTenant(f.demo, (tx) =>
      tx.update(customers).set({ status: 'active' }).where(eq(customers.id, a.customerId)),
    );
    await f.t.database.withTenant(f.demo, (tx) =>
      tx
        .update(customerDocuments)
        .set({ status: 'verified', reviewedAt: new Date() })
        .where(eq(customerDocuments.customerId, a.customerId)),
    );
    const same = await f.call('PATCH', '/auth/profile', a.user, {
      body: { drivingLicenseNumber: 'DL-4455667', licenseExpiryDate: '2031-01-31' },
    });
    expect(same.statusCode, same.body).toBe(200);
    expect((await record(a.customerId)).status).toBe('active');

    for (const change of [
      { licenseExpiryDate: '2040-12-31' },
      { drivingLicenseNumber: 'DL-9999999' },
      { licenseCountry: 'AE' },
    ]) {
      await f.t.database.withTenant(f.demo, (tx) =>
        tx.update(customers).set({ status: 'active' }).where(eq(customers.id, a.customerId)),
      );
      const res = await f.call('PATCH', '/auth/profile', a.user, { body: change });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().customer.status, JSON.stringify(change)).toBe('pending');
    }
    expect((await mine(a.user)).map((d) => d.status)).toEqual(['pending']);
    const activity = await f.call('GET', `/customers/${a.customerId}/activity`, f.admin);
    expect(activity.statusCode, activity.body).toBe(200);
    expect(JSON.stringify(activity.json())).toContain('pending');
  });
});
