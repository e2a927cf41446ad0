import type { ReservationDocumentView } from '@motorpool/domain/schemas/reservation';
import { formatMessage } from '@motorpool/domain/validation-messages';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, files } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/identity.ts';
import { createCustomer } from '../customers/test-support.ts';
import { createFleet, type Fleet, multipart } from '../vehicles/test-support.ts';
import { book, type Booking, bookingParties, hour } from './test-support.ts';

let f: Fleet;
let b: Booking;
let customer: TestUser;
let fileClerk: TestUser;
let selfService: TestUser;
let jpeg: Buffer;
let png: Buffer;
let webp: Buffer;
const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

const linkAccount = (customerId: string, user: TestUser) =>
  f.t.database.withTenant(f.demo, (tx) =>
    tx.update(customers).set({ userId: user.userId }).where(eq(customers.id, customerId)),
  );

beforeAll(async () => {
  f = await createFleet();
  b = await bookingParties(f);
  customer = await createTestUser(f.t.database, f.demo, { roles: ['customer'] });
  await linkAccount(b.customerId, customer);
  // may delete vehicle files (DELETE /files/:id) but not change reservations
  fileClerk = await createTestUser(f.t.database, f.demo, {
    roles: [],
    permissions: ['vehicles:read', 'vehicles:update'],
  });
  // may edit reservations but not read customers: the customer audience, kept to its own
  selfService = await createTestUser(f.t.database, f.demo, {
    roles: [],
    permissions: ['reservations:read', 'reservations:update'],
  });
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: '#1971c2' } });
  [jpeg, png, webp] = await Promise.all([
    image.clone().jpeg().toBuffer(),
    image.clone().png().toBuffer(),
    image.clone().webp().toBuffer(),
  ]);
}, 60_000);
afterAll(async () => f.t.close());

let slot = 0;
/** A pending reservation of the shared booking parties, each in its own two hours. */
async function newReservation(parties = b): Promise<string> {
  slot += 1;
  return (await book(f, parties, slot * 10 * hour, (slot * 10 + 2) * hour)).id;
}

type Sent = { name: string; content: Buffer; type?: string };

// The declared type is always the vague one: the type must come from the bytes.
function upload(
  reservationId: string,
  file: Sent,
  fields: Record<string, string> = { kind: 'contract' },
  options: { as?: TestUser; language?: 'ar' } = {},
) {
  const { body, headers } = multipart(
    { name: file.name, type: file.type ?? 'application/octet-stream', content: file.content },
    fields,
  );
  return f.call('POST', `/reservations/${reservationId}/documents`, options.as ?? f.staff, {
    body,
    headers,
    ...(options.language ? { language: options.language } : {}),
  });
}

async function uploaded(
  reservationId: string,
  file: Sent = { name: 'contract.pdf', content: pdf },
) {
  const res = await upload(reservationId, file);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ReservationDocumentView;
}

