import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { i18n, initI18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { SignupForm } from './signup-form.tsx';

const fetchMock = vi.fn<typeof fetch>();

// The sign-up API as the server answers it: the live check says why a name cannot be had, in
// the language asked for; sending answers 202, or the subdomain's field error when taken.
const refusals: Record<string, { reason: string; en: string; ar: string }> = {
  demo: {
    reason: 'taken',
    en: 'This subdomain is already taken.',
    ar: 'هذا النطاق الفرعي مستخدم بالفعل.',
  },
  admin: { reason: 'reserved', en: 'This subdomain is reserved.', ar: 'هذا النطاق الفرعي محجوز.' },
  'a-': { reason: 'invalid', en: 'Use 3 to 63 letters.', ar: 'استخدم من 3 إلى 63 حرفًا.' },
};

beforeEach(() => {
  initI18n();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const language = new Headers(init?.headers).get('accept-language') === 'ar' ? 'ar' : 'en';
    if (url.pathname === '/api/v1/public/signup/subdomain') {
      const name = url.searchParams.get('name') ?? '';
      const refused = refusals[name];
      return Response.json({
        name,
        available: !refused,
        reason: refused?.reason ?? null,
        message: refused ? refused[language] : null,
      });
    }
    const body = JSON.parse(String(init?.body)) as { subdomain: string; email: string };
    if (body.subdomain === 'taken-meanwhile') {
      return Response.json(
        {
          statusCode: 409,
          code: 'CONFLICT',
          message: 'Validation failed',
          details: [{ path: 'body.subdomain', message: 'This subdomain is already taken.' }],
        },
        { status: 409 },
      );
    }
    return Response.json({ email: body.email }, { status: 202 });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  // unmounted first: switching the language back re-asks the check, which must not go out
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function renderForm() {
  const onSent = vi.fn<(email: string) => void>();
  renderWithProviders(
    <MemoryRouter>
      <SignupForm plan="starter" onSent={onSent} />
    </MemoryRouter>,
  );
  return onSent;
}

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

function fillValid(subdomain: string) {
  type(/Company name/, 'Acme Car Rental');
  type(/Company address/, subdomain);
  type(/First name/, 'Sara');
  type(/Last name/, 'Haddad');
  type(/Work email/, 'sara@acme.test');
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Str0ng#Pass' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
}

// Each check waits for typing to settle, on a machine other test runs share.
describe('sign-up form', { timeout: 15_000 }, () => {
  it('checks the address as typed and says why one cannot be had', async () => {
    renderForm();
    type(/Company name/, 'Acme Car Rental');
    // the name suggests the address, which is checked once typing settles
    expect(await screen.findByText('Available')).toBeTruthy();
    expect(screen.getByText(`acme-car-rental.${window.location.host}`)).toBeTruthy();

    type(/Company address/, 'demo');
    expect(await screen.findByText('This subdomain is already taken.')).toBeTruthy();
  });

  it('tells a reserved address from an invalid one', async () => {
    renderForm();
    type(/Company address/, 'admin');
    expect(await screen.findByText('This subdomain is reserved.')).toBeTruthy();
    type(/Company address/, 'a-');
    expect(await screen.findByText('Use 3 to 63 letters.')).toBeTruthy();
    expect(screen.queryByText('Available')).toBeNull();
  });

  it('says it in Arabic to an Arabic visitor', async () => {
    await i18n.changeLanguage('ar');
    renderForm();
    type(/عنوان الشركة/, 'demo');
    expect(await screen.findByText('هذا النطاق الفرعي مستخدم بالفعل.')).toBeTruthy();
    type(/عنوان الشركة/, 'acme');
    expect(await screen.findByText('متاح')).toBeTruthy();
  });

  it('names the countries in Arabic, in Arabic order', async () => {
    await i18n.changeLanguage('ar');
    renderForm();
    fireEvent.click(screen.getByRole('combobox', { name: /الدولة/ }));
    const names = screen
      .getAllByRole('option', { hidden: true })
      .map((option) => option.textContent);
    expect(names.slice(0, 3)).toEqual(['الإمارات العربية المتحدة', 'البحرين', 'الكويت']);
    expect(names).toContain('المملكة العربية السعودية');
    expect(names.at(-1)).toBe('مصر');
  });

  it('shows what is missing on each field and sends nothing', async () => {
    const onSent = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create my company' }));
    const company = screen.getByRole('textbox', { name: /Company name/ });
    await waitFor(() => expect(company.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('textbox', { name: /Work email/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(document.activeElement).toBe(company);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    expect(onSent).not.toHaveBeenCalled();
  });

  it("puts the server's answer on the field it names", async () => {
    const onSent = renderForm();
    fillValid('taken-meanwhile');
    fireEvent.click(screen.getByRole('button', { name: 'Create my company' }));
    const address = screen.getByRole('textbox', { name: /Company address/ });
    await waitFor(() => expect(address.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This subdomain is already taken.')).toBeTruthy();
    expect(onSent).not.toHaveBeenCalled();
  });

  it('sends the company, the plan and the language, and names the address mailed', async () => {
    const onSent = renderForm();
    fillValid('acme');
    fireEvent.click(screen.getByRole('checkbox', { name: /Fill my company with sample data/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create my company' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('sara@acme.test'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe('/api/v1/public/signup');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      companyName: 'Acme Car Rental',
      subdomain: 'acme',
      country: 'SA',
      plan: 'starter',
      language: 'en',
      acceptTerms: true,
      sampleData: true,
    });
  });
});
