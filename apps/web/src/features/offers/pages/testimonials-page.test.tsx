import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { i18n, initI18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { luxury, page, pendingReview, welcome } from '../testing/offer-fixtures.ts';
import { OffersListPage } from './offers-list-page.tsx';
import { TestimonialsPage } from './testimonials-page.tsx';

vi.mock('../../../shared/auth/use-current-user.ts', () => ({
  useCurrentUser: () => ({ user: null, activeRole: 'manager', can: () => true }),
}));

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const fetchMock = vi.fn<typeof fetch>(async (input, init = {}) => {
  const url = new URL(String(input), 'http://localhost');
  const method = init.method ?? 'GET';
  if (url.pathname === '/api/v1/tenants/current') return json(200, { currency: 'SAR' });
  if (method === 'GET' && url.pathname === '/api/v1/offers')
    return json(200, page([welcome, luxury]));
  if (method === 'GET' && url.pathname === '/api/v1/reviews')
    return json(200, page([pendingReview]));
  if (method === 'POST' && url.pathname === `/api/v1/reviews/${pendingReview.id}/publish`)
    return json(200, { ...pendingReview, status: 'published' });
  return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
});

beforeEach(() => {
  initI18n();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  notifications.clean();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/support/offers', Component: OffersListPage },
      { path: '/admin/support/testimonials', Component: TestimonialsPage },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
}

describe('offers and testimonials in the back office', () => {
  it('lists the offers with their discount, code and categories', async () => {
    renderAt('/admin/support/offers');
    expect(await screen.findByText(welcome.titleEn)).toBeTruthy();
    expect(screen.getByText('10 % off')).toBeTruthy();
    expect(screen.getByText('LUX150')).toBeTruthy();
    expect(screen.getByText('Luxury')).toBeTruthy();
    expect(screen.getAllByText('All categories').length).toBeGreaterThan(0);
  });

  it('opens the edit drawer with the stored percent', async () => {
    renderAt('/admin/support/offers');
    fireEvent.click(await screen.findByRole('button', { name: `Actions for ${welcome.titleEn}` }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const field = (await screen.findByLabelText(/^Discount \(%\)/)) as HTMLInputElement;
    expect(field.value).toBe('10');
  });

  it('publishes a pending review', async () => {
    renderAt('/admin/support/testimonials');
    expect(await screen.findByText(pendingReview.comment!)).toBeTruthy();
    expect(screen.getByText('Awaiting review')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Sara A.' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Publish' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            init?.method === 'POST' && String(url).endsWith(`/reviews/${pendingReview.id}/publish`),
        ),
      ).toBe(true),
    );
    expect(await screen.findByText('Review published')).toBeTruthy();
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderAt('/admin/support/testimonials');
    expect(await screen.findByText('بانتظار المراجعة')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'آراء العملاء' })).toBeTruthy();
  });
});
