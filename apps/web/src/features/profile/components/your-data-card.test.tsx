import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { i18n, initI18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { YourDataCard } from './your-data-card.tsx';

const fetchMock = vi.fn<typeof fetch>();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ready = {
  id: '01900000-0000-7000-8000-000000000002',
  requestType: 'portability',
  status: 'completed',
  email: 'customer@demo.test',
  reason: null,
  language: 'en',
  handler: 'platform',
  tenantId: '01900000-0000-7000-8000-0000000000aa',
  confirmedAt: '2026-03-01T10:00:00.000Z',
  dueAt: '2026-03-31T10:00:00.000Z',
  extendedAt: null,
  extensionReason: null,
  resolutionNote: null,
  kept: [],
  overdue: false,
  downloadable: true,
  downloadUntil: '2026-03-15T10:00:00.000Z',
  completedAt: '2026-03-01T10:00:00.000Z',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

beforeEach(() => {
  initI18n();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  notifications.clean();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('your data', { timeout: 30_000 }, () => {
  it('lists the own requests with the download, and shows a wrong password on its field', async () => {
    fetchMock
      .mockResolvedValueOnce(
        json(200, {
          data: [ready],
          total: 1,
          totalCapped: false,
          page: 1,
          limit: 10,
          hasMore: false,
        }),
      )
      .mockResolvedValueOnce(
        json(403, {
          statusCode: 403,
          code: 'FORBIDDEN',
          message: 'Please correct the errors highlighted below.',
          details: [{ path: 'body.password', message: 'Password is incorrect' }],
        }),
      );
    renderWithProviders(<YourDataCard />);
    expect(await screen.findByRole('button', { name: 'Download my data' })).toBeTruthy();
    expect(screen.getByText('Completed')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Make a data request' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('combobox', { name: /What do you ask for/ }));
    fireEvent.click(
      within(dialog).getByRole('option', { name: 'Deletion of my data', hidden: true }),
    );
    fireEvent.change(within(dialog).getByLabelText(/Your password/), {
      target: { value: 'wrong' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(await within(dialog).findByText('Password is incorrect')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(String(url)).toBe('/api/v1/me/privacy-requests');
    expect(JSON.parse(String(init?.body))).toEqual({ requestType: 'deletion', password: 'wrong' });
  });
});
