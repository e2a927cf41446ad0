import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { marketingRoutes } from './routers/marketing-router.tsx';
import { i18n, initI18n } from '../shared/i18n/i18n.ts';
import { renderWithProviders } from '../testing/render-app.tsx';
import { clearRequestDrafts } from '../features/marketing/modals/use-request-form.ts';

const fetchMock = vi.fn<typeof fetch>();

function open(path: string) {
  const router = createMemoryRouter(marketingRoutes, { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

async function formPage(title: string) {
  const heading = await screen.findByRole('heading', { level: 1, name: title });
  return heading.closest('section')!;
}

beforeEach(() => {
  initI18n();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  notifications.clean();
  clearRequestDrafts();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('contact and demo pages', () => {
  it('shows the contact form as a page, sends it and goes back to the landing page', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ id: '0b5c1a57-3c4e-4c55-9d5e-6d1c7e3b9f10' }, { status: 201 }),
    );
    const router = open('/contact');
    const page = await formPage('Send us a message');
    await waitFor(() => expect(document.title).toBe('Contact us · Motorpool'));

    const field = (label: RegExp, value: string) =>
      fireEvent.change(within(page).getByLabelText(label), { target: { value } });
    field(/Full name/, 'Layla Haddad');
    field(/Work email/, 'layla@example.com');
    field(/Company/, 'Desert Wheels');
    field(/Phone number/, '+966 50 123 4567');
    fireEvent.click(within(page).getByRole('combobox', { name: /Fleet size/ }));
    fireEvent.click(within(page).getByRole('option', { name: '11–50 vehicles', hidden: true }));
    field(/Message/, 'A quote for 40 cars, please.');
    fireEvent.click(within(page).getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Thank you for your message')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/public/contact-requests');
  });

  it('shows the demo form as a page in Arabic, with its own title', async () => {
    await i18n.changeLanguage('ar');
    open('/demo');
    const page = await formPage('احجز عرضًا توضيحيًا');
    expect(within(page).getByRole('combobox', { name: /اليوم المفضّل/ })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('احجز عرضًا توضيحيًا · موتوربول'));

    fireEvent.click(within(page).getByRole('button', { name: 'إلغاء' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'احجز عرضًا توضيحيًا', level: 1 })).toBeNull(),
    );
  });

  it('starts every free trial on the sign-up form, not the demo form', async () => {
    open('/');
    const hero = await screen.findByRole('link', { name: 'Start your 14-day free trial' });
    expect(hero.getAttribute('href')).toBe('/signup');
    const started = screen.getAllByRole('link', { name: 'Get started', hidden: true });
    expect(started.map((link) => link.getAttribute('href'))).toContain('/signup');
    expect(
      screen
        .getAllByRole('link', { name: 'Start free trial' })
        .every((link) => link.getAttribute('href')?.startsWith('/signup')),
    ).toBe(true);
  });
});
