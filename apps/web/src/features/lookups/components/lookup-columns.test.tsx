import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { LookupView } from '@motorpool/domain/schemas/lookup';
import { formatMoney } from '../../../shared/i18n/format-money.ts';
import { i18n, initI18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { useLookupColumns } from './lookup-columns.tsx';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const lookupWith = (value: string | null): LookupView => ({
  id: '0190a0b0-0000-7000-8000-000000000001',
  name: 'Child seat',
  nameAr: 'مقعد أطفال',
  type: 'EXTRA',
  code: 'EXTRA_CHILD_SEAT',
  category: null,
  description: null,
  value,
  isActive: true,
  sortOrder: 10,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

const values = ['4500', '{"price":1000,"unit":"rental"}', 'free'];

// The cells a column would show for each value, and the keys of the columns.
function Cells({ type, column }: { type?: string; column: string }) {
  const columns = useLookupColumns(type);
  const shown = columns.find((entry) => entry.key === column);
  return (
    <>
      <p>{columns.map((entry) => entry.key).join(',')}</p>
      <ul>
        {values.map((value) => (
          <li key={value}>{shown?.render?.(lookupWith(value))}</li>
        ))}
      </ul>
    </>
  );
}

beforeEach(() => {
  initI18n();
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/v1/tenants/current') return json(200, { currency: 'SAR' });
      if (url.pathname === '/api/v1/lookups/types') return json(200, []);
      return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

// Intl puts no-break spaces in amounts; compared as plain spaces.
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');
const cells = () => screen.getAllByRole('listitem').map((item) => plain(item.textContent));

describe('lookup price column', () => {
  it('shows the price per day or per rental in the company currency on the extras screen', async () => {
    renderWithProviders(<Cells type="EXTRA" column="price" />);
    await waitFor(() =>
      expect(cells()).toEqual(['SAR 45.00 / day', 'SAR 10.00 / rental', 'Not set']),
    );
    expect(screen.getByText(/^name,/).textContent).not.toContain('value');
  });

  it('writes the price in Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderWithProviders(<Cells type="INSURANCE_OPTION" column="price" />);
    const perDay = plain(`${formatMoney(4500, 'SAR', 'ar')} / يوم`);
    const perRental = plain(`${formatMoney(1000, 'SAR', 'ar')} / تأجير`);
    await waitFor(() => expect(cells()).toEqual([perDay, perRental, 'غير محدد']));
  });

  it('keeps the raw value on the screens of the other types', () => {
    renderWithProviders(<Cells type="FUEL_TYPE" column="value" />);
    expect(screen.getByText(/^name,/).textContent).not.toContain('price');
    expect(cells()).toEqual(values);
  });
});
