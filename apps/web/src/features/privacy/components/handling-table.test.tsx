import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { i18n, initI18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { HandlingTable } from './handling-table.tsx';

const fetchMock = vi.fn<typeof fetch>();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const request = (over: object) => ({
  id: '01900000-0000-7000-8000-000000000001',
  requestType: 'correction',
  status: 'open',
  email: 'me@example.com',
  reason: 'My surname is misspelt',
  language: 'en',
  handler: 'platform',
  tenantId: null,
  confirmedAt: '2026-03-01T10:00:00.000Z',
  dueAt: '2026-03-31T10:00:00.000Z',
  extendedAt: null,
  extensionReason: null,
  resolutionNote: null,
  kept: [],
  overdue: true,
  downloadable: false,
  downloadUntil: null,
  completedAt: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...over,
});

const page = (rows: object[]) => ({
  data: rows,
  total: rows.length,
  totalCapped: false,
  page: 1,
  limit: 20,
  hasMore: false,
});

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

describe('the privacy requests list', { timeout: 30_000 }, () => {
  it('flags an overdue request and extends it once with a reason', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, page([request({})])))
      .mockResolvedValueOnce(json(200, request({ status: 'extended', overdue: false })))
      .mockResolvedValue(json(200, page([request({ status: 'extended', extendedAt: 'x' })])));
    renderWithProviders(<HandlingTable by="platform" />);
    expect(await screen.findByText(/Past its deadline/)).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/v1/platform/privacy-requests?page=1&limit=20',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Extend 30 days' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend the deadline' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Reason, sent to the requester/), {
      target: { value: 'Archived records' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The request has been updated')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(String(url)).toBe(
      '/api/v1/platform/privacy-requests/01900000-0000-7000-8000-000000000001/extend',
    );
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Archived records' });
    // the list is read again: extended once, it offers no second extension
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Extend 30 days' })).toBeNull(),
    );
  });

  it("answers a company's correction in Arabic, without an extension", async () => {
    await i18n.changeLanguage('ar');
    fetchMock.mockResolvedValueOnce(json(200, page([request({ handler: 'company' })])));
    renderWithProviders(<HandlingTable by="company" />);
    expect(await screen.findByRole('button', { name: 'تم التصحيح' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'رفض' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'تمديد 30 يومًا' })).toBeNull();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/privacy-requests?page=1&limit=20');
  });
});
