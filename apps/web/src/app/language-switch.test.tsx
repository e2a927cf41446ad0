import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import dayjs from 'dayjs';
import '../shared/i18n/dayjs-language.ts';
import { i18n } from '../shared/i18n/i18n.ts';
import { renderWithProviders } from '../testing/render-app.tsx';
import { marketingRoutes } from './routers/marketing-router.tsx';

function renderMarketing(path: string) {
  const router = createMemoryRouter(marketingRoutes, { initialEntries: [path] });
  return renderWithProviders(<RouterProvider router={router} />);
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('language switch', () => {
  it('switching to Arabic sets <html dir="rtl" lang="ar">, Saturday week start and Arabic text', async () => {
    renderMarketing('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');

    fireEvent.click(screen.getByRole('button', { name: /Change language/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'العربية' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(dayjs().startOf('week').day()).toBe(6);
    expect(screen.getAllByRole('link', { name: 'الأسعار' }).length).toBeGreaterThan(0);
    expect(screen.queryByText('Privacy policy')).toBeNull();
    expect(window.localStorage.getItem('motorpool.language')).toBe('ar');
  });

  it('switching back to English restores left-to-right', async () => {
    await i18n.changeLanguage('ar');
    renderMarketing('/');
    expect(document.documentElement.dir).toBe('rtl');

    fireEvent.click(await screen.findByRole('button', { name: /تغيير اللغة/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'English' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: /Run your whole rental fleet/ }),
    ).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
    expect(dayjs().startOf('week').day()).toBe(0);
  });
});
