import { act, render } from '@testing-library/react';
import { Suspense, use, useState } from 'react';
import { flushSync } from 'react-dom';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { useCatalogSearch } from './use-catalog-search.ts';

type Api = ReturnType<typeof useCatalogSearch> & { rerender: () => void };

// While the router's transition to a new address is held back (a part of the page suspends on
// it), the page still renders with the old address; a change made then must keep the first.
describe('catalogue search in the address', () => {
  it('keeps a filter whose address has not landed yet when another filter changes', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const api: { current?: Api } = {};
    function Holds({ on }: { on: boolean }) {
      if (on) use(held);
      return null;
    }
    function Page() {
      const found = useCatalogSearch();
      const [, setTick] = useState(0);
      api.current = { ...found, rerender: () => setTick((n) => n + 1) };
      return (
        <Suspense fallback={<p>loading</p>}>
          <Holds on={found.search.transmission !== undefined} />
        </Suspense>
      );
    }
    const router = createMemoryRouter([{ path: '/vehicles', Component: Page }], {
      initialEntries: ['/vehicles'],
    });
    render(<RouterProvider router={router} />);

    await act(async () => api.current!.update({ transmission: 'automatic' }));
    // the page on screen still reads the old address; it renders again for another reason (a
    // query settling) just before the next change, with the transition still held
    await act(async () => {
      flushSync(() => api.current!.rerender());
      api.current!.update({ pickupDate: '2031-03-10T10:00:00.000Z' });
    });
    await act(async () => release());

    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('transmission')).toBe('automatic');
    expect(params.get('pickupDate')).toBe('2031-03-10T10:00:00.000Z');
    expect(api.current!.search).toMatchObject({
      transmission: 'automatic',
      pickupDate: '2031-03-10T10:00:00.000Z',
    });
  });

  it('follows the address when it changes by itself (Back), and clears everything', async () => {
    const api: { current?: Api } = {};
    function Page() {
      api.current = { ...useCatalogSearch(), rerender: () => undefined };
      return null;
    }
    const router = createMemoryRouter([{ path: '/vehicles', Component: Page }], {
      initialEntries: ['/vehicles?category=suv'],
    });
    render(<RouterProvider router={router} />);
    await act(async () => api.current!.update({ transmission: 'manual' }));
    await act(async () => router.navigate(-1));
    await act(async () => api.current!.update({ seats: 5 }));
    expect(router.state.location.search).toBe('?category=suv&seats=5');
    await act(async () => api.current!.clear());
    await act(async () => api.current!.update({ fuelType: 'diesel' }));
    expect(router.state.location.search).toBe('?fuelType=diesel');
  });
});
