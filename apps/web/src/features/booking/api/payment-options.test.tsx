import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { catalogueFetch, json } from '../../../testing/catalogue-fixtures.ts';
import { CancellationTerms } from '../components/cancellation-terms.tsx';
import { useCustomerPaymentOptions } from './booking-api.ts';

let terms: unknown;
const { mock: fetchMock } = catalogueFetch(
  () => (url) =>
    url.pathname === '/api/v1/tenants/current'
      ? json(200, { currency: 'SAR', timeZone: 'Asia/Riyadh', booking: terms })
      : undefined,
);

function Options() {
  return <output>{useCustomerPaymentOptions()}</output>;
}

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the payment options a customer is offered', () => {
  it("are the company's setting, read from its public information", async () => {
    terms = {
      customerPaymentOptions: 'payAtPickup',
      cancellation: { freeUntilHoursBefore: 24, fee: { kind: 'percent', value: 0 } },
    };
    renderWithProviders(<Options />);
    expect(await screen.findByText('payAtPickup')).toBeTruthy();
  });

  it('are both while the company has not answered with terms', async () => {
    terms = undefined;
    renderWithProviders(<Options />);
    expect(await screen.findByText('both')).toBeTruthy();
  });
});

describe('the cancellation policy line', () => {
  it('names the free window and the fee, as a percentage or an amount', async () => {
    terms = {
      customerPaymentOptions: 'both',
      cancellation: { freeUntilHoursBefore: 48, fee: { kind: 'percent', value: 1000 } },
    };
    const { unmount } = renderWithProviders(<CancellationTerms currency="SAR" />);
    expect(
      await screen.findByText(
        'Free cancellation until 48 hours before pick-up; after that, a fee of 10%.',
      ),
    ).toBeTruthy();
    unmount();
  });

  it('says cancelling is free when the fee is nothing', async () => {
    terms = {
      customerPaymentOptions: 'both',
      cancellation: { freeUntilHoursBefore: 24, fee: { kind: 'fixed', value: 0 } },
    };
    renderWithProviders(<CancellationTerms currency="SAR" />);
    expect(await screen.findByText('Cancellation is free of charge.')).toBeTruthy();
  });
});
