import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { i18n, initI18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { BranchForm } from './branch-form.tsx';

vi.mock('../../../shared/auth/use-current-user.ts', () => ({
  useCurrentUser: () => ({ user: null, activeRole: 'admin', can: () => false }),
}));

const fetchMock = vi.fn<typeof fetch>(
  async () =>
    new Response(JSON.stringify({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    }),
);

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

describe('branch form', () => {
  it('refuses a closing time before the opening time and a malformed code, sending nothing', async () => {
    renderWithProviders(<BranchForm onDone={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.change(screen.getByLabelText(/^Code/), { target: { value: 'r' } });
    fireEvent.change(screen.getByLabelText('Monday closing time'), { target: { value: '07:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create branch' }));

    expect(await screen.findByText('Closing time must be after opening time')).toBeTruthy();
    expect(
      screen.getByText('Code may contain only uppercase letters, digits and hyphens'),
    ).toBeTruthy();
    expect(screen.getAllByText('This field is required').length).toBeGreaterThan(2);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('lists the week from Saturday, in Arabic, with translated messages', async () => {
    await i18n.changeLanguage('ar');
    renderWithProviders(<BranchForm onDone={vi.fn()} onCancel={vi.fn()} />);
    const days = screen.getAllByRole('switch').map((s) => s.closest('label')?.textContent ?? '');
    expect(days).toHaveLength(7);
    expect(days[0]).toBe('السبت');
    expect(days[6]).toBe('الجمعة');
    fireEvent.click(screen.getByRole('button', { name: 'إنشاء الفرع' }));
    expect((await screen.findAllByText('هذا الحقل مطلوب')).length).toBeGreaterThan(2);
  });
});
