import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { i18n, initI18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { PublicHeader } from '../components/public-header.tsx';
import { companySignInUrl, companySubdomain } from '../lib/company-address.ts';
import { FindCompanyPage } from './find-company-page.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  initI18n();
  fetchMock.mockReset();
  // The public tenant lookup: `demo` exists, any other company answers 404.
  fetchMock.mockImplementation(async (_input, init) => {
    const tenant = new Headers(init?.headers).get('x-tenant-id');
    return tenant === 'demo'
      ? Response.json({ id: 't1', name: 'Motorpool Demo Rentals', subdomain: 'demo' })
      : Response.json(
          { statusCode: 404, code: 'TENANT_NOT_FOUND', message: 'Company not found' },
          { status: 404 },
        );
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function renderPage() {
  const go = vi.fn<(url: string) => void>();
  renderWithProviders(
    <MemoryRouter>
      <FindCompanyPage go={go} />
    </MemoryRouter>,
  );
  return go;
}

describe('find your company', () => {
  it("takes a visitor from the company's address to its sign-in page, port kept", async () => {
    const go = renderPage();
    fireEvent.change(screen.getByRole('textbox', { name: /Company address or name/ }), {
      target: { value: 'https://Demo.example.com/anything' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(go).toHaveBeenCalledWith(
        `${window.location.protocol}//demo.${window.location.host}/admin/auth/login`,
      ),
    );
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('x-tenant-id')).toBe('demo');
  });

  it('says clearly, in Arabic too, that an unknown company was not found', async () => {
    await i18n.changeLanguage('ar');
    const go = renderPage();
    fireEvent.change(screen.getByRole('textbox', { name: /عنوان الشركة أو اسمها/ }), {
      target: { value: 'nowhere' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'متابعة' }));
    expect(await screen.findByText(/لم نعثر على شركة باسم/)).toBeTruthy();
    expect(go).not.toHaveBeenCalled();
  });

  it('refuses text that names no company without asking the server', async () => {
    renderPage();
    fireEvent.change(screen.getByRole('textbox', { name: /Company address or name/ }), {
      target: { value: 'not a company!' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/Enter your company's address/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("the header's Log in leads to it, not to an explanation", () => {
    renderWithProviders(
      <MemoryRouter>
        <PublicHeader />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/sign-in');
  });
});

describe('company address', () => {
  it('reads a subdomain from what a visitor types', () => {
    expect(companySubdomain('demo')).toBe('demo');
    expect(companySubdomain(' DEMO.example.com ')).toBe('demo');
    expect(companySubdomain('demo.localhost:3000')).toBe('demo');
    expect(companySubdomain('http://acme.motorpool.app/admin')).toBe('acme');
    expect(companySubdomain('example.com')).toBeNull();
    expect(companySubdomain('')).toBeNull();
    expect(companySignInUrl('demo', { protocol: 'http:', host: 'localhost:3411' })).toBe(
      'http://demo.localhost:3411/admin/auth/login',
    );
  });
});
