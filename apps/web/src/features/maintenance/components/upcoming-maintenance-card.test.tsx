import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { json, workOrder } from '../testing/maintenance-fixtures.ts';
import { upcomingWindow } from '../../../api/maintenance/upcoming-maintenance.ts';
import { UpcomingMaintenanceCard } from './upcoming-maintenance-card.tsx';

const scheduled = workOrder('scheduled');
const page = (data: unknown[], total: number) =>
  json(200, { data, total, totalCapped: false, page: 1, limit: 5, hasMore: total > data.length });

// Answers the card's four questions by their query; every query asked is kept.
function serve({ upcoming = 7, overdue = 2, servicesOverdue = 0, dueSoon = 3 } = {}) {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      const path = url.pathname.replace('/api/v1', '');
      asked.push(url.searchParams);
      if (path === '/tenants/current') return json(200, { currency: 'SAR', timeZone: 'UTC' });
      if (path === '/maintenance/service-due') {
        return page([], url.searchParams.get('state') === 'overdue' ? servicesOverdue : dueSoon);
      }
      if (url.searchParams.get('filter[status][equals]') === 'overdue') return page([], overdue);
      if (path === '/maintenance') return page(upcoming > 0 ? [scheduled] : [], upcoming);
      return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'No' });
    }),
  );
  return asked;
}

function render() {
  const router = createMemoryRouter([{ path: '/', Component: UpcomingMaintenanceCard }]);
  renderWithProviders(<RouterProvider router={router} />);
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('upcoming maintenance card', () => {
  it("asks for the orders not started and scheduled in the next 7 days, and shows what's late", async () => {
    const asked = serve();
    render();
    const card = await screen.findByRole('region', { name: 'Upcoming maintenance' });
    expect(await within(card).findByText('WO-000102')).toBeTruthy();
    const window = upcomingWindow(new Date());
    const upcoming = asked.find((q) => q.get('filter[status][in]') !== null)!;
    expect(Object.fromEntries(upcoming)).toMatchObject({
      'filter[status][in]': 'pending,scheduled',
      'filter[scheduledDate][gte]': window.from,
      'filter[scheduledDate][lte]': window.to,
      sort: 'scheduledDate:asc',
    });
    expect(Date.parse(window.to) - Date.parse(window.from)).toBe(7 * 86_400_000);
    const tile = (name: string) => within(card).getByRole('link', { name: new RegExp(name) });
    const overdue = await within(card).findByRole('link', { name: 'Work orders overdue 2' });
    expect(overdue.getAttribute('href')).toBe(
      '/admin/management/maintenances?filter[status][equals]=overdue',
    );
    expect(await within(card).findByRole('link', { name: 'Services due soon 3' })).toBeTruthy();
    expect(tile('Services overdue').textContent).toBe('Services overdue0');
    const more = within(card).getByRole('link', {
      name: '6 more in this window: open the calendar',
    });
    expect(more.getAttribute('href')).toBe('/admin/management/maintenances?view=calendar');
  });

  it('says when nothing is scheduled, in Arabic too', async () => {
    await i18n.changeLanguage('ar');
    serve({ upcoming: 0 });
    render();
    const card = await screen.findByRole('region', { name: 'الصيانة القادمة' });
    expect(await within(card).findByText('لا توجد أوامر عمل مجدولة في هذه المدة.')).toBeTruthy();
    expect(within(card).getByText(/^اليوم وما يليه حتى (7|٧) أيام$/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'افتح تقويم الصيانة' })).toBeTruthy();
  });
});
