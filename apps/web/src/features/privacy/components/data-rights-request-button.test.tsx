import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { i18n, initI18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { PrivacyStatusPage } from '../pages/privacy-status-page.tsx';
import { DataRightsRequestButton } from './data-rights-request-button.tsx';

const fetchMock = vi.fn<typeof fetch>();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const serverError = () =>
  json(500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' });

async function openForm() {
  renderWithProviders(<DataRightsRequestButton />);
  fireEvent.click(await screen.findByRole('button', { name: /data request|طلب بيانات/ }));
  return screen.findByRole('dialog');
}

function fill(dialog: HTMLElement, type: string, email: string) {
  fireEvent.click(within(dialog).getByRole('combobox', { name: /What do you ask for|ماذا تطلب/ }));
  fireEvent.click(within(dialog).getByRole('option', { name: type, hidden: true }));
  fireEvent.change(within(dialog).getByLabelText(/e-mail|بريدك/), { target: { value: email } });
}

const submit = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: /Send the request|إرسال الطلب/ }));

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

describe('the data-rights request modal', { timeout: 30_000 }, () => {
  it('asks for the type and a valid address before sending anything', async () => {
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText(/e-mail/), { target: { value: 'nope' } });
    submit(dialog);
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the request and says to check the inbox', async () => {
    fetchMock.mockResolvedValueOnce(json(202, { accepted: true }));
    const dialog = await openForm();
    fill(dialog, 'Correction of my data', 'me@example.com');
    submit(dialog);
    expect(await screen.findByText('Check your inbox')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/v1/privacy/requests');
    expect(JSON.parse(String(init?.body))).toEqual({
      requestType: 'correction',
      email: 'me@example.com',
    });
  });

  it('says a deletion failed in the words promised, in English and Arabic', async () => {
    fetchMock.mockResolvedValueOnce(serverError());
    let dialog = await openForm();
    fill(dialog, 'Deletion of my data', 'me@example.com');
    submit(dialog);
    expect(
      await screen.findByText(
        'Failed to submit deletion request. Please try again or contact support.',
      ),
    ).toBeTruthy();

    await i18n.changeLanguage('ar');
    fetchMock.mockResolvedValueOnce(serverError());
    dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    await waitFor(() => expect(within(dialog).getByText('إرسال الطلب')).toBeTruthy());
    submit(dialog);
    expect(
      await screen.findByText('تعذّر إرسال طلب الحذف. يرجى المحاولة مرة أخرى أو التواصل مع الدعم.'),
    ).toBeTruthy();
  });
});

describe('the status page', { timeout: 30_000 }, () => {
  it('offers the download and says when it failed', async () => {
    const request = {
      id: '01900000-0000-7000-8000-000000000001',
      requestType: 'access',
      status: 'completed',
      email: 'me@example.com',
      reason: null,
      language: 'en',
      handler: 'platform',
      tenantId: null,
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
      createdAt: '2026-03-01T09:00:00.000Z',
      updatedAt: '2026-03-01T10:00:00.000Z',
    };
    fetchMock.mockResolvedValueOnce(json(200, request)).mockResolvedValueOnce(serverError());
    const router = createMemoryRouter(
      [{ path: '/privacy/requests', Component: PrivacyStatusPage }],
      {
        initialEntries: ['/privacy/requests?token=abcdefghijklmnopqrstuvwxyz'],
      },
    );
    renderWithProviders(<RouterProvider router={router} />);
    expect(await screen.findByText('Completed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(
      await screen.findByText('Failed to download your data. Please try again or contact support.'),
    ).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(String(url)).toBe('/api/v1/privacy/requests/download');
    expect(init?.method).toBe('POST');
  });
});
