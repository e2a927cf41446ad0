import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { LookupForm } from './lookup-form.tsx';
import { suggestCode } from './lookup-form-values.ts';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  initI18n();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/v1/lookups/types') return json(200, []);
    if (url.pathname === '/api/v1/lookups' && init?.method === 'POST')
      return json(409, {
        statusCode: 409,
        code: 'CONFLICT',
        message: 'A lookup with this type and code already exists',
        details: [
          { path: 'body.code', message: 'A lookup with this type and code already exists' },
        ],
      });
    return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

const code = () => screen.getByLabelText(/^Code/) as HTMLInputElement;

describe('lookup code', () => {
  it('is type and name in the CAR_TYPE_SEDAN shape', () => {
    expect(suggestCode('VEHICLE_TYPE', 'Sport utility')).toBe('VEHICLE_TYPE_SPORT_UTILITY');
    expect(suggestCode('FUEL_TYPE', 'E-85 (flex)')).toBe('FUEL_TYPE_E_85_FLEX');
    expect(suggestCode('', 'سيدان')).toBe('');
  });
});

describe('lookup form', () => {
  it('suggests the code from the preset type and the name until the user types one', async () => {
    renderWithProviders(
      <LookupForm fixedType="VEHICLE_TYPE" currency="SAR" onDone={vi.fn()} onCancel={vi.fn()} />,
    );
    expect(screen.queryByLabelText(/^Type/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Sedan' } });
    await waitFor(() => expect(code().value).toBe('VEHICLE_TYPE_SEDAN'));

    fireEvent.change(code(), { target: { value: 'my_code' } });
    expect(code().value).toBe('MY_CODE');
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Sedan long' } });
    expect(code().value).toBe('MY_CODE');
  });

  it('checks the code while it is typed', async () => {
    renderWithProviders(
      <LookupForm fixedType="VEHICLE_TYPE" currency="SAR" onDone={vi.fn()} onCancel={vi.fn()} />,
    );
    fireEvent.change(code(), { target: { value: 'BAD-CODE' } });
    expect(
      await screen.findByText(
        'Code must be uppercase letters and digits separated by underscores',
        { exact: false },
      ),
    ).toBeTruthy();
    fireEvent.change(code(), { target: { value: 'GOOD_CODE' } });
    await waitFor(() => expect(code().getAttribute('aria-invalid')).not.toBe('true'));
  });

  it("shows the server's duplicate code answer on the code field", async () => {
    const onDone = vi.fn();
    renderWithProviders(
      <LookupForm fixedType="VEHICLE_TYPE" currency="SAR" onDone={onDone} onCancel={vi.fn()} />,
    );
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Sedan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create lookup' }));
    expect(await screen.findByText('A lookup with this type and code already exists')).toBeTruthy();
    expect(code().getAttribute('aria-invalid')).toBe('true');
    expect(onDone).not.toHaveBeenCalled();
  });
});
