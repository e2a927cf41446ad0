import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n, initI18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { SampleDataCard } from './sample-data-card.tsx';

vi.mock('../../../shared/auth/use-current-user.ts', () => ({
  useCurrentUser: () => ({ user: null, activeRole: 'admin', can: () => true }),
}));

const none = { vehicles: 0, customers: 0, reservations: 0, rentals: 0, payments: 0 };
const counts = { vehicles: 8, customers: 6, reservations: 12, rentals: 9, payments: 11 };
const inUse =
  'لا يمكن إزالة البيانات التجريبية: سجلاتك الخاصة تستخدم مركبات تجريبية. عدّل تلك السجلات أو احذفها أولاً';

// The API as the card meets it: an empty company, filled on POST; the removal refused because
// the company's own booking uses a sample car.
let view = { loaded: false, canLoad: true, counts: none };
const calls: string[] = [];
const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  initI18n();
  view = { loaded: false, canLoad: true, counts: none };
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${String(input)}`);
      if (method === 'POST') {
        view = { loaded: true, canLoad: false, counts };
        return json(view, 201);
      }
      if (method === 'DELETE') {
        return json({ statusCode: 409, code: 'CONFLICT', message: inUse }, 409);
      }
      return json(view);
    }),
  );
});

afterEach(async () => {
  // the fill's success notification must not outlive its test
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('sample data card', () => {
  it('fills an empty company, shows the counts, and says why the removal was refused', async () => {
    renderWithProviders(<SampleDataCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Fill with sample data' }));

    expect(await screen.findByText('Vehicles')).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Fill with sample data' })).toBeNull();
    expect(calls).toContain('POST /api/v1/tenants/current/sample-data');

    fireEvent.click(screen.getByRole('button', { name: 'Remove sample data' }));
    expect(await screen.findByText('Remove sample data?')).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'Remove sample data' });
    fireEvent.click(buttons[buttons.length - 1]!);

    // the fill's success notification may still be on screen beside the refusal
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(inUse),
    );
    expect(calls).toContain('DELETE /api/v1/tenants/current/sample-data');
    expect(screen.getByText('8')).toBeTruthy();
  });

  it('speaks Arabic and offers nothing to a company that already has its own records', async () => {
    await i18n.changeLanguage('ar');
    view = { loaded: false, canLoad: false, counts: none };
    renderWithProviders(<SampleDataCard />);
    expect(await screen.findByText('البيانات التجريبية')).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getByText(
          'لا يمكن إضافة البيانات التجريبية إلا ما دامت الشركة لا تملك مركبات أو عملاء أو حجوزات خاصة بها.',
        ),
      ).toBeTruthy(),
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
