import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { marketingRoutes } from './routers/marketing-router.tsx';
import { i18n, initI18n } from '../shared/i18n/i18n.ts';
import { renderWithProviders } from '../testing/render-app.tsx';
import { clearRequestDrafts } from '../features/marketing/modals/use-request-form.ts';

const fetchMock = vi.fn<typeof fetch>();

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function renderMarketing(path: string) {
  const router = createMemoryRouter(marketingRoutes, { initialEntries: [path] });
  return renderWithProviders(<RouterProvider router={router} />);
}

async function openDialog(buttonName: string | RegExp, dialogName: string) {
  // the landing page offers some forms in more than one place: any of them opens the form
  fireEvent.click((await screen.findAllByRole('button', { name: buttonName }))[0]!);
  return screen.findByRole('dialog', { name: dialogName });
}

function type(dialog: HTMLElement, label: string | RegExp, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

function choose(dialog: HTMLElement, label: string | RegExp, option: string) {
  fireEvent.click(within(dialog).getByRole('combobox', { name: label }));
  fireEvent.click(within(dialog).getByRole('option', { name: option, hidden: true }));
}

function sentRequest(index = 0): { url: string; init: RequestInit; body: unknown } {
  const [url, init] = fetchMock.mock.calls[index] ?? [];
  return { url: String(url), init: init ?? {}, body: JSON.parse(String(init?.body)) };
}

function fillContact(dialog: HTMLElement) {
  type(dialog, /Full name/, '  Layla Haddad ');
  type(dialog, /Work email/, 'Layla@Example.com');
  type(dialog, /Company/, 'Desert Wheels');
  type(dialog, /Phone number/, '+966 50 123 4567');
  choose(dialog, /Fleet size/, '11–50 vehicles');
  type(dialog, /Message/, 'We would like a quote for 40 cars.');
}

beforeEach(() => {
  initI18n();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  modals.closeAll();
  notifications.clean();
  clearRequestDrafts();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('contact-us modal', () => {
  it('shows translated field errors for invalid data and sends nothing', async () => {
    renderMarketing('/about');
    const dialog = await openDialog('Send us a message', 'Send us a message');

    type(dialog, /Work email/, 'not-an-email');
    type(dialog, /Phone number/, '12');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));

    expect(await within(dialog).findByText('Please enter a valid email address')).toBeTruthy();
    expect(within(dialog).getByText('Please enter a valid phone number')).toBeTruthy();
    // name, company, fleet size and message are all required
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(4);
    expect(
      within(dialog)
        .getByLabelText(/Full name/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/Full name/));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the errors in Arabic when the page is in Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderMarketing('/about');
    const dialog = await openDialog('أرسل لنا رسالة', 'أرسل لنا رسالة');

    fireEvent.click(within(dialog).getByRole('button', { name: 'إرسال الرسالة' }));

    expect((await within(dialog).findAllByText('هذا الحقل مطلوب')).length).toBe(6);
    // Mantine puts dir on the input's wrapper, so the input (and its sections) run left to right.
    const direction = (label: RegExp) =>
      within(dialog).getByLabelText(label).closest('[dir]')?.getAttribute('dir');
    expect(direction(/البريد الإلكتروني/)).toBe('ltr');
    expect(direction(/رقم الهاتف/)).toBe('ltr');
    expect(direction(/الاسم الكامل/)).toBe('rtl');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the validated body with accept-language, then closes and thanks the visitor', async () => {
    fetchMock.mockResolvedValue(
      json(201, { id: '0b5c1a57-3c4e-4c55-9d5e-6d1c7e3b9f10', receivedAt: '2026-01-01T00:00:00Z' }),
    );
    renderMarketing('/about');
    const dialog = await openDialog('Send us a message', 'Send us a message');
    fillContact(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Thank you for your message')).toBeTruthy();
    expect(screen.getByText('We have received it and will reply within 24 hours.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const { url, init, body } = sentRequest();
    expect(url).toBe('/api/v1/public/contact-requests');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      'content-type': 'application/json',
      'accept-language': 'en',
    });
    expect(body).toEqual({
      name: 'Layla Haddad',
      email: 'layla@example.com',
      company: 'Desert Wheels',
      phone: '+966 50 123 4567',
      fleetSize: '11-50',
      message: 'We would like a quote for 40 cars.',
    });

    // Opened again, the form starts empty.
    const again = await openDialog('Send us a message', 'Send us a message');
    expect((within(again).getByLabelText(/Full name/) as HTMLInputElement).value).toBe('');
  });

  it("maps a 400's details onto the fields", async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: 'Please correct the errors highlighted below.',
        details: [
          { path: 'body.email', message: 'This email address cannot receive mail' },
          { path: 'body.company', message: 'Company name is too long' },
        ],
      }),
    );
    renderMarketing('/about');
    const dialog = await openDialog('Send us a message', 'Send us a message');
    fillContact(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));

    expect(await within(dialog).findByText('This email address cannot receive mail')).toBeTruthy();
    expect(within(dialog).getByText('Company name is too long')).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/Work email/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Send us a message' })).toBeTruthy();
    expect(screen.queryByText('Thank you for your message')).toBeNull();
  });

  it('reports a network failure as a toast and keeps the form open', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderMarketing('/about');
    const dialog = await openDialog('Send us a message', 'Send us a message');
    fillContact(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Network error occurred')).toBeTruthy();
    expect((within(dialog).getByLabelText(/Full name/) as HTMLInputElement).value).toBe(
      '  Layla Haddad ',
    );
    expect(within(dialog).getByRole('button', { name: 'Send message' })).toBeTruthy();
  });
  it("shows a 429's own message, with the wait the server asked for, and keeps the form open", async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          statusCode: 429,
          code: 'RATE_LIMITED',
          message: 'Too many forms have been sent from this address. Please try again in 10 min.',
        }),
        { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '600' } },
      ),
    );
    renderMarketing('/about');
    const dialog = await openDialog('Send us a message', 'Send us a message');
    fillContact(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));

    expect(
      await screen.findByText(
        'Too many forms have been sent from this address. Please try again in 10 min.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Too many attempts')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Send message' })).toBeTruthy();
  });
});

