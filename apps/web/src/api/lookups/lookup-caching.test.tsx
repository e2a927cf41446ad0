import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, waitFor } from '@testing-library/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { jsonResponse } from '../../testing/auth-fixtures.ts';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { useAddOnChoices } from './add-ons.ts';
import { useLookupTypes } from './get-lookup-stats.ts';
import { lookupKeys } from './keys.ts';

const fetchMock = vi.fn<typeof fetch>();
let client: QueryClient | undefined;

function Readers() {
  client = useQueryClient();
  const insurance = useAddOnChoices('INSURANCE_OPTION');
  const types = useLookupTypes();
  return <p>{insurance.status === 'success' && types.status === 'success' ? 'ready' : '…'}</p>;
}

// A screen that reads the lists, closed and opened again.
function Screen() {
  const [open, setOpen] = useState(true);
  return (
    <>
      {open && <Readers />}
      <button type="button" onClick={() => setOpen(!open)}>
        toggle
      </button>
    </>
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => jsonResponse(200, { data: [] }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('lookup lists in the cache', () => {
  it('stay fresh 15 minutes and are kept 30 minutes unread', async () => {
    const view = renderWithProviders(<Readers />);
    await waitFor(() => expect(view.getByText('ready')).toBeTruthy());
    for (const key of [lookupKeys.addOns('INSURANCE_OPTION'), lookupKeys.types()]) {
      const query = client!.getQueryCache().find({ queryKey: key });
      expect(query?.options).toMatchObject({ staleTime: 15 * 60_000, gcTime: 30 * 60_000 });
      expect(query?.isStale()).toBe(false);
    }
  });

  it('are read once by every screen that opens meanwhile', async () => {
    const view = renderWithProviders(<Screen />);
    await waitFor(() => expect(view.getByText('ready')).toBeTruthy());
    fireEvent.click(view.getByRole('button', { name: 'toggle' }));
    expect(view.queryByText('ready')).toBeNull();
    fireEvent.click(view.getByRole('button', { name: 'toggle' }));
    expect(view.getByText('ready')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
