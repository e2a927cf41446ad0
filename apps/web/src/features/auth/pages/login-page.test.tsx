import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { MemoryRouter } from 'react-router';
import { i18n, initI18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { jsonResponse } from '../../../testing/auth-fixtures.ts';
import { LoginPage, type LoginVariant } from './login-page.tsx';

const fetchMock = vi.fn<typeof fetch>();

// The server's refusal of one more attempt: 429 with how long to wait in Retry-After.
function refuseFor(seconds: number | null) {
  fetchMock.mockImplementation(async (input) => {
    if (!String(input).endsWith('/auth/login')) return jsonResponse(200, { providers: [] });
    return new Response(
      JSON.stringify({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: 'Too many login attempts. Please wait before trying again.',
      }),
      {
        status: 429,
        headers: {
          'content-type': 'application/json',
          ...(seconds === null ? {} : { 'retry-after': String(seconds) }),
        },
      },
    );
  });
}

async function signIn(variant: LoginVariant, labels = { email: /Email/, password: /^Password/ }) {
  renderWithProviders(
    <MemoryRouter>
      <LoginPage variant={variant} />
    </MemoryRouter>,
  );
  fireEvent.change(await screen.findByLabelText(labels.email), {
    target: { value: 'layla@demo.test' },
  });
  fireEvent.change(screen.getByLabelText(labels.password), { target: { value: 'Wrong#Pass1' } });
  fireEvent.submit(screen.getByLabelText(labels.password).closest('form')!);
}

beforeEach(() => {
  initI18n();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  notifications.clean();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('sign-in refused for too many attempts', () => {
  it('tells staff how many minutes to wait', async () => {
    refuseFor(300);
    await signIn('admin');
    expect(
      await screen.findByText('Too many login attempts. Try again in 5 minutes.'),
    ).toBeTruthy();
  });

  it('tells a customer the seconds when the wait is under a minute', async () => {
    refuseFor(45);
    await signIn('customer');
    expect(
      await screen.findByText('Too many login attempts. Try again in 45 seconds.'),
    ).toBeTruthy();
  });

  it('asks to wait without a time when the server names none', async () => {
    refuseFor(null);
    await signIn('admin');
    expect(
      await screen.findByText('Too many login attempts. Please wait before trying again.'),
    ).toBeTruthy();
  });

  it('says it in Arabic', async () => {
    await i18n.changeLanguage('ar');
    refuseFor(120);
    await signIn('customer', { email: /البريد الإلكتروني/, password: /^كلمة المرور/ });
    expect(
      await screen.findByText(
        'محاولات تسجيل دخول كثيرة جدًا. الوقت المتبقي قبل المحاولة مرة أخرى: دقيقتان.',
      ),
    ).toBeTruthy();
  });
});
