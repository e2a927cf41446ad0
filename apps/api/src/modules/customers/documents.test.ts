import type { CustomerDocumentView } from '@motorpool/domain/schemas/customer-document';
import { formatMessage } from '@motorpool/domain/validation-messages';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, files } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/identity.ts';
import { createFleet, type Fleet, multipart } from '../vehicles/test-support.ts';

let f: Fleet;
let customer: TestUser;
let fileClerk: TestUser;
let jpeg: Buffer;
let png: Buffer;
let webp: Buffer;
const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

let customerCount = 0;
// A customer row as registration or the customers module writes it: the documents only need one.
async function newCustomer(tenant = f.demo): Promise<string> {
  customerCount += 1;
  const [row] = await f.t.database.withTenant(tenant, (tx) =>
    tx
      .insert(customers)
      .values({
        tenantId: tenant,
        firstName: 'Layla',
        lastName: `Haddad ${customerCount}`,
        email: `layla.${customerCount}@documents.test`,
        phone: '+971 50 555 0100',
      })
      .returning({ id: customers.id }),
  );
  return row!.id;
}

beforeAll(async () => {
  f = await createFleet();
  customer = await createTestUser(f.t.database, f.demo, { roles: ['customer'] });
  // may delete vehicle files (DELETE /files/:id) but not change customers
  fileClerk = await createTestUser(f.t.database, f.demo, {
    roles: [],
    permissions: ['vehicles:read', 'vehicles:update'],
  });
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: '#1971c2' } });
  [jpeg, png, webp] = await Promise.all([
    image.clone().jpeg().toBuffer(),
    image.clone().png().toBuffer(),
    image.clone().webp().toBuffer(),
  ]);
}, 60_000);
afterAll(async () => f.t.close());

type Sent = { name: string; content: Buffer; type?: string };

// The declared type is always the vague one: the type must come from the bytes.
function upload(
  customerId: string,
  file: Sent,
  fields: Record<string, string> = { category: 'license' },
  options: { as?: TestUser; language?: 'ar' } = {},
) {
  const { body, headers } = multipart(
    { name: file.name, type: file.type ?? 'application/octet-stream', content: file.content },
    fields,
  );
  return f.call('POST', `/customers/${customerId}/documents`, options.as ?? f.staff, {
    body,
    headers,
    ...(options.language ? { language: options.language } : {}),
  });
}

async function uploaded(customerId: string, file: Sent = { name: 'licence.pdf', content: pdf }) {
  const res = await upload(customerId, file);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CustomerDocumentView;
}

const review = (customerId: string, documentId: string, body: object, as = f.staff) =>
  f.call('POST', `/customers/${customerId}/documents/${documentId}/review`, as, { body });

const storedFiles = async (fileId: string) =>
  (
    await f.t.database.withTenant(f.demo, (tx) =>
      tx.select({ id: files.id }).from(files).where(eq(files.id, fileId)),
    )
  ).length;