describe('demo modal', () => {
  it('requires the terms, then posts the demo request and confirms the slot', async () => {
    fetchMock.mockResolvedValue(
      json(201, { id: '0b5c1a57-3c4e-4c55-9d5e-6d1c7e3b9f10', receivedAt: '2026-01-01T00:00:00Z' }),
    );
    renderMarketing('/features');
    const dialog = await openDialog(/^Book a demo$/, 'Book a demo');

    type(dialog, /Full name/, 'Omar');
    type(dialog, /Work email/, 'omar@example.com');
    type(dialog, /Company/, 'Gulf Fleet');
    type(dialog, /Phone number/, '0501234567');
    choose(dialog, /Fleet size/, 'More than 100 vehicles');
    choose(dialog, /Preferred day/, 'Tomorrow');
    choose(dialog, /Preferred time/, 'Afternoon (12:00–17:00)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request demo' }));

    expect(await within(dialog).findByText('You must agree to the terms')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(
      within(dialog)
        .getByRole('link', { name: /terms of service/ })
        .getAttribute('href'),
    ).toBe('/terms');

    fireEvent.click(within(dialog).getByRole('checkbox', { name: /I agree to the/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request demo' }));

    expect(await screen.findByText('Demo request received')).toBeTruthy();
    expect(screen.getByText(/confirm your slot: Tomorrow, Afternoon \(12:00–17:00\)/)).toBeTruthy();
    const { url, body } = sentRequest();
    expect(url).toBe('/api/v1/public/demo-requests');
    expect(body).toEqual({
      name: 'Omar',
      email: 'omar@example.com',
      company: 'Gulf Fleet',
      phone: '0501234567',
      fleetSize: '100+',
      preferredDate: 'tomorrow',
      preferredTime: 'afternoon',
      agreeToTerms: true,
    });
  });
});
