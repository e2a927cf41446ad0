// The reports behind reports:read: pages of JSON and the whole as files, in both languages.
import { type ReportPage, reportNames } from '@motorpool/domain/schemas/dashboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, type TestUser } from '../../test/identity.ts';
import { type History, seedHistory } from './test-support.ts';

let t: TestApp;
let h: History;
const march = 'period=custom&from=2030-03-01&to=2030-03-30';

beforeAll(async () => {
  t = await createTestApp({ clock: () => Date.parse('2030-04-10T12:00:00Z') });
  h = await seedHistory(t.database, 'dashreports');
});
afterAll(async () => t.close());

const get = (url: string, as: TestUser = h.admin, language: 'en' | 'ar' = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: { ...bearer(as, h.tenantId), 'accept-language': language },
  });

async function page(name: string, query = march, as?: TestUser) {
  const res = await get(`/reports/${name}?${query}`, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReportPage;
}

describe('GET /reports/:name', () => {
  it('answers utilisation by vehicle, the workshop days left out', async () => {
    const report = await page('utilisation');
    expect(report.total).toBe(2);
    expect(
      report.data.map((r) => [r.branch, r.availableDays, r.rentedDays, r.utilisation]),
    ).toEqual([
      ['Branch A', 250, 150, 6000],
      ['Branch B', 300, 15, 500],
    ]);
  });

  it('pages on the server', async () => {
    const first = await page('revenue', `${march}&limit=7&page=5`);
    expect(first).toMatchObject({ total: 30, page: 5, limit: 7, hasMore: false, currency: 'SAR' });
    expect(first.data.map((r) => r.date)).toEqual(['2030-03-29', '2030-03-30']);
    const day = (await page('revenue', `${march}&limit=30`)).data.find(
      (r) => r.date === '2030-03-20',
    );
    expect(day).toEqual({ date: '2030-03-20', received: 0, refunded: 20000, net: -20000 });
  });

  it('lists rentals, balances, maintenance costs and no-shows of the scope', async () => {
    expect((await page('rentals')).data.map((r) => [r.chargedDays, r.revenue])).toEqual([
      [17, 170000],
      [2, 40000],
    ]);
    expect((await page('outstanding')).data.map((r) => r.balance)).toEqual([102000, 11000]);
    expect((await page('maintenance-costs')).data.map((r) => r.cost)).toEqual([50000]);
    expect((await page('no-shows')).total).toBe(1);
    expect((await page('rentals', march, h.manager)).data.map((r) => r.chargedDays)).toEqual([17]);
  });

  it('is refused without reports:read', async () => {
    expect((await get(`/reports/revenue?${march}`, h.outsider)).statusCode).toBe(403);
    expect((await get(`/dashboard?${march}`, h.outsider)).statusCode).toBe(403);
  });

  const types = {
    csv: 'text/csv; charset=utf-8',
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    pdf: 'application/pdf',
  } as const;
  for (const name of reportNames) {
    it(`writes ${name} as CSV, Excel and PDF`, async () => {
      for (const [format, type] of Object.entries(types)) {
        const res = await get(`/reports/${name}?${march}&format=${format}`, h.admin, 'ar');
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['content-type']).toBe(type);
        expect(res.rawPayload.length).toBeGreaterThan(0);
      }
    });
  }

  it('writes headers in the reader’s language', async () => {
    const ar = await get(`/reports/utilisation?${march}&format=csv`, h.admin, 'ar');
    expect(ar.body.split('\r\n')[0]).toBe(
      '\uFEFFرقم اللوحة,المركبة,الفئة,الفرع,أيام الإتاحة,أيام التأجير,نسبة الاستخدام',
    );
    const en = await get(`/reports/utilisation?${march}&format=csv`);
    expect(en.body.split('\r\n')[1]).toMatch(/,Midsize,Branch A,25\.0,15\.0,60\.00 %$/);
  });

  it('names categories, statuses and work order types in the reader’s language', async () => {
    expect((await get(`/reports/utilisation?${march}&format=csv`, h.admin, 'ar')).body).toContain(
      ',متوسطة,Branch A,',
    );
    const rentals = await get(`/reports/rentals?${march}&format=csv`, h.admin, 'ar');
    expect(rentals.body).toMatch(/,(نشط|مكتمل)\r?\n/);
    const work = await get(`/reports/maintenance-costs?${march}&format=csv`, h.admin, 'ar');
    expect(work.body).toContain(',تصحيحية,');
    const page = await get(`/reports/rentals?${march}`);
    expect((page.json() as ReportPage).columns).toContainEqual({
      key: 'status',
      kind: 'rentalStatus',
    });
  });
});
