import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import {
  endSession,
  setServerPermissions,
  startSession,
} from '../../../shared/auth/session-store.ts';
import { stopSessionTimers } from '../../../shared/auth/session-timers.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { demoUser, fakeJwt, jsonResponse } from '../../../testing/auth-fixtures.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { branchesFixture, dashboardFixture, reportFixture } from '../testing/dashboard-fixtures.ts';
import { DashboardPage } from './dashboard-page.tsx';

const requests: URL[] = [];
const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const url = new URL(String(input), 'http://localhost');
  requests.push(url);
  const path = url.pathname.replace('/api/v1', '');
  if (path === '/dashboard') return jsonResponse(200, dashboardFixture());
  if (path === '/branches') return jsonResponse(200, branchesFixture);
  if (path === '/reports/revenue' && url.searchParams.get('format') === 'csv')
    return new Response('date,revenue\r\n', {
      status: 200,
      headers: {
        'content-type': 'text/csv',
        'content-disposition': 'attachment; filename="revenue.csv"',
      },
    });
  if (path === '/reports/revenue')
    return jsonResponse(200, reportFixture(Number(url.searchParams.get('page'))));
  if (path === '/dashboard/activity')
    return jsonResponse(200, {
      data: [activityEntry('reservation', 'confirm'), activityEntry('audit_export', 'run')],
      total: 2,
      totalCapped: false,
      page: 1,
      limit: 8,
      hasMore: false,
    });
  return jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
});

function activityEntry(entityType: string, action: string) {
  return {
    id: crypto.randomUUID(),
    action,
    entityType,
    entityId: reservationId,
    actorType: 'user',
    actorId: null,
    before: null,
    after: null,
    createdAt: '2026-11-20T09:30:00.000Z',
  };
}
const reservationId = '0192f000-0000-7000-8000-000000000042';

const saved: Blob[] = [];

