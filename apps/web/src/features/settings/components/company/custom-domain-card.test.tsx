import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CustomDomainView } from '@motorpool/domain/schemas/custom-domain';
import { i18n } from '../../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../../testing/render-app.tsx';
import { CustomDomainCard } from './custom-domain-card.tsx';

const fetchMock = vi.fn<typeof fetch>();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const none: CustomDomainView = { domain: null, status: 'none', verifiedAt: null, record: null };
const pending: CustomDomainView = {
  domain: 'rentals.example.com',
  status: 'pending',
  verifiedAt: null,
  record: {
    type: 'TXT',
    name: '_motorpool-verify.rentals.example.com',
    value: 'motorpool-verify=abc123',
  },
};

const sent = (method: string) => fetchMock.mock.calls.filter(([, init]) => init?.method === method);

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('custom domain card', () => {
  it('refuses a name that is no domain before sending anything', async () => {
    fetchMock.mockResolvedValue(json(200, none));
    renderWithProviders(<CustomDomainCard readOnly={false} />);
    expect(await screen.findByText('No domain')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Domain' }), {
      target: { value: 'rentals' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save domain' }));

    expect(
      await screen.findByText('Enter a domain name such as rentals.example.com.'),
    ).toBeTruthy();
    expect(sent('PUT')).toHaveLength(0);
  });

  it('claims a domain and shows the TXT record to publish, with copy buttons', async () => {
    fetchMock.mockResolvedValueOnce(json(200, none)).mockResolvedValueOnce(json(200, pending));
    renderWithProviders(<CustomDomainCard readOnly={false} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Domain' }), {
      target: { value: 'rentals.example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save domain' }));

    await waitFor(() => expect(sent('PUT')).toHaveLength(1));
    expect(JSON.parse(String(sent('PUT')[0]![1]?.body))).toEqual({
      domain: 'rentals.example.com',
    });
    expect(await screen.findByDisplayValue('_motorpool-verify.rentals.example.com')).toBeTruthy();
    expect(screen.getByDisplayValue('motorpool-verify=abc123')).toBeTruthy();
    expect(screen.getByText('Pending verification')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy the Record name' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy the Record value' })).toBeTruthy();
  });

  it('shows what DNS answered when the check fails, then the verified state', async () => {
    const wrong = 'The TXT record at _motorpool-verify.rentals.example.com holds "x", not y.';
    fetchMock
      .mockResolvedValueOnce(json(200, pending))
      .mockResolvedValueOnce(
        json(422, {
          statusCode: 422,
          code: 'VALIDATION_ERROR',
          message: wrong,
          details: [{ path: 'domain', message: wrong }],
        }),
      )
      .mockResolvedValueOnce(
        json(200, { ...pending, status: 'verified', verifiedAt: '2030-01-01T00:00:00.000Z' }),
      );
    renderWithProviders(<CustomDomainCard readOnly={false} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(wrong)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verified')).toBeTruthy();
    expect(
      screen.getByText('rentals.example.com is verified and serves your company.'),
    ).toBeTruthy();
    expect(sent('POST').map(([url]) => url)).toEqual([
      '/api/v1/tenants/current/domain/verify',
      '/api/v1/tenants/current/domain/verify',
    ]);
  });

  it('offers no changes to a reader', async () => {
    fetchMock.mockResolvedValue(json(200, pending));
    renderWithProviders(<CustomDomainCard readOnly />);
    expect(await screen.findByDisplayValue('motorpool-verify=abc123')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove domain' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Domain' })).toBeNull();
  });
});
