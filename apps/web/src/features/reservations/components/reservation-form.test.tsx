import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import {
  freeVehicles,
  ids,
  json,
  pendingReservation,
  reservationFetch,
  type Handler,
} from '../testing/reservation-fixtures.ts';
import { ReservationForm } from './reservation-form.tsx';

let handler: Handler = () => undefined;
const { mock: fetchMock, calls } = reservationFetch(() => handler);

beforeEach(() => {
  handler = () => undefined;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  notifications.clean();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const renderForm = (onDone = vi.fn()) =>
  renderWithProviders(
    <ReservationForm timeZone="Asia/Riyadh" currency="SAR" onDone={onDone} onCancel={vi.fn()} />,
  );

async function choose(label: RegExp, option: string) {
  const box = screen.getByRole('combobox', { name: label });
  fireEvent.click(box);
  await waitFor(() => expect(box.getAttribute('aria-controls')).toBeTruthy());
  const listbox = document.getElementById(box.getAttribute('aria-controls')!)!;
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

// Customer, period and branch: what the availability search needs.
async function fillBooking(labels: {
  customer: RegExp;
  pickup: RegExp;
  ret: RegExp;
  branch: RegExp;
}) {
  const customer = screen.getByRole('combobox', { name: labels.customer });
  customer.focus();
  fireEvent.change(customer, { target: { value: 'Nou' } });
  await waitFor(() =>
    expect(
      calls('GET', '/api/v1/customers').some(([url]) => String(url).includes('search=Nou')),
    ).toBe(true),
  );
  fireEvent.click(await screen.findByRole('option', { name: 'Noura Al-Harbi', hidden: true }));
  fireEvent.change(screen.getByLabelText(labels.pickup), { target: { value: '2026-03-10T09:00' } });
  fireEvent.change(screen.getByLabelText(labels.ret), { target: { value: '2026-03-13T09:00' } });
  await choose(labels.branch, 'Olaya');
}

const english = {
  customer: /^Customer/,
  pickup: /^Pickup date and time/,
  ret: /^Return date and time/,
  branch: /^Pickup branch/,
};

describe('reservation form', { timeout: 20_000 }, () => {
  it('offers only the free vehicles for the period and shows the API quote', async () => {
    renderForm();
    expect(screen.getByText(/Choose the pickup and return times/)).toBeTruthy();
    await fillBooking(english);

    const radios = await screen.findAllByRole('radio');
    expect(radios.map((radio) => radio.textContent)).toEqual(
      freeVehicles.map(({ vehicle }) => expect.stringContaining(vehicle.licensePlate)),
    );
    const search = calls('GET', '/api/v1/vehicles/availability').at(-1)![0];
    const params = new URL(String(search), 'http://localhost').searchParams;
    expect(params.get('pickupDate')).toBe('2026-03-10T06:00:00.000Z');
    expect(params.get('returnDate')).toBe('2026-03-13T06:00:00.000Z');
    expect(params.get('branchId')).toBe(ids.olaya);

    fireEvent.click(screen.getByRole('radio', { name: /Hyundai Tucson/ }));
    const price = await screen.findByRole('group', { name: 'Price breakdown' });
    expect(within(price).getByText(/943\.00/)).toBeTruthy();
    const [, init] = calls('POST', '/api/v1/reservations/quote').at(-1)!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      vehicleId: ids.tucson,
      pickupDate: '2026-03-10T06:00:00.000Z',
      returnDate: '2026-03-13T06:00:00.000Z',
    });
  });

  it('checks the input with the domain schema before sending', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText(/^Pickup date and time/), {
      target: { value: '2026-03-13T09:00' },
    });
    fireEvent.change(screen.getByLabelText(/^Return date and time/), {
      target: { value: '2026-03-10T09:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create reservation' }));
    // on its field and in the summary at the top, which brings the first field into view
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('Return date must be after pickup date')).toBeTruthy();
    expect(screen.getAllByText('Return date must be after pickup date')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /^Customer/ }));
    // the selects left empty are missing, not malformed
    const customer = screen.getByRole('combobox', { name: /^Customer/ });
    expect(customer.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('This field is required').length).toBeGreaterThan(0);
    expect(screen.queryByText('Invalid format')).toBeNull();
    expect(calls('POST', '/api/v1/reservations')).toHaveLength(0);
  });

  it('names the reservation that holds a taken vehicle (409)', async () => {
    handler = (url, init) =>
      init.method === 'POST' && url.pathname === '/api/v1/reservations'
        ? json(409, {
            statusCode: 409,
            code: 'VEHICLE_NOT_AVAILABLE',
            message: 'The vehicle is not available for the selected dates',
            details: [
              {
                path: 'body.vehicleId',
                message: 'The vehicle is not available for the selected dates',
              },
              { path: 'reservationNumber', message: 'RES-000777' },
            ],
          })
        : undefined;
    const onDone = vi.fn();
    renderForm(onDone);
    await fillBooking(english);
    fireEvent.click(await screen.findByRole('radio', { name: /Toyota Camry/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create reservation' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Reservation RES-000777 holds this vehicle');
    expect(onDone).not.toHaveBeenCalled();
    const [, init] = calls('POST', '/api/v1/reservations')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      customerId: ids.customer,
      vehicleId: ids.camry,
      pickupDate: '2026-03-10T06:00:00.000Z',
      returnDate: '2026-03-13T06:00:00.000Z',
      pickupBranchId: ids.olaya,
      returnBranchId: ids.olaya,
      addOns: [],
    });
  });

  it('lists every rule the API refuses at once, each a link to its field', async () => {
    await i18n.changeLanguage('ar');
    const licence = 'يلزم إدخال رخصة القيادة وتاريخ انتهائها للحجز';
    const birth = 'يلزم إدخال تاريخ الميلاد للحجز';
    const closed = 'Olaya مغلق يوم الجمعة';
    handler = (url, init) =>
      init.method === 'POST' && url.pathname === '/api/v1/reservations'
        ? json(400, {
            statusCode: 400,
            code: 'VALIDATION_ERROR',
            message: 'فشل التحقق من صحة البيانات',
            details: [
              { path: 'body.customerId', message: licence },
              { path: 'body.customerId', message: birth },
              { path: 'body.pickupDate', message: closed },
            ],
          })
        : undefined;
    renderForm();
    await fillBooking({
      customer: /^العميل/,
      pickup: /^تاريخ ووقت الاستلام/,
      ret: /^تاريخ ووقت الإرجاع/,
      branch: /^فرع الاستلام/,
    });
    fireEvent.click(await screen.findByRole('radio', { name: /Toyota Camry/ }));
    fireEvent.click(screen.getByRole('button', { name: 'إنشاء الحجز' }));
    const summary = await screen.findByRole('alert');
    const links = within(summary).getAllByRole('button');
    expect(links.map((link) => link.textContent)).toEqual([licence, birth, closed]);
    const customer = screen.getByRole('combobox', { name: /^العميل/ });
    expect(document.activeElement).toBe(customer);
    fireEvent.click(within(summary).getByRole('button', { name: closed }));
    expect(document.activeElement).toBe(screen.getByLabelText(/^تاريخ ووقت الاستلام/));
  });

  it('says the same in Arabic', async () => {
    await i18n.changeLanguage('ar');
    handler = (url, init) =>
      init.method === 'POST' && url.pathname === '/api/v1/reservations'
        ? json(409, {
            statusCode: 409,
            code: 'VEHICLE_NOT_AVAILABLE',
            message: 'المركبة غير متاحة في التواريخ المحددة',
            details: [{ path: 'reservationNumber', message: 'RES-000777' }],
          })
        : undefined;
    renderForm();
    await fillBooking({
      customer: /^العميل/,
      pickup: /^تاريخ ووقت الاستلام/,
      ret: /^تاريخ ووقت الإرجاع/,
      branch: /^فرع الاستلام/,
    });
    fireEvent.click(await screen.findByRole('radio', { name: /Toyota Camry/ }));
    fireEvent.click(screen.getByRole('button', { name: 'إنشاء الحجز' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('الحجز RES-000777 يشغل هذه المركبة');
  });

  it('edits only what changed, keeping the booked vehicle on offer', async () => {
    handler = (url, init) =>
      init.method === 'PATCH'
        ? json(200, { ...pendingReservation, notes: 'Late arrival' })
        : undefined;
    const onDone = vi.fn();
    renderWithProviders(
      <ReservationForm
        reservation={pendingReservation}
        timeZone="Asia/Riyadh"
        currency="SAR"
        onDone={onDone}
        onCancel={vi.fn()}
      />,
    );
    expect((screen.getByLabelText(/^Pickup date and time/) as HTMLInputElement).value).toBe(
      '2026-03-10T09:00',
    );
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: /Toyota Camry/ }).getAttribute('aria-checked')).toBe(
        'true',
      ),
    );
    fireEvent.change(screen.getByLabelText(/^Notes/), { target: { value: 'Late arrival' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [, init] = calls('PATCH', `/api/v1/reservations/${pendingReservation.id}`)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ notes: 'Late arrival' });
  });
});