function signIn(roles: string[]) {
  const user = demoUser(roles);
  startSession({
    user,
    access_token: fakeJwt({ sub: user.id, exp: Math.floor(Date.now() / 1000) + 900 }),
    refresh_token: 'refresh-1',
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/admin/general/dashboard', Component: DashboardPage }],
    {
      initialEntries: [path],
    },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const dashboardCalls = () => requests.filter((url) => url.pathname.endsWith('/dashboard'));
const lastDashboardQuery = () => Object.fromEntries(dashboardCalls().at(-1)!.searchParams);

async function choose(label: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  requests.length = 0;
  saved.length = 0;
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push(blob as Blob);
    return 'blob:saved';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  signIn(['admin']);
});

afterEach(async () => {
  cleanup();
  stopSessionTimers();
  endSession();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the dashboard', { timeout: 20000 }, () => {
  it('asks for this month with Monday weeks, then for the period and branch chosen', async () => {
    const router = renderAt('/admin/general/dashboard');
    await screen.findByTestId('kpi-utilisation');
    expect(lastDashboardQuery()).toEqual({ period: 'thisMonth', weekStart: '1' });

    await choose('Period', 'Last month');
    await waitFor(() => expect(lastDashboardQuery().period).toBe('lastMonth'));
    expect(router.state.location.search).toBe('?period=lastMonth');

    await choose('Branch', 'Jeddah Corniche');
    await waitFor(() => expect(lastDashboardQuery().branchId).toBe(branchesFixture.data[1]!.id));

    await choose('Period', 'Custom range');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2031-01-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2031-02-05' } });
    await waitFor(() =>
      expect(lastDashboardQuery()).toMatchObject({
        period: 'custom',
        from: '2031-01-10',
        to: '2031-02-05',
      }),
    );
    // a range that ends before it starts is said on the field and never asked for
    const asked = dashboardCalls().length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2031-01-01' } });
    expect(await screen.findByText('The start must be on or before the end.')).toBeTruthy();
    expect(dashboardCalls().filter((u) => u.searchParams.get('to') === '2031-01-01')).toEqual([]);
    expect(dashboardCalls().length).toBeGreaterThanOrEqual(asked);
  });

  it('formats each tile by its unit and says the change in words', async () => {
    renderAt('/admin/general/dashboard');
    const tile = async (key: string) => within(await screen.findByTestId(`kpi-${key}`));
    const utilisation = await tile('utilisation');
    expect(utilisation.getByText('65.4%')).toBeTruthy();
    expect(utilisation.getByText('Up 5.4 points on the previous period')).toBeTruthy();
    expect(utilisation.getByText('Within the healthy band')).toBeTruthy();
    expect(utilisation.getByText('Healthy: 60.0% to 75.0%')).toBeTruthy();
    expect((await tile('averageDailyRate')).getByText('SAR 1,234.50')).toBeTruthy();
    expect(
      (await tile('averageDailyRate')).getByText('Up 23.5% on the previous period'),
    ).toBeTruthy();
    expect((await tile('revenue')).getByText('Up from none in the previous period')).toBeTruthy();
    expect((await tile('averageRentalDays')).getByText('4.2')).toBeTruthy();
    expect((await tile('fleetAgeMonths')).getByText('18.5')).toBeTruthy();
    expect((await tile('meanOdometer')).getByText('12,345')).toBeTruthy();
    expect(
      (await tile('noShowRate')).getByText('Down 2.5 points on the previous period'),
    ).toBeTruthy();
    expect((await tile('maintenanceCostShare')).getByText('Nothing to measure')).toBeTruthy();
    expect((await tile('damageRecovery')).getByText('No figure to compare with')).toBeTruthy();
    expect((await tile('onRent')).getByText('Same as the previous period')).toBeTruthy();
  });

  it('links the day board to the lists it counts', async () => {
    renderAt('/admin/general/dashboard');
    const overdue = await screen.findByRole('link', { name: 'Overdue rentals: 1, open the list' });
    expect(overdue.getAttribute('href')).toBe(
      '/admin/management/rentals?filter%5Boverdue%5D%5Bequals%5D=true',
    );
    const ready = screen.getByRole('link', { name: 'Cars ready: 20, open the list' });
    expect(ready.getAttribute('href')).toContain('filter%5Bstatus%5D%5Bin%5D=available');
  });

  it('shows a chart as a table and downloads the same rows as CSV', async () => {
    renderAt('/admin/general/dashboard');
    const card = within(
      (await screen.findByRole('heading', { name: 'Revenue by branch' })).closest('section')!,
    );
    fireEvent.click(card.getByRole('button', { name: 'Show table' }));
    const table = card.getByRole('table', { name: 'Revenue by branch' });
    expect(within(table).getByRole('columnheader', { name: 'Revenue (SAR)' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'Riyadh Olaya' })).toBeTruthy();
    expect(within(table).getByText('SAR 9,000.00')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Show chart' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.click(card.getByRole('button', { name: 'Download CSV of Revenue by branch' }));
    expect(saved).toHaveLength(1);
    const text = await saved[0]!.text();
    expect(text.replace(/^\uFEFF/, '')).toBe(
      'Branch,Revenue (SAR)\r\nRiyadh Olaya,9000\r\n"Jeddah, Corniche",3345\r\n',
    );
  });

  it('pages a report on screen and downloads it as CSV for the same period', async () => {
    renderAt('/admin/general/dashboard?period=lastMonth');
    const reports = within(
      (await screen.findByRole('heading', { name: 'Reports' })).closest('section')!,
    );
    expect(await reports.findByText('SAR 450.00')).toBeTruthy();
    expect(reports.getByRole('columnheader', { name: 'Net revenue' })).toBeTruthy();
    fireEvent.click(reports.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(
        requests.some(
          (u) => u.pathname.endsWith('/reports/revenue') && u.searchParams.get('page') === '2',
        ),
      ).toBe(true),
    );
    fireEvent.click(reports.getByRole('button', { name: 'Download Revenue as CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const csvCall = requests.find((u) => u.searchParams.get('format') === 'csv')!;
    expect(Object.fromEntries(csvCall.searchParams)).toEqual({
      period: 'lastMonth',
      weekStart: '1',
      format: 'csv',
    });
  });

  it('leaves reports and the branch filter out for a branch-bound user without reports:read', async () => {
    endSession();
    const user = demoUser(['staff'], { branchId: branchesFixture.data[0]!.id });
    startSession({
      user,
      access_token: fakeJwt({ sub: user.id, exp: Math.floor(Date.now() / 1000) + 900 }),
      refresh_token: 'refresh-1',
    });
    setServerPermissions(['vehicles:read', 'rentals:read']);
    renderAt('/admin/general/dashboard');
    await screen.findByTestId('kpi-utilisation');
    expect(screen.queryByRole('heading', { name: 'Reports' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Branch' })).toBeNull();
  });

  it('lists recent activity in words, linked to each record that has a page', async () => {
    renderAt('/admin/general/dashboard');
    const recent = within(await screen.findByRole('region', { name: 'Recent activity' }));
    const link = await recent.findByRole('link', { name: 'Reservation: confirmed' });
    expect(link.getAttribute('href')).toBe(`/admin/management/reservations/view/${reservationId}`);
    expect(recent.getByText('Record: updated').tagName).not.toBe('A');
    cleanup();
    await i18n.changeLanguage('ar');
    renderAt('/admin/general/dashboard');
    expect(await screen.findByRole('link', { name: 'حجز: تأكيد' })).toBeTruthy();
  });

  it('reads in Arabic with Saturday weeks and the locale digits', async () => {
    await i18n.changeLanguage('ar');
    renderAt('/admin/general/dashboard');
    const utilisation = within(await screen.findByTestId('kpi-utilisation'));
    expect(lastDashboardQuery().weekStart).toBe('6');
    expect(utilisation.getByText('نسبة استغلال الوقت')).toBeTruthy();
    expect(
      utilisation.getByText(
        new Intl.NumberFormat('ar', { style: 'percent', minimumFractionDigits: 1 }).format(0.6543),
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'الإيرادات حسب الفرع' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'الفترة' })).toBeTruthy();
  });
});
