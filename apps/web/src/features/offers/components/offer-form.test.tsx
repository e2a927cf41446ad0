import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { i18n, initI18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { welcome } from '../testing/offer-fixtures.ts';
import { OfferForm } from './offer-form.tsx';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

let answer: (url: URL, init: RequestInit) => Response = () =>
  json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
const fetchMock = vi.fn<typeof fetch>(async (input, init = {}) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/v1/tenants/current') return json(200, { currency: 'SAR' });
  return answer(url, init);
});

beforeEach(() => {
  initI18n();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  notifications.clean();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const sent = (method: string) => fetchMock.mock.calls.filter(([, init]) => init?.method === method);

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('offer form', () => {
  it('asks for both titles, sending nothing', async () => {
    renderWithProviders(<OfferForm onDone={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create offer' }));
    expect((await screen.findAllByText('This field is required')).length).toBeGreaterThanOrEqual(2);
    expect(sent('POST')).toHaveLength(0);
  });

  it('refuses a percent above 100 and dates out of order, sending nothing', async () => {
    renderWithProviders(<OfferForm onDone={vi.fn()} onCancel={vi.fn()} />);
    type(/^Title \(English\)/, 'Too generous');
    type(/^Title \(Arabic\)/, 'سخي جدًا');
    type(/^Discount \(%\)/, '150');
    type(/^Valid from/, '2026-05-10');
    type(/^Valid until/, '2026-05-01');
    fireEvent.click(screen.getByRole('button', { name: 'Create offer' }));

    expect(await screen.findByText('A percentage discount may be at most 100 %')).toBeTruthy();
    expect(screen.getByText('The end date must be on or after the start date')).toBeTruthy();
    expect(sent('POST')).toHaveLength(0);
  });

  it('sends the percent in basis points and the code upper case', async () => {
    answer = (url, init) =>
      init.method === 'POST' && url.pathname === '/api/v1/offers'
        ? json(201, welcome)
        : json(404, {});
    const onDone = vi.fn();
    renderWithProviders(<OfferForm onDone={onDone} onCancel={vi.fn()} />);
    type(/^Title \(English\)/, 'Spring 12.5');
    type(/^Title \(Arabic\)/, 'ربيع');
    type(/^Discount \(%\)/, '12.5');
    type(/^Valid from/, '2026-03-01');
    type(/^Valid until/, '2026-04-30');
    type(/^Promo code/, 'spring-12');
    fireEvent.click(screen.getByRole('button', { name: 'Create offer' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledWith(welcome));
    const [, init] = sent('POST')[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      titleEn: 'Spring 12.5',
      titleAr: 'ربيع',
      discount: { kind: 'percent', value: 1250 },
      validFrom: '2026-03-01',
      validUntil: '2026-04-30',
      promoCode: 'SPRING-12',
      categories: [],
      active: true,
    });
  });

  it("puts the API's taken promo code on its field, in Arabic", async () => {
    await i18n.changeLanguage('ar');
    const message = 'يستخدم عرض آخر رمز العرض هذا بالفعل';
    answer = () =>
      json(409, {
        statusCode: 409,
        code: 'CONFLICT',
        message,
        details: [{ path: 'body.promoCode', message }],
      });
    renderWithProviders(<OfferForm offer={welcome} onDone={vi.fn()} onCancel={vi.fn()} />);
    type(/^رمز العرض/, 'LUX150');
    fireEvent.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));

    expect(await screen.findByText(message)).toBeTruthy();
    const [, init] = sent('PATCH')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ promoCode: 'LUX150' });
  });
});
