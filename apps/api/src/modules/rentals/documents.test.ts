import type { RentalDocumentView } from '@motorpool/domain/schemas/rental';
import { formatMessage } from '@motorpool/domain/validation-messages';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, files } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/identity.ts';
import { createCustomer } from '../customers/test-support.ts';
import { bookingParties, type Booking, hour } from '../reservations/test-support.ts';
import { createFleet, type Fleet, multipart } from '../vehicles/test-support.ts';
import { pendingRental } from './pdf/test-support.ts';

let f: Fleet;
let b: Booking;
let customer: TestUser;
let fileClerk: TestUser;
let png: Buffer;
const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

beforeAll(async () => {
  f = await createFleet();
  b = await bookingParties(f);
  customer = await createTestUser(f.t.database, f.demo, { roles: ['customer'] });
  await f.t.database.withTenant(f.demo, (tx) =>
    tx.update(customers).set({ userId: customer.userId }).where(eq(customers.id, b.customerId)),
  );
  // may delete vehicle files (DELETE /files/:id) but not change rentals
  fileClerk = await createTestUser(f.t.database, f.demo, {
    roles: [],
    permissions: ['vehicles:read', 'vehicles:update'],
  });
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1971c2' } })
    .png()
    .toBuffer();
}, 60_000);
afterAll(async () => f.t.close());

let slot = 0;
/** A pending rental of the shared parties, each in its own two hours. */
async function newRental(parties = b): Promise<string> {
  slot += 1;
  return (await pendingRental(f, parties, slot * 10 * hour, (slot * 10 + 2) * hour)).id;
}

type Sent = { name: string; content: Buffer };

// The declared type is always the vague one: the type must come from the bytes.
function upload(
  rentalId: string,
  file: Sent,
  fields: Record<string, string> = { kind: 'contract' },
  options: { as?: TestUser; language?: 'ar' } = {},
) {
  const { body, headers } = multipart(
    { name: file.name, type: 'application/octet-stream', content: file.content },
    fields,
  );
  return f.call('POST', `/rentals/${rentalId}/documents`, options.as ?? f.staff, {
    body,
    headers,
    ...(options.language ? { language: options.language } : {}),
  });
}

async function uploaded(rentalId: string, file: Sent = { name: 'contract.pdf', content: pdf }) {
  const res = await upload(rentalId, file);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as RentalDocumentView;
}

const listed = async (rentalId: string, as = f.staff) => {
  const res = await f.call('GET', `/rentals/${rentalId}/documents`, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as RentalDocumentView[];
};

const storedFiles = async (fileId: string) =>
  (
    await f.t.database.withTenant(f.demo, (tx) =>
      tx.select({ id: files.id }).from(files).where(eq(files.id, fileId)),
    )
  ).length;

describe('rental documents', () => {
  it('stores a PDF and a PNG typed from their bytes, lists them newest first, audited', async () => {
    const rentalId = await newRental();
    const first = await uploaded(rentalId);
    const res = await upload(
      rentalId,
      { name: 'licence.png', content: png },
      {
        kind: 'identification',
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    const second = res.json() as RentalDocumentView;
    expect(first).toMatchObject({
      rentalId,
      kind: 'contract',
      fileName: 'contract.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
      uploadedBy: f.staff.userId,
      uploadedByName: 'Test User',
      thumbnailUrl: null,
    });
    expect(second).toMatchObject({ kind: 'identification', contentType: 'image/png' });
    expect(second.thumbnailUrl).not.toBeNull();
    const bytes = await f.t.app.inject({ method: 'GET', url: first.url });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.equals(pdf)).toBe(true);

    expect((await listed(rentalId, f.viewer)).map((d) => d.id)).toEqual([second.id, first.id]);
    const added = (await f.auditOf(rentalId)).filter((a) => a.action === 'document_add');
    expect(added).toHaveLength(2);
    expect(added[0]?.entityType).toBe('rental');
  });

  it('refuses a GIF (400), an unknown kind (400 on the kind) and above 10 MB (413)', async () => {
    const rentalId = await newRental();
    const ar = await upload(rentalId, { name: 'scan.pdf', content: gif }, undefined, {
      language: 'ar',
    });
    expect(ar.statusCode).toBe(400);
    expect(ar.json().message).toBe(
      formatMessage('file.invalidType', 'ar', { types: 'PDF, JPEG, PNG, WEBP' }),
    );
    const other = await upload(rentalId, { name: 'x.pdf', content: pdf }, { kind: 'other' });
    expect(other.statusCode).toBe(400);
    expect((other.json().details as { path: string }[]).map((d) => d.path)).toEqual(['body.kind']);
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await upload(rentalId, { name: 'big.pdf', content: big })).statusCode).toBe(413);
    expect(await listed(rentalId)).toEqual([]);
  });

  it('refuses the 21st document with 409 in English and Arabic', async () => {
    const rentalId = await newRental();
    for (let i = 0; i < 20; i += 1) await uploaded(rentalId);
    const en = await upload(rentalId, { name: 'one-more.pdf', content: pdf });
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toBe(formatMessage('rentalDocument.tooMany', 'en', { max: 20 }));
    const ar = await upload(rentalId, { name: 'one-more.pdf', content: pdf }, undefined, {
      language: 'ar',
    });
    expect(ar.json().message).toBe(formatMessage('rentalDocument.tooMany', 'ar', { max: 20 }));
    expect(await listed(rentalId)).toHaveLength(20);
  });

  it('deletes a document with its file, directly or through DELETE /files', async () => {
    const rentalId = await newRental();
    const [one, two] = [await uploaded(rentalId), await uploaded(rentalId)];
    const url = `/rentals/${rentalId}/documents/${one!.id}`;
    expect((await f.call('DELETE', url, f.staff)).statusCode).toBe(204);
    expect(await storedFiles(one!.fileId)).toBe(0);
    expect((await f.call('DELETE', url, f.staff)).statusCode).toBe(404);
    expect((await f.call('DELETE', `/files/${two!.fileId}`, fileClerk)).statusCode).toBe(403);
    expect((await f.call('DELETE', `/files/${two!.fileId}`, f.staff)).statusCode).toBe(204);
    expect(await listed(rentalId)).toEqual([]);
    const deleted = (await f.auditOf(rentalId)).filter((a) => a.action === 'document_delete');
    expect(deleted.map((a) => (a.before as { fileId: string }).fileId).sort()).toEqual(
      [one!.fileId, two!.fileId].sort(),
    );
  });
});

