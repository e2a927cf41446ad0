import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import { i18n, initI18n } from '../i18n/i18n.ts';
import { jsonResponse } from '../../testing/auth-fixtures.ts';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { ownsItsErrors } from './query-client.ts';

const fetchMock = vi.fn<typeof fetch>();

function Things({ own = false }: { own?: boolean }) {
  const things = useQuery({
    queryKey: ['things', own],
    queryFn: () => api.get<unknown>('/things'),
    ...(own ? { meta: ownsItsErrors } : {}),
  });
  return <p>{things.status}</p>;
}

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

const envelope = (statusCode: number, code: string, message: string) =>
  jsonResponse(statusCode, { statusCode, code, message });

describe('global query error toast', () => {
  it("shows the server's message and the call that failed", async () => {
    fetchMock.mockResolvedValue(envelope(500, 'INTERNAL_ERROR', 'حدث خطأ في الخادم'));
    renderWithProviders(<Things />);
    expect(await screen.findByText('حدث خطأ في الخادم')).toBeTruthy();
    expect(screen.getByText('GET /api/v1/things')).toBeTruthy();
  });

  it('shows a translated network error from the HTTP layer', async () => {
    await i18n.changeLanguage('ar');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<Things />);
    expect(await screen.findByText('حدث خطأ في الشبكة')).toBeTruthy();
  });

  it('says "An unknown error occurred" for an answer that is not our envelope', async () => {
    fetchMock.mockResolvedValue(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    renderWithProviders(<Things />);
    expect(await screen.findByText('An unknown error occurred')).toBeTruthy();
  });

  it.each([
    ['a query that shows its own failure', true, envelope(404, 'NOT_FOUND', 'Resource not found')],
    [
      'a 401, which the session refresh handles',
      false,
      envelope(401, 'UNAUTHORIZED', 'Unauthorized access'),
    ],
  ])('stays quiet for %s', async (_what, own, response) => {
    fetchMock.mockResolvedValue(response);
    renderWithProviders(<Things own={own} />);
    expect(await screen.findByText('error')).toBeTruthy();
    await act(async () => undefined);
    expect(screen.queryByText(/\/api\/v1\/things/)).toBeNull();
    expect(screen.queryByText(/Resource not found|Unauthorized access/)).toBeNull();
  });
});
