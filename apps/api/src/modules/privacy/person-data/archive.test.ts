import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFleet, type Fleet } from '../../vehicles/test-support.ts';
import { buildPersonArchive } from './index.ts';
import { buildPerson, type Identity, pdf, personIdentity } from './test-support.ts';

let f: Fleet;
let who: Identity;
let someoneElse: Identity;
let built: Awaited<ReturnType<typeof buildPerson>>;
const now = new Date('2031-02-03T04:05:06.000Z');

beforeAll(async () => {
  f = await createFleet();
  who = personIdentity('Arc');
  built = await buildPerson(f, who);
  // another customer of the same company with a name a letter apart, and their own booking
  someoneElse = { ...personIdentity('Arc'), lastName: `${who.lastName.slice(0, -1)}e` };
  await buildPerson(f, someoneElse);
}, 240_000);
afterAll(async () => f.t.close());

type Data = {
  email: string;
  companies: ({ company: { name: string; folder: string }; files: string[] } & Record<
    string,
    unknown
  >)[];
};

async function open(email: string, language: 'en' | 'ar' = 'en') {
  const archive = await buildPersonArchive(f.t.database, email, language, now);
  const entries = unzipSync(archive.bytes);
  const text = (name: string) => strFromU8(entries[name]!);
  return { archive, entries, text, data: JSON.parse(text('data.json')) as Data };
}

const csvRows = (text: string) =>
  parse(text, { columns: true, bom: true }) as Record<string, string>[];

describe('a person’s archive', () => {
  it('holds both companies and the platform’s records, in the documented layout', async () => {
    const { archive, entries, data } = await open(who.email.toUpperCase());
    expect(archive.companies).toBe(2);
    expect(archive.fileName).toBe('personal-data-2031-02-03.zip');
    expect(data.companies.map((c) => c.company.folder)).toEqual(['acme', 'demo', 'motorpool']);
    const names = Object.keys(entries);
    expect(names).toEqual(
      expect.arrayContaining([
        'summary.txt',
        'data.json',
        'demo/customer-profiles.csv',
        'demo/accounts.csv',
        'demo/sign-ins.csv',
        'demo/notifications.csv',
        'demo/documents.csv',
        'demo/bookings.csv',
        'demo/rentals.csv',
        'demo/inspections.csv',
        'demo/payments.csv',
        'demo/refunds.csv',
        'acme/customer-profiles.csv',
        'acme/payments.csv',
        'acme/refunds.csv',
        'motorpool/newsletter.csv',
        'motorpool/contact-requests.csv',
        'demo/rental-documents.csv',
        `demo/files/${built.document.fileId}-licence.pdf`,
        `demo/files/${built.contract.fileId}-contract.pdf`,
        `demo/files/${built.passport.fileId}-passport.pdf`,
      ]),
    );
    expect(names.filter((name) => name.startsWith('acme/'))).not.toContain('acme/rentals.csv');
    expect(Buffer.from(entries[`demo/files/${built.document.fileId}-licence.pdf`]!)).toEqual(pdf);
  });

  it('writes CSV rows that match the JSON, record for record', async () => {
    const { text, data } = await open(who.email);
    for (const section of data.companies) {
      const kinds = Object.keys(section).filter((key) => key !== 'company' && key !== 'files');
      expect(kinds.length).toBeGreaterThan(0);
      for (const kind of kinds) {
        const records = section[kind] as Record<string, unknown>[];
        const rows = csvRows(text(`${section.company.folder}/${kind}.csv`));
        expect(rows.map((row) => row.id ?? row.user_id)).toEqual(
          records.map((record) => record.id ?? record.user_id),
        );
      }
    }
    const demo = data.companies.find((c) => c.company.folder === 'demo')!;
    const payments = demo.payments as { id: string; amount: number; refunded_amount: number }[];
    expect(payments.find((p) => p.id === built.demoPayment)).toMatchObject({
      amount: 50000,
      refunded_amount: 15000,
    });
    const profiles = demo['customer-profiles'] as { id: string; phone: string }[];
    expect(profiles).toEqual([
      expect.objectContaining({ id: built.demoCustomer.id, phone: who.phone }),
    ]);
  });

  it('holds nothing of anyone else, and no secret', async () => {
    const { entries } = await open(who.email);
    const everything = Object.values(entries)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    expect(everything).toContain(who.lastName);
    expect(everything).not.toContain(someoneElse.lastName);
    expect(everything.toLowerCase()).not.toContain(someoneElse.email.toLowerCase());
    expect(everything).not.toContain(someoneElse.phone);
    expect(everything).not.toMatch(/password_hash|refresh_token_hash|token_hash|card_token/);
  });

  it('sums it up in the person’s language', async () => {
    const en = (await open(who.email, 'en')).text('summary.txt');
    expect(en).toContain('Motorpool Demo Rentals (demo/)');
    expect(en).toContain('  - Payments: 2 (payments.csv)');
    expect(en).toContain('  - Stored documents: 3 (files/)');
    const ar = (await open(who.email, 'ar')).text('summary.txt');
    expect(ar).toContain('المدفوعات: 2 (payments.csv)');
    expect(ar).toContain('بياناتك المحفوظة في Motorpool');
  });

  it('answers an address nobody holds with an archive that says so', async () => {
    const { archive, entries, data } = await open('nobody-at-all@person.test');
    expect(archive.companies).toBe(0);
    expect(data.companies).toEqual([]);
    expect(Object.keys(entries).sort()).toEqual(['data.json', 'summary.txt']);
    expect(strFromU8(entries['summary.txt']!)).toContain('No company holds any data');
  });
});
