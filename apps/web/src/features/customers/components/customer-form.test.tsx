import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { i18n, initI18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import {
  customerFetch,
  json,
  pendingCustomer,
  type Handler,
} from '../testing/customer-fixtures.ts';
import { CustomerForm } from './customer-form.tsx';

let handler: Handler = () => undefined;
const { mock: fetchMock, calls } = customerFetch(() => handler);

beforeEach(() => {
  initI18n();
  handler = () => undefined;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  notifications.clean();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function fillContact() {
  fireEvent.click(screen.getByRole('tab', { name: 'Contact' }));
  type(/^E-mail/, 'sara@example.test');
  type(/^Phone/, '+966509998877');
  fireEvent.click(screen.getByRole('tab', { name: 'Personal' }));
}

describe('customer drawer form', () => {
  it('refuses a missing ID number before sending anything', async () => {
    renderWithProviders(<CustomerForm onDone={vi.fn()} onCancel={vi.fn()} />);
    type(/^First name/, 'Sara');
    type(/^Last name/, 'Nasser');
    await fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Create customer' }));

    const idInput = screen.getByLabelText(/^ID number/);
    await waitFor(() => expect(idInput.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(calls('POST', '/api/v1/customers')).toHaveLength(0);
  });

  it('says what booking will need of the date of birth and the licence', async () => {
    await i18n.changeLanguage('ar');
    renderWithProviders(<CustomerForm onDone={vi.fn()} onCancel={vi.fn()} />);
    expect(
      await screen.findByText('مطلوب للحجز: يجب أن يبلغ السائق السن المطلوبة يوم الاستلام.'),
    ).toBeTruthy();
    expect(
      screen.getByText('مطلوب للحجز: يجب أن تظل الرخصة سارية حتى تاريخ الإرجاع.'),
    ).toBeTruthy();
  });

  it('opens the contact tab with the API error on a taken e-mail', async () => {
    handler = (url, init) =>
      init.method === 'POST' && url.pathname === '/api/v1/customers'
        ? json(409, {
            statusCode: 409,
            code: 'CONFLICT',
            message: 'A customer with this e-mail already exists',
            details: [{ path: 'body.email', message: 'This e-mail is already in use' }],
          })
        : undefined;
    renderWithProviders(<CustomerForm onDone={vi.fn()} onCancel={vi.fn()} />);
    type(/^First name/, 'Sara');
    type(/^Last name/, 'Nasser');
    type(/^ID number/, '1234567890');
    await fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Create customer' }));

    expect(await screen.findByText('This e-mail is already in use')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Contact' }).getAttribute('aria-selected')).toBe('true');
    const [, init] = calls('POST', '/api/v1/customers')[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      firstName: 'Sara',
      idNumber: '1234567890',
      status: 'pending',
    });
  });

  it('names the largest credit limit in money when a larger one is typed', async () => {
    renderWithProviders(
      <CustomerForm customer={pendingCustomer} onDone={vi.fn()} onCancel={vi.fn()} />,
    );
    type(/^Credit limit/, '99999999999999999999');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(/^Must be at most SAR\s21,474,836\.47$/)).toBeTruthy();
    expect(screen.queryByText('Value must be non-negative')).toBeNull();
    expect(calls('PATCH', `/api/v1/customers/${pendingCustomer.id}`)).toHaveLength(0);
  });

  it('edits only what changed', async () => {
    handler = (url, init) =>
      init.method === 'PATCH' ? json(200, { ...pendingCustomer, city: 'Jeddah' }) : undefined;
    const onDone = vi.fn();
    renderWithProviders(
      <CustomerForm customer={pendingCustomer} onDone={onDone} onCancel={vi.fn()} />,
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Address' }));
    type(/^City/, 'Jeddah');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [, init] = calls('PATCH', `/api/v1/customers/${pendingCustomer.id}`)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ city: 'Jeddah' });
  });
});