const listed = async (reservationId: string, as = f.staff) => {
  const res = await f.call('GET', `/reservations/${reservationId}/documents`, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ReservationDocumentView[];
};

const storedFiles = async (fileId: string) =>
  (
    await f.t.database.withTenant(f.demo, (tx) =>
      tx.select({ id: files.id }).from(files).where(eq(files.id, fileId)),
    )
  ).length;

describe('uploading reservation documents', () => {
  it('stores a PDF, JPEG, PNG and WebP typed from their bytes, named and audited', async () => {
    const reservationId = await newReservation();
    const sent = [
      { name: 'contract.pdf', content: pdf, type: 'application/pdf', kind: 'contract' },
      { name: 'passport.jpg', content: jpeg, type: 'image/jpeg', kind: 'identification' },
      { name: 'insurance.png', content: png, type: 'image/png', kind: 'insurance' },
      { name: 'receipt.webp', content: webp, type: 'image/webp', kind: 'other' },
    ];
    for (const file of sent) {
      const res = await upload(
        reservationId,
        { name: file.name, content: file.content },
        { kind: file.kind },
      );
      expect(res.statusCode, res.body).toBe(201);
      const document = res.json() as ReservationDocumentView;
      expect(document).toMatchObject({
        reservationId,
        kind: file.kind,
        fileName: file.name,
        contentType: file.type,
        size: file.content.length,
        uploadedBy: f.staff.userId,
        uploadedByName: 'Test User',
      });
      expect(Date.parse(document.createdAt)).not.toBeNaN();
      expect(document.thumbnailUrl === null).toBe(file.type === 'application/pdf');
      const bytes = await f.t.app.inject({ method: 'GET', url: document.url });
      expect(bytes.statusCode).toBe(200);
      expect(bytes.headers['content-type']).toBe(file.type);
      expect(bytes.rawPayload.equals(file.content)).toBe(true);
    }

    const documents = await listed(reservationId, f.viewer);
    expect(documents.map((d) => d.fileName).sort()).toEqual(sent.map((s) => s.name).sort());
    expect(documents.every((d) => d.uploadedByName === 'Test User')).toBe(true);
    const audit = await f.auditOf(reservationId);
    const added = audit.filter((a) => a.action === 'document_add');
    expect(added).toHaveLength(4);
    expect(added[0]?.entityType).toBe('reservation');
  });

  it('refuses a GIF, whatever its declared type, with 400 in English and Arabic', async () => {
    const reservationId = await newReservation();
    const sent = { name: 'scan.pdf', content: gif, type: 'application/pdf' };
    const types = { types: 'PDF, JPEG, PNG, WEBP' };
    const en = await upload(reservationId, sent);
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toBe(formatMessage('file.invalidType', 'en', types));
    const ar = await upload(reservationId, sent, undefined, { language: 'ar' });
    expect(ar.json().message).toBe(formatMessage('file.invalidType', 'ar', types));
    expect(await listed(reservationId)).toEqual([]);
  });

  it('refuses a file above 10 MB with 413', async () => {
    const reservationId = await newReservation();
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(reservationId, { name: 'big.pdf', content: big }, undefined, {
      language: 'ar',
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(formatMessage('file.tooLarge', 'ar', { max: 10 }));
  });

  it('refuses an unknown or missing kind with 400 on the kind', async () => {
    const reservationId = await newReservation();
    for (const fields of [{ kind: 'visa' }, {}] as Record<string, string>[]) {
      const res = await upload(reservationId, { name: 'contract.pdf', content: pdf }, fields);
      expect(res.statusCode, res.body).toBe(400);
      const paths = (res.json().details as { path: string }[]).map((d) => d.path);
      expect(paths).toEqual(['body.kind']);
    }
  });

  it('refuses the 21st document of a reservation with 409 in English and Arabic', async () => {
    const reservationId = await newReservation();
    for (let i = 0; i < 20; i += 1) await uploaded(reservationId);
    const en = await upload(reservationId, { name: 'one-more.pdf', content: pdf });
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toBe(formatMessage('reservationDocument.tooMany', 'en', { max: 20 }));
    const ar = await upload(reservationId, { name: 'one-more.pdf', content: pdf }, undefined, {
      language: 'ar',
    });
    expect(ar.json().message).toBe(formatMessage('reservationDocument.tooMany', 'ar', { max: 20 }));
    expect(await listed(reservationId)).toHaveLength(20);
  });
});

describe('deleting reservation documents', () => {
  it('deletes a document with its file, recorded on the reservation', async () => {
    const reservationId = await newReservation();
    const document = await uploaded(reservationId);
    const url = `/reservations/${reservationId}/documents/${document.id}`;
    const res = await f.call('DELETE', url, f.staff);
    expect(res.statusCode, res.body).toBe(204);
    expect(await storedFiles(document.fileId)).toBe(0);
    expect((await f.call('DELETE', url, f.staff)).statusCode).toBe(404);
    const audit = (await f.auditOf(reservationId)).find((a) => a.action === 'document_delete');
    expect(audit?.before).toMatchObject({ documentId: document.id, fileId: document.fileId });
  });

  it('lets DELETE /files ask the reservations module: the document goes with its file', async () => {
    const reservationId = await newReservation();
    const document = await uploaded(reservationId);
    const res = await f.call('DELETE', `/files/${document.fileId}`, f.staff);
    expect(res.statusCode, res.body).toBe(204);
    expect(await listed(reservationId)).toEqual([]);
    const audit = (await f.auditOf(reservationId)).find((a) => a.action === 'document_delete');
    expect(audit?.before).toMatchObject({ fileId: document.fileId, documentId: document.id });
  });

  it('refuses DELETE /files on a reservation document to a caller who may not edit reservations', async () => {
    const reservationId = await newReservation();
    const document = await uploaded(reservationId);
    const res = await f.call('DELETE', `/files/${document.fileId}`, fileClerk);
    expect(res.statusCode).toBe(403);
    expect(await storedFiles(document.fileId)).toBe(1);
  });

  it("releases the stored files of a deleted pending reservation's documents", async () => {
    const reservationId = await newReservation();
    const [first, second] = [await uploaded(reservationId), await uploaded(reservationId)];
    const res = await f.call('DELETE', `/reservations/${reservationId}`, f.admin);
    expect(res.statusCode, res.body).toBe(204);
    expect(await storedFiles(first!.fileId)).toBe(0);
    expect(await storedFiles(second!.fileId)).toBe(0);
  });
});

describe('who may reach reservation documents', () => {
  it('answers 404 to another company, for the reservation and for its documents', async () => {
    const reservationId = await newReservation();
    const document = await uploaded(reservationId);
    const base = `/reservations/${reservationId}/documents`;
    expect((await f.call('GET', base, f.acmeAdmin)).statusCode).toBe(404);
    const posted = await upload(reservationId, { name: 'x.pdf', content: pdf }, undefined, {
      as: f.acmeAdmin,
    });
    expect(posted.statusCode).toBe(404);
    expect((await f.call('DELETE', `${base}/${document.id}`, f.acmeAdmin)).statusCode).toBe(404);
    expect((await f.call('DELETE', `/files/${document.fileId}`, f.acmeAdmin)).statusCode).toBe(404);
    expect(await storedFiles(document.fileId)).toBe(1);
  });

  it('answers 404 for a document of another reservation', async () => {
    const [owner, other] = [await newReservation(), await newReservation()];
    const document = await uploaded(owner);
    const res = await f.call('DELETE', `/reservations/${other}/documents/${document.id}`, f.staff);
    expect(res.statusCode).toBe(404);
    expect(await storedFiles(document.fileId)).toBe(1);
  });

  it('lets a viewer list documents but neither upload nor delete them', async () => {
    const reservationId = await newReservation();
    const document = await uploaded(reservationId);
    expect(await listed(reservationId, f.viewer)).toHaveLength(1);
    const posted = await upload(reservationId, { name: 'x.pdf', content: pdf }, undefined, {
      as: f.viewer,
    });
    expect(posted.statusCode).toBe(403);
    const url = `/reservations/${reservationId}/documents/${document.id}`;
    expect((await f.call('DELETE', url, f.viewer)).statusCode).toBe(403);
  });

  it("lets a customer list and download their own reservation's documents, nobody else's", async () => {
    const mine = await newReservation();
    const document = await uploaded(mine);
    const seen = await listed(mine, customer);
    expect(seen.map((d) => d.id)).toEqual([document.id]);
    const bytes = await f.t.app.inject({ method: 'GET', url: seen[0]!.url });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.equals(pdf)).toBe(true);

    const someoneElse = await createCustomer(f, { status: 'active' });
    const theirs = await newReservation({ ...b, customerId: someoneElse.id });
    await uploaded(theirs);
    const res = await f.call('GET', `/reservations/${theirs}/documents`, customer);
    expect(res.statusCode).toBe(404);
  });

  it('answers 403 to a customer uploading or deleting, even on their own reservation', async () => {
    const mine = await newReservation();
    const document = await uploaded(mine);
    const url = `/reservations/${mine}/documents/${document.id}`;
    for (const as of [customer, selfService]) {
      const posted = await upload(mine, { name: 'x.pdf', content: pdf }, undefined, { as });
      expect(posted.statusCode).toBe(403);
      expect((await f.call('DELETE', url, as)).statusCode).toBe(403);
    }
    expect(await listed(mine)).toHaveLength(1);
  });
});