describe('who may reach rental documents', () => {
  it('answers 404 to another company and for a document of another rental', async () => {
    const [owner, other] = [await newRental(), await newRental()];
    const document = await uploaded(owner);
    const base = `/rentals/${owner}/documents`;
    expect((await f.call('GET', base, f.acmeAdmin)).statusCode).toBe(404);
    const posted = await upload(owner, { name: 'x.pdf', content: pdf }, undefined, {
      as: f.acmeAdmin,
    });
    expect(posted.statusCode).toBe(404);
    expect((await f.call('DELETE', `${base}/${document.id}`, f.acmeAdmin)).statusCode).toBe(404);
    expect((await f.call('DELETE', `/files/${document.fileId}`, f.acmeAdmin)).statusCode).toBe(404);
    const elsewhere = `/rentals/${other}/documents/${document.id}`;
    expect((await f.call('DELETE', elsewhere, f.staff)).statusCode).toBe(404);
    expect(await storedFiles(document.fileId)).toBe(1);
  });

  it('lets a viewer list but neither upload nor delete', async () => {
    const rentalId = await newRental();
    const document = await uploaded(rentalId);
    expect(await listed(rentalId, f.viewer)).toHaveLength(1);
    const posted = await upload(rentalId, { name: 'x.pdf', content: pdf }, undefined, {
      as: f.viewer,
    });
    expect(posted.statusCode).toBe(403);
    const url = `/rentals/${rentalId}/documents/${document.id}`;
    expect((await f.call('DELETE', url, f.viewer)).statusCode).toBe(403);
  });

  it("lets a customer list their own rental's documents, nobody else's, and change none", async () => {
    const mine = await newRental();
    const document = await uploaded(mine);
    expect((await listed(mine, customer)).map((d) => d.id)).toEqual([document.id]);
    const posted = await upload(mine, { name: 'x.pdf', content: pdf }, undefined, {
      as: customer,
    });
    expect(posted.statusCode).toBe(403);
    const url = `/rentals/${mine}/documents/${document.id}`;
    expect((await f.call('DELETE', url, customer)).statusCode).toBe(403);

    const someoneElse = await createCustomer(f, { status: 'active' });
    const theirs = await newRental({ ...b, customerId: someoneElse.id });
    const res = await f.call('GET', `/rentals/${theirs}/documents`, customer);
    expect(res.statusCode).toBe(404);
  });
});
