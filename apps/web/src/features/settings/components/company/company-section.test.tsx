import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { i18n } from '../../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../../testing/render-app.tsx';
import { CompanySection } from './company-section.tsx';
import { companySettingsFixture } from './settings-fixture.ts';

vi.mock('../../../../shared/auth/use-current-user.ts', () => ({
  useCurrentUser: () => ({ user: null, activeRole: 'admin', can: () => true }),
}));

const fetchMock = vi.fn<typeof fetch>();

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const patches = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  notifications.clean();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('company section', () => {
  it('refuses a tax rate of 101 % with the domain message before sending anything', async () => {
    renderWithProviders(<CompanySection settings={companySettingsFixture} />);

    fireEvent.change(screen.getByRole('textbox', { name: /Tax rate/ }), {
      target: { value: '101' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Please enter a percentage from 0 to 100')).toBeTruthy();
    expect(patches()).toHaveLength(0);
  });

  it('sends the tax rate in basis points and the company group alone', async () => {
    fetchMock.mockResolvedValue(json(200, companySettingsFixture));
    renderWithProviders(<CompanySection settings={companySettingsFixture} />);

    fireEvent.change(screen.getByRole('textbox', { name: /Tax rate/ }), {
      target: { value: '12.5' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(patches()).toHaveLength(1));
    const [url, init] = patches()[0]!;
    expect(url).toBe('/api/v1/tenants/current/settings');
    expect(JSON.parse(String(init?.body))).toEqual({
      company: {
        name: 'Desert Drive Rentals',
        currency: 'SAR',
        timeZone: 'Asia/Riyadh',
        taxRateBp: 1250,
      },
    });
  });

  it('names the time zones in Arabic, by their Arabic name, and still sends the zone id', async () => {
    await i18n.changeLanguage('ar');
    fetchMock.mockResolvedValue(json(200, companySettingsFixture));
    renderWithProviders(<CompanySection settings={companySettingsFixture} />);

    const zone = screen.getByLabelText(/^المنطقة الزمنية/, { selector: 'input' });
    expect((zone as HTMLInputElement).value).toBe(
      'التوقيت العربي الرسمي (غرينتش+03:00) · \u2066Asia/Riyadh\u2069',
    );
    zone.focus();
    fireEvent.change(zone, { target: { value: 'الخليج' } });
    fireEvent.click(
      await screen.findByRole('option', {
        name: 'توقيت الخليج (غرينتش+04:00) · \u2066Asia/Dubai\u2069',
        hidden: true,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));

    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(JSON.parse(String(patches()[0]![1]?.body)).company.timeZone).toBe('Asia/Dubai');
  });

  it('puts the 409 of a currency that can no longer change on the currency field, in Arabic', async () => {
    await i18n.changeLanguage('ar');
    fetchMock.mockResolvedValue(
      json(409, { statusCode: 409, code: 'CONFLICT', message: 'Currency locked' }),
    );
    renderWithProviders(<CompanySection settings={companySettingsFixture} />);

    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));

    // on the field and in the notice beside it
    expect(
      await screen.findAllByText(
        'لم يعد بالإمكان تغيير العملة: سُجّلت بها مبالغ بالفعل (أسعار المركبات، المدفوعات).',
      ),
    ).toHaveLength(2);
    expect(
      screen.getByLabelText(/^العملة/, { selector: 'input' }).getAttribute('aria-invalid'),
    ).toBe('true');
  });
});
