import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../fixtures.ts';
import { expectNoSeriousA11yViolations } from '../axe.ts';
import { adminApi } from './api-support.ts';
import { choose, openIn, signInAs } from './fleet-support.ts';

// The dashboard: the demo administrator switches the period and the branch, reads a chart as a
// table and downloads a report as CSV, once in English and once in Arabic.

const texts = {
  en: {
    period: 'Period',
    lastMonth: 'Last month',
    thisYear: 'This year',
    branch: 'Branch',
    utilisation: 'Time utilisation',
    fleetByStatus: 'Fleet by status',
    showTable: 'Show table',
    reports: 'Reports',
    csv: 'Download Revenue as CSV',
  },
  ar: {
    period: 'الفترة',
    lastMonth: 'الشهر الماضي',
    thisYear: 'هذه السنة',
    branch: 'الفرع',
    utilisation: 'نسبة استغلال الوقت',
    fleetByStatus: 'الأسطول حسب الحالة',
    showTable: 'عرض الجدول',
    reports: 'التقارير',
    csv: 'تنزيل الإيرادات بصيغة CSV',
  },
} as const;

const dashboard = '/admin/general/dashboard';

const answered = (page: Page, fragment: string) =>
  page.waitForResponse(
    (r) => r.url().includes('/api/v1/dashboard?') && r.url().includes(fragment) && r.ok(),
  );

for (const lng of ['en', 'ar'] as const) {
  test(`the dashboard follows its period and branch, in ${lng}`, async ({ page, request }) => {
    const t = texts[lng];
    const api = await adminApi(request);
    const branches = (await api.get('/branches?limit=1&sort=name:asc')) as {
      data: { id: string; name: string }[];
    };
    const branch = branches.data[0]!;
    await signInAs(page, 'admin@demo.test');
    await openIn(page, dashboard, lng);
    await expect(page.getByRole('region', { name: t.utilisation })).toBeVisible();

    const lastMonth = answered(page, 'period=lastMonth');
    await choose(page, page.getByRole('search'), t.period, t.lastMonth);
    const weekStart = new URL((await lastMonth).url()).searchParams.get('weekStart');
    expect(weekStart).toBe(lng === 'ar' ? '6' : '1');
    await expect(page).toHaveURL(/period=lastMonth/);

    const thisYear = answered(page, 'period=thisYear');
    await choose(page, page.getByRole('search'), t.period, t.thisYear);
    await thisYear;
    const byBranch = answered(page, `branchId=${branch.id}`);
    await choose(page, page.getByRole('search'), t.branch, branch.name);
    await byBranch;
    await expect(page).toHaveURL(new RegExp(`branch=${branch.id}`));

    const chart = page.getByRole('region', { name: t.fleetByStatus });
    await chart.getByRole('button', { name: t.showTable }).click();
    await expect(chart.getByRole('table', { name: t.fleetByStatus })).toBeVisible();

    const reports = page.getByRole('region', { name: t.reports });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      reports.getByRole('button', { name: t.csv }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split('\n').length).toBeGreaterThan(1);

    await expectNoSeriousA11yViolations(page);
  });
}
