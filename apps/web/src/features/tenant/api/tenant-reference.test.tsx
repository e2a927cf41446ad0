import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { refreshTenantReference } from '../../../shared/reference/reference-keys.ts';
import { useTenantCurrency } from '../../../shared/reference/tenant.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { tenantKeys } from './get-current-tenant.ts';

// The company's currency as the server has it: changed between the two requests.
let currency = 'SAR';
const fetchMock = vi.fn<typeof fetch>(
  async () =>
    new Response(JSON.stringify({ currency }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
);

function Currency({ refresh }: { refresh: 'reference' | 'tenant' }) {
  const queryClient = useQueryClient();
  const value = useTenantCurrency();
  const onClick = () =>
    void (refresh === 'reference'
      ? refreshTenantReference(queryClient)
      : queryClient.invalidateQueries({ queryKey: tenantKeys.all }));
  return (
    <button type="button" onClick={onClick}>
      {value ?? 'loading'}
    </button>
  );
}

beforeEach(() => {
  initI18n();
  currency = 'SAR';
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('tenant reference data', () => {
  it.each(['reference', 'tenant'] as const)(
    'refetches the currency after a company change (%s refresh)',
    async (refresh) => {
      renderWithProviders(<Currency refresh={refresh} />);
      expect(await screen.findByRole('button', { name: 'SAR' })).toBeTruthy();
      currency = 'AED';
      fireEvent.click(screen.getByRole('button', { name: 'SAR' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'AED' })).toBeTruthy());
      expect(fetchMock).toHaveBeenCalledTimes(2);
    },
  );
});
