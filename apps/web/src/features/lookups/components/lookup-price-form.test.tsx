import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { LookupView } from '@motorpool/domain/schemas/lookup';
import { i18n, initI18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { LookupForm } from './lookup-form.tsx';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const fullCover: LookupView = {
  id: '0190a0b0-0000-7000-8000-000000000001',
  name: 'Comprehensive cover',
  nameAr: 'تأمين شامل',
  type: 'INSURANCE_OPTION',
  code: 'INSURANCE_FULL',
  category: null,
  description: null,
  value: '4500',
  isActive: true,
  sortOrder: 20,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const fetchMock = vi.fn<typeof fetch>();
const sent = (method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

beforeEach(() => {
  initI18n();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/v1/lookups/types') return json(200, []);
    const body = init?.body ? (JSON.parse(String(init.body)) as Partial<LookupView>) : {};
    if (url.pathname === '/api/v1/lookups' && init?.method === 'POST')
      return json(201, { ...fullCover, ...body, id: '0190a0b0-0000-7000-8000-000000000002' });
    if (url.pathname === `/api/v1/lookups/${fullCover.id}` && init?.method === 'PATCH')
      return json(200, { ...fullCover, ...body });
    return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  notifications.clean();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const price = () => screen.getByLabelText(/^Price \(SAR\)/) as HTMLInputElement;
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('add-on price in the lookup form', () => {
  it('writes the price in minor units and its unit as the value of a new extra', async () => {
    const onDone = vi.fn();
    renderWithProviders(
      <LookupForm fixedType="EXTRA" currency="SAR" onDone={onDone} onCancel={vi.fn()} />,
    );
    expect(screen.queryByLabelText(/^Value/)).toBeNull();
    expect(radio('Per day').checked).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Airport delivery' } });
    fireEvent.change(price(), { target: { value: '150.5' } });
    fireEvent.click(radio('Once per rental'));
    fireEvent.click(screen.getByRole('button', { name: 'Create lookup' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent('POST')).toEqual([
      expect.objectContaining({
        type: 'EXTRA',
        code: 'EXTRA_AIRPORT_DELIVERY',
        value: '{"price":15050,"unit":"rental"}',
      }),
    ]);
  });

  it('asks for the price, and sends nothing without one', async () => {
    renderWithProviders(
      <LookupForm
        fixedType="INSURANCE_OPTION"
        currency="SAR"
        onDone={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Glass cover' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create lookup' }));
    expect(await screen.findByText('Enter the price, e.g. 45.00')).toBeTruthy();
    expect(price().getAttribute('aria-invalid')).toBe('true');
    expect(sent('POST')).toEqual([]);
  });

  it('reads a bare integer as a price per day and rewrites it only when it changes', async () => {
    const onDone = vi.fn();
    const { unmount } = renderWithProviders(
      <LookupForm lookup={fullCover} currency="SAR" onDone={onDone} onCancel={vi.fn()} />,
    );
    expect(price().value).toBe('45.00');
    expect(radio('Per day').checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(fullCover));
    expect(sent('PATCH')).toEqual([]);
    unmount();

    renderWithProviders(
      <LookupForm lookup={fullCover} currency="SAR" onDone={onDone} onCancel={vi.fn()} />,
    );
    fireEvent.change(price(), { target: { value: '50.25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent('PATCH')).toEqual([{ value: '{"price":5025,"unit":"day"}' }]));
  });

  it("reads a JSON price per rental, in the currency's own decimals", () => {
    renderWithProviders(
      <LookupForm
        lookup={{ ...fullCover, type: 'EXTRA', value: '{"price":1500,"unit":"rental"}' }}
        currency="KWD"
        onDone={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect((screen.getByLabelText(/^Price \(KWD\)/) as HTMLInputElement).value).toBe('1.500');
    expect(radio('Once per rental').checked).toBe(true);
  });

  it('keeps the free-text value for the other types', () => {
    renderWithProviders(
      <LookupForm fixedType="FUEL_TYPE" currency="SAR" onDone={vi.fn()} onCancel={vi.fn()} />,
    );
    expect(screen.getByLabelText(/^Value/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Price/)).toBeNull();
  });

  it('labels the price fields and their message in Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderWithProviders(
      <LookupForm
        fixedType="INSURANCE_OPTION"
        currency="SAR"
        onDone={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByLabelText(/^السعر \(SAR\)/)).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'طريقة الاحتساب' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'لكل يوم' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'مرة واحدة لكل تأجير' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^الاسم \*/), { target: { value: 'Glass cover' } });
    fireEvent.click(screen.getByRole('button', { name: 'إنشاء القيمة' }));
    expect(await screen.findByText('أدخل السعر، مثل 45.00')).toBeTruthy();
  });
});