describe('uploading customer documents', () => {
  it('stores a PDF, JPEG, PNG and WebP as pending, typed from their bytes, audited', async () => {
    const customerId = await newCustomer();
    const sent = [
      { name: 'licence.pdf', content: pdf, type: 'application/pdf' },
      { name: 'passport.jpg', content: jpeg, type: 'image/jpeg' },
      { name: 'insurance.png', content: png, type: 'image/png' },
      { name: 'id-card.webp', content: webp, type: 'image/webp' },
    ];
    for (const file of sent) {
      const res = await upload(
        customerId,
        { name: file.name, content: file.content },
        { category: 'identification', expiryDate: '2030-06-30' },
      );
      expect(res.statusCode, res.body).toBe(201);
      const document = res.json() as CustomerDocumentView;
      expect(document).toMatchObject({
        customerId,
        category: 'identification',
        fileName: file.name,
        contentType: file.type,
        size: file.content.length,
        status: 'pending',
        uploadedBy: f.staff.userId,
        reviewedBy: null,
        reviewedAt: null,
        reason: null,
        expiryDate: '2030-06-30',
      });
      expect(document.thumbnailUrl === null).toBe(file.type === 'application/pdf');
      const bytes = await f.t.app.inject({ method: 'GET', url: document.url });
      expect(bytes.statusCode).toBe(200);
      expect(bytes.headers['content-type']).toBe(file.type);
      expect(bytes.rawPayload.equals(file.content)).toBe(true);
    }

    const listed = await f.call('GET', `/customers/${customerId}/documents`, f.viewer);
    expect(listed.statusCode, listed.body).toBe(200);
    const names = (listed.json().data as CustomerDocumentView[]).map((d) => d.fileName);
    expect(names.sort()).toEqual(sent.map((s) => s.name).sort());
    const audit = await f.auditOf(customerId);
    expect(audit.filter((a) => a.action === 'document_add')).toHaveLength(4);
  });

  it('refuses a GIF, whatever its declared type, with 400 in English and Arabic', async () => {
    const customerId = await newCustomer();
    const sent = { name: 'scan.pdf', content: gif, type: 'application/pdf' };
    const types = { types: 'PDF, JPEG, PNG, WEBP' };
    const en = await upload(customerId, sent);
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toBe(formatMessage('file.invalidType', 'en', types));
    const ar = await upload(customerId, sent, undefined, { language: 'ar' });
    expect(ar.json().message).toBe(formatMessage('file.invalidType', 'ar', types));
    const listed = await f.call('GET', `/customers/${customerId}/documents`, f.staff);
    expect(listed.json().data).toEqual([]);
  });

  it('refuses a file above 10 MB with 413', async () => {
    const customerId = await newCustomer();
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(customerId, { name: 'big.pdf', content: big }, undefined, {
      language: 'ar',
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(formatMessage('file.tooLarge', 'ar', { max: 10 }));
  });

  it('refuses an unknown category and a malformed expiry date with 400 on those fields', async () => {
    const customerId = await newCustomer();
    const res = await upload(
      customerId,
      { name: 'licence.pdf', content: pdf },
      {
        category: 'visa',
        expiryDate: '30/06/2030',
      },
    );
    expect(res.statusCode).toBe(400);
    const paths = (res.json().details as { path: string }[]).map((d) => d.path);
    expect(paths.sort()).toEqual(['body.category', 'body.expiryDate']);
  });

  it('refuses the 21st document of a customer with 409 in English and Arabic', async () => {
    const customerId = await newCustomer();
    for (let i = 0; i < 20; i += 1) await uploaded(customerId);
    const en = await upload(customerId, { name: 'one-more.pdf', content: pdf });
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toBe(formatMessage('customerDocument.tooMany', 'en', { max: 20 }));
    const ar = await upload(customerId, { name: 'one-more.pdf', content: pdf }, undefined, {
      language: 'ar',
    });
    expect(ar.json().message).toBe(formatMessage('customerDocument.tooMany', 'ar', { max: 20 }));
    const listed = await f.call('GET', `/customers/${customerId}/documents`, f.staff);
    expect(listed.json().data).toHaveLength(20);
  });
});

describe('reviewing customer documents', () => {
  it('verifies a pending document, naming the reviewer, and audits the change', async () => {
    const customerId = await newCustomer();
    const document = await uploaded(customerId);
    const res = await review(customerId, document.id, { status: 'verified' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: document.id,
      status: 'verified',
      reviewedBy: f.staff.userId,
      reason: null,
    });
    expect(Date.parse(res.json().reviewedAt)).not.toBeNaN();
    const audit = (await f.auditOf(customerId)).find((a) => a.action === 'document_review');
    expect(audit?.before).toMatchObject({ documentId: document.id, status: 'pending' });
    expect(audit?.after).toMatchObject({ documentId: document.id, status: 'verified' });
  });

  it('rejects a pending document with its reason', async () => {
    const customerId = await newCustomer();
    const document = await uploaded(customerId);
    const res = await review(customerId, document.id, {
      status: 'rejected',
      reason: 'The scan is unreadable',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', reason: 'The scan is unreadable' });
    const listed = await f.call('GET', `/customers/${customerId}/documents`, f.viewer);
    expect(listed.json().data[0]).toMatchObject({ status: 'rejected', reviewedBy: f.staff.userId });
  });

  it('refuses a rejection without a reason with 400 on the reason, in English and Arabic', async () => {
    const customerId = await newCustomer();
    const document = await uploaded(customerId);
    for (const language of ['en', 'ar'] as const) {
      const res = await f.call(
        'POST',
        `/customers/${customerId}/documents/${document.id}/review`,
        f.staff,
        { body: { status: 'rejected', reason: '   ' }, ...(language === 'ar' ? { language } : {}) },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([
        {
          path: 'body.reason',
          message: formatMessage('customerDocument.reasonRequired', language),
        },
      ]);
    }
    const listed = await f.call('GET', `/customers/${customerId}/documents`, f.staff);
    expect(listed.json().data[0].status).toBe('pending');
  });

  it('refuses to review an already reviewed document with 409, keeping its verdict', async () => {
    const customerId = await newCustomer();
    const document = await uploaded(customerId);
    await review(customerId, document.id, { status: 'verified' });
    const again = await f.call(
      'POST',
      `/customers/${customerId}/documents/${document.id}/review`,
      f.admin,
      { body: { status: 'rejected', reason: 'Expired' }, language: 'ar' },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(formatMessage('customerDocument.alreadyReviewed', 'ar'));
    const listed = await f.call('GET', `/customers/${customerId}/documents`, f.staff);
    expect(listed.json().data[0]).toMatchObject({ status: 'verified', reason: null });
  });
});

describe('deleting customer documents', () => {
  it('deletes a document with its file, recorded on the customer', async () => {
    const customerId = await newCustomer();
    const document = await uploaded(customerId);
    const url = `/customers/${customerId}/documents/${document.id}`;
    const res = await f.call('DELETE', url, f.staff);
    expect(res.statusCode, res.body).toBe(204);
    expect(await storedFiles(document.fileId)).toBe(0);
    expect((await f.call('DELETE', url, f.staff)).statusCode).toBe(404);
    const audit = (await f.auditOf(customerId)).find((a) => a.action === 'document_delete');
    expect(audit?.before).toMatchObject({ documentId: document.id, fileId: document.fileId });
  });

  it('lets DELETE /files ask the customers module: the document goes with its file', async () => {
    const customerId = await newCustomer();
    const document = await uploaded(customerId);
    const res = await f.call('DELETE', `/files/${document.fileId}`, f.staff);
    expect(res.statusCode, res.body).toBe(204);
    const listed = await f.call('GET', `/customers/${customerId}/documents`, f.staff);
    expect(listed.json().data).toEqual([]);
    const audit = (await f.auditOf(customerId)).find((a) => a.action === 'document_delete');
    expect(audit?.before).toMatchObject({ fileId: document.fileId, documentId: document.id });
  });

  it("releases the stored files of a deleted customer's documents", async () => {
    const customerId = await newCustomer();
    const document = await uploaded(customerId);
    const res = await f.call('DELETE', `/customers/${customerId}`, f.admin);
    expect(res.statusCode, res.body).toBe(204);
    expect(await storedFiles(document.fileId)).toBe(0);
  });

  it('refuses DELETE /files on a customer document to a caller who may not change customers', async () => {
    const customerId = await newCustomer();
    const document = await uploaded(customerId);
    const res = await f.call('DELETE', `/files/${document.fileId}`, fileClerk);
    expect(res.statusCode).toBe(403);
    expect(await storedFiles(document.fileId)).toBe(1);
  });
});

describe('who may reach customer documents', () => {
  it('answers 404 to another company, for the customer and for its documents', async () => {
    const customerId = await newCustomer();
    const document = await uploaded(customerId);
    const base = `/customers/${customerId}/documents`;
    expect((await f.call('GET', base, f.acmeAdmin)).statusCode).toBe(404);
    const posted = await upload(customerId, { name: 'x.pdf', content: pdf }, undefined, {
      as: f.acmeAdmin,
    });
    expect(posted.statusCode).toBe(404);
    expect(
      (await review(customerId, document.id, { status: 'verified' }, f.acmeAdmin)).statusCode,
    ).toBe(404);
    expect((await f.call('DELETE', `${base}/${document.id}`, f.acmeAdmin)).statusCode).toBe(404);
    expect((await f.call('DELETE', `/files/${document.fileId}`, f.acmeAdmin)).statusCode).toBe(404);
    expect(await storedFiles(document.fileId)).toBe(1);
  });

  it('answers 404 for a document of another customer', async () => {
    const [owner, other] = [await newCustomer(), await newCustomer()];
    const document = await uploaded(owner);
    const res = await review(other, document.id, { status: 'verified' });
    expect(res.statusCode).toBe(404);
    expect(
      (await f.call('DELETE', `/customers/${other}/documents/${document.id}`, f.staff)).statusCode,
    ).toBe(404);
  });

  it('lets a viewer list documents but neither upload nor review them', async () => {
    const customerId = await newCustomer();
    const document = await uploaded(customerId);
    expect((await f.call('GET', `/customers/${customerId}/documents`, f.viewer)).statusCode).toBe(
      200,
    );
    const posted = await upload(customerId, { name: 'x.pdf', content: pdf }, undefined, {
      as: f.viewer,
    });
    expect(posted.statusCode).toBe(403);
    expect(
      (await review(customerId, document.id, { status: 'verified' }, f.viewer)).statusCode,
    ).toBe(403);
  });

  it('answers 403 to a customer, even about documents of their own record', async () => {
    const customerId = await newCustomer();
    await f.t.database.withTenant(f.demo, (tx) =>
      tx.update(customers).set({ userId: customer.userId }).where(eq(customers.id, customerId)),
    );
    expect((await f.call('GET', `/customers/${customerId}/documents`, customer)).statusCode).toBe(
      403,
    );
    const posted = await upload(customerId, { name: 'x.pdf', content: pdf }, undefined, {
      as: customer,
    });
    expect(posted.statusCode).toBe(403);
  });
});
