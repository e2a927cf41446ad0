import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { i18n } from '../../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../../testing/render-app.tsx';
import {
  pendingRental,
  rentalFetch,
  reply,
  type Responder,
} from '../../testing/rental-fixtures.ts';
import { RentalDialogs } from './rental-dialogs.tsx';

vi.mock('../../../../shared/auth/use-current-user.ts', () => ({
  useCurrentUser: () => ({ user: null, activeRole: 'admin', can: () => true }),
}));
// The signature pad draws on canvas; here it hands over what a finger would have made.
vi.mock('../inspection/signature-pad.tsx', () => ({
  SignaturePad: ({ onChange }: { onChange: (value: string | undefined) => void }) => (
    <button type="button" onClick={() => onChange('data:image/png;base64,iVBORw0KGgo=')}>
      Sign here
    </button>
  ),
}));
vi.mock('../inspection/inspection-diagram.tsx', () => ({ InspectionDiagram: () => null }));

const path = `/api/v1/rentals/${pendingRental.id}/checkout`;
let responder: Responder = () => undefined;
const { mock: fetchMock, sent } = rentalFetch(() => responder);

async function openCheckout() {
  renderWithProviders(
    <RentalDialogs
      target={{ rentalId: pendingRental.id, action: 'checkout' }}
      onTarget={() => undefined}
    />,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Vehicle checkout' });
  const mileage = await within(dialog).findByLabelText(/Start mileage/);
  await waitFor(() => expect((mileage as HTMLInputElement).value).toBe('15,200'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Sign here' }));
  return dialog;
}

async function chooseMethod(dialog: HTMLElement, method: string) {
  fireEvent.click(within(dialog).getByRole('combobox', { name: /Deposit taken by/ }));
  fireEvent.click(await within(dialog).findByRole('option', { name: method, hidden: true }));
}

const submit = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'Check out' }));

beforeEach(() => {
  responder = (url, init) =>
    init.method === 'POST' && url.pathname === path
      ? reply(200, { ...pendingRental, status: 'active' })
      : undefined;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  notifications.clean();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('checkout deposit', () => {
  it('wants to know how the deposit is taken, and sends the reference of a transfer', async () => {
    const dialog = await openCheckout();
    submit(dialog);
    expect(await within(dialog).findByText('Choose how the deposit is taken')).toBeTruthy();
    expect(sent('POST', path)).toHaveLength(0);

    await chooseMethod(dialog, 'Bank transfer');
    fireEvent.change(within(dialog).getByLabelText(/Deposit reference/), {
      target: { value: 'TRX-778' },
    });
    submit(dialog);
    await waitFor(() => expect(sent('POST', path)).toHaveLength(1));
    expect(sent('POST', path)[0]).toMatchObject({
      securityDeposit: 100000,
      deposit: { method: 'bank_transfer', transactionId: 'TRX-778' },
    });
  });

  it('takes a card later on the rental page: no reference, the method only', async () => {
    const dialog = await openCheckout();
    await chooseMethod(dialog, 'Credit card');
    expect(within(dialog).queryByLabelText(/Deposit reference/)).toBeNull();
    expect(within(dialog).getByText(/The card is charged on the rental page/)).toBeTruthy();
    submit(dialog);
    await waitFor(() => expect(sent('POST', path)).toHaveLength(1));
    expect(sent('POST', path)[0]).toMatchObject({ deposit: { method: 'credit_card' } });
  });

  it('asks nothing about a deposit of zero', async () => {
    const dialog = await openCheckout();
    fireEvent.change(within(dialog).getByLabelText(/Security deposit/), {
      target: { value: '0' },
    });
    expect(within(dialog).queryByRole('combobox', { name: /Deposit taken by/ })).toBeNull();
    submit(dialog);
    await waitFor(() => expect(sent('POST', path)).toHaveLength(1));
    const body = sent('POST', path)[0] as Record<string, unknown>;
    expect(body.securityDeposit).toBe(0);
    expect(body).not.toHaveProperty('deposit');
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderWithProviders(
      <RentalDialogs
        target={{ rentalId: pendingRental.id, action: 'checkout' }}
        onTarget={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'تسليم المركبة' });
    expect(await within(dialog).findByRole('combobox', { name: /طريقة أخذ التأمين/ })).toBeTruthy();
  });
});

describe('early checkout', () => {
  it('asks the desk to confirm a handover long before the booked pickup, and says so', async () => {
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const checkedOut = responder;
    responder = (url, init) =>
      (init.method ?? 'GET') === 'GET' && url.pathname === `/api/v1/rentals/${pendingRental.id}`
        ? reply(200, { ...pendingRental, pickupDate: later })
        : checkedOut(url, init);
    const dialog = await openCheckout();
    const confirm = within(dialog).getByRole('checkbox', { name: /Hand the car over early/ });
    submit(dialog);
    expect(await within(dialog).findByText('Confirm the early handover to go ahead')).toBeTruthy();
    expect(sent('POST', path)).toHaveLength(0);
    fireEvent.click(confirm);
    await chooseMethod(dialog, 'Cash');
    submit(dialog);
    await waitFor(() => expect(sent('POST', path)).toHaveLength(1));
    expect(sent('POST', path)[0]).toMatchObject({ confirmEarly: true });
  });

  it('asks nothing when the car leaves on its day', async () => {
    const dialog = await openCheckout();
    expect(within(dialog).queryByRole('checkbox', { name: /Hand the car over early/ })).toBeNull();
  });
});
