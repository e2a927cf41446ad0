import { formatMessage } from '@motorpool/domain/validation-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, users } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/identity.ts';
import {
  createBranch,
  createVehicle,
  createFleet,
  type Fleet,
  multipart,
} from '../vehicles/test-support.ts';

// Staff bound to a branch change only that branch's vehicles, their files included.
let f: Fleet;
let staff: TestUser;
let ownVehicle: string;
let otherVehicle: string;
beforeAll(async () => {
  f = await createFleet();
  const own = (await createBranch(f)).id;
  const other = (await createBranch(f)).id;
  ownVehicle = (await createVehicle(f, own)).id;
  otherVehicle = (await createVehicle(f, other)).id;
  staff = await createTestUser(f.t.database, f.demo, { roles: ['staff'] });
  await f.t.database.withTenant(f.demo, (tx) =>
    tx.update(users).set({ branchId: own }).where(eq(users.id, staff.userId)),
  );
}, 60_000);
afterAll(async () => f.t.close());

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function addDocument(vehicleId: string): Promise<string> {
  const { body, headers } = multipart(
    { name: 'registration.pdf', type: 'application/pdf', content: pdf },
    { documentType: 'registration' },
  );
  const res = await f.t.app.inject({
    method: 'POST',
    url: `/api/v1/vehicles/${vehicleId}/documents`,
    headers: { authorization: `Bearer ${f.admin.token}`, 'x-tenant-id': f.demo, ...headers },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const stored = async (fileId: string) =>
  (
    await f.t.database.withTenant(f.demo, (tx) =>
      tx.select({ id: files.id }).from(files).where(eq(files.id, fileId)),
    )
  ).length;

describe('deleting a vehicle file as branch-bound staff', () => {
  it('refuses a document of another branch’s vehicle with 403 and keeps it', async () => {
    const fileId = await addDocument(otherVehicle);
    const res = await f.call('DELETE', `/files/${fileId}`, staff, { language: 'ar' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(formatMessage('vehicle.otherBranch', 'ar'));
    expect(await stored(fileId)).toBe(1);
    const audit = await f.auditOf(otherVehicle);
    expect(audit.map((a) => a.action)).not.toContain('document_delete');
  });

  it('deletes a document of its own branch’s vehicle with 204, recorded on the vehicle', async () => {
    const fileId = await addDocument(ownVehicle);
    const res = await f.call('DELETE', `/files/${fileId}`, staff);
    expect(res.statusCode, res.body).toBe(204);
    expect(await stored(fileId)).toBe(0);
    const audit = await f.auditOf(ownVehicle);
    expect(audit.find((a) => a.action === 'document_delete')?.before).toMatchObject({
      fileId,
      documentType: 'registration',
    });
  });

  it('lets staff bound to no branch delete any branch’s document', async () => {
    const fileId = await addDocument(otherVehicle);
    expect((await f.call('DELETE', `/files/${fileId}`, f.staff)).statusCode).toBe(204);
  });
});
