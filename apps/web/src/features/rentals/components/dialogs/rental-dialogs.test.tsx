import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { InspectionMarkInput } from '@motorpool/domain/schemas/rental-inspection';
import { i18n } from '../../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../../testing/render-app.tsx';
import {
  activeRental,
  pendingRental,
  rentalFetch,
  rentalIds,
  reply,
  type Responder,
} from '../../testing/rental-fixtures.ts';
import { RentalDialogs, type RentalDialogTarget } from './rental-dialogs.tsx';

vi.mock('../../../../shared/auth/use-current-user.ts', () => ({
  useCurrentUser: () => ({ user: null, activeRole: 'admin', can: () => true }),
}));
// The widgets draw on canvas and SVG; here they hand over what a finger would have made.
vi.mock('../inspection/signature-pad.tsx', () => ({
  SignaturePad: ({ onChange }: { onChange: (value: string | undefined) => void }) => (
    <button type="button" onClick={() => onChange('data:image/png;base64,iVBORw0KGgo=')}>
      Sign here
    </button>
  ),
}));
vi.mock('../inspection/inspection-diagram.tsx', () => ({
  InspectionDiagram: ({
    value,
    onChange,
    stage,
  }: {
    value: InspectionMarkInput[];
    onChange: (marks: InspectionMarkInput[]) => void;
    stage: string;
  }) => (
    <button
      type="button"
      onClick={() =>
        onChange([
          ...value,
          {
            id: `m${value.length + 1}`,
            view: 'left',
            x: 100,
            y: 200,
            damageType: 'dent',
            location: 'front_left_door',
            severity: 'moderate',
            photoIds: [],
            ...(stage === 'checkin' ? { isNew: true } : {}),
          },
        ])
      }
    >
      Place a mark
    </button>
  ),
}));

let responder: Responder = () => undefined;
const { mock: fetchMock, sent } = rentalFetch(() => responder);

function Host({ initial }: { initial: RentalDialogTarget }) {
  const [target, setTarget] = useState<RentalDialogTarget>(initial);
  return <RentalDialogs target={target} onTarget={setTarget} />;
}

async function chooseDepositMethod(dialog: HTMLElement, method: string) {
  fireEvent.click(within(dialog).getByRole('combobox', { name: /Deposit taken by/ }));
  fireEvent.click(await within(dialog).findByRole('option', { name: method, hidden: true }));
}

function open(initial: NonNullable<RentalDialogTarget>, title: string) {
  renderWithProviders(<Host initial={initial} />);
  return screen.findByRole('dialog', { name: title });
}

beforeEach(() => {
  responder = () => undefined;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  notifications.clean();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('checkout dialog', () => {
  const path = `/api/v1/rentals/${pendingRental.id}/checkout`;

  it('waits for the signature, then sends mileage, fuel, deposit, marks and signature', async () => {
    responder = (url, init) =>
      init.method === 'POST' && url.pathname === path
        ? reply(200, { ...pendingRental, status: 'active' })
        : undefined;
    const dialog = await open(
      { rentalId: pendingRental.id, action: 'checkout' },
      'Vehicle checkout',
    );
    const mileage = await within(dialog).findByLabelText(/Start mileage/);
    await waitFor(() => expect((mileage as HTMLInputElement).value).toBe('15,200'));
    expect((within(dialog).getByLabelText(/Security deposit/) as HTMLInputElement).value).toBe(
      '1000.00',
    );
    const submit = within(dialog).getByRole('button', { name: 'Check out' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Place a mark' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign here' }));
    await chooseDepositMethod(dialog, 'Cash');
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(sent('POST', path)).toHaveLength(1));
    expect(sent('POST', path)[0]).toEqual({
      startMileage: 15200,
      fuelLevel: 100,
      vehicleCondition: 'good',
      securityDeposit: 100000,
      deposit: { method: 'cash' },
      inspection: {
        marks: [
          {
            id: 'm1',
            view: 'left',
            x: 100,
            y: 200,
            damageType: 'dent',
            location: 'front_left_door',
            severity: 'moderate',
            photoIds: [],
          },
        ],
        signature: 'data:image/png;base64,iVBORw0KGgo=',
        signedBy: 'Faisal Al-Qahtani',
      },
    });
  });

  it('puts the API field error on the mileage', async () => {
    responder = (url, init) =>
      init.method === 'POST' && url.pathname === path
        ? reply(400, {
            statusCode: 400,
            code: 'VALIDATION_ERROR',
            message: 'Invalid input',
            details: [
              {
                path: 'body.startMileage',
                message: "Mileage cannot be below the car's odometer reading of 15200 km",
              },
            ],
          })
        : undefined;
    const dialog = await open(
      { rentalId: pendingRental.id, action: 'checkout' },
      'Vehicle checkout',
    );
    await waitFor(() =>
      expect((within(dialog).getByLabelText(/Start mileage/) as HTMLInputElement).value).toBe(
        '15,200',
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign here' }));
    await chooseDepositMethod(dialog, 'Cash');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check out' }));
    expect(
      await within(dialog).findByText(
        "Mileage cannot be below the car's odometer reading of 15200 km",
      ),
    ).toBeTruthy();
  });

  it("refuses a start mileage below the car's odometer before sending, naming the reading", async () => {
    const dialog = await open(
      { rentalId: pendingRental.id, action: 'checkout' },
      'Vehicle checkout',
    );
    const start = (await within(dialog).findByLabelText(/Start mileage/)) as HTMLInputElement;
    await waitFor(() => expect(start.value).toBe('15,200'));
    fireEvent.change(start, { target: { value: '15100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign here' }));
    await chooseDepositMethod(dialog, 'Cash');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check out' }));
    expect(
      await within(dialog).findByText(
        "Mileage cannot be below the car's odometer reading of 15,200 km",
      ),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});

describe('check-in dialog', () => {
  const path = `/api/v1/rentals/${activeRental.id}/checkin`;
  const quotePath = `/api/v1/rentals/${activeRental.id}/checkin-quote`;

  it('asks for the end mileage and the inspection, previews charges, sends manual lines and rating', async () => {
    responder = (url, init) => {
      if (init.method === 'POST' && url.pathname === quotePath)
        return reply(200, {
          currency: 'SAR',
          lines: [
            {
              kind: 'manual',
              description: 'Cleaning',
              quantity: 1,
              unitAmount: 5000,
              amount: 5000,
              waivedBy: null,
            },
          ],
          subtotal: 5000,
          taxRateBp: 1500,
          tax: 750,
          total: 5750,
        });
      if (init.method === 'POST' && url.pathname === path)
        return reply(200, { ...activeRental, status: 'completed' });
      return undefined;
    };
    const dialog = await open({ rentalId: activeRental.id, action: 'checkin' }, 'Vehicle return');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Complete return' }));
    expect(await within(dialog).findByText('Vehicle inspection must be completed')).toBeTruthy();
    expect(within(dialog).getAllByText('This field is required').length).toBeGreaterThan(0);

    fireEvent.change(within(dialog).getByLabelText(/End mileage/), { target: { value: '15000' } });
    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: 'The return inspection is complete' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete return' }));
    expect(
      await within(dialog).findByText(
        'End mileage cannot be less than the start mileage (15200 km)',
      ),
    ).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/End mileage/), { target: { value: '15950' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Place a mark' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a charge' }));
    fireEvent.change(within(dialog).getByLabelText('Charge 1: description'), {
      target: { value: 'Cleaning' },
    });
    fireEvent.change(within(dialog).getByLabelText('Amount (SAR)'), { target: { value: '50' } });
    const preview = await within(dialog).findByRole('group', { name: 'Additional charges' });
    expect(within(preview).getByText('Cleaning')).toBeTruthy();
    expect(within(preview).getByText(/57\.50/)).toBeTruthy();
    const fourStars = dialog.querySelector<HTMLInputElement>('input[type=radio][value="4"]')!;
    fireEvent.click(dialog.querySelector(`label[for="${fourStars.id}"]`)!);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete return' }));
    await waitFor(() => expect(sent('POST', path)).toHaveLength(1));
    const { inspection, ...fields } = sent('POST', path)[0] as {
      inspection: { marks: InspectionMarkInput[] };
    };
    expect(fields).toEqual({
      endMileage: 15950,
      fuelLevelEnd: 80,
      vehicleConditionEnd: 'good',
      manualCharges: [{ description: 'Cleaning', amount: 5000 }],
      rating: 4,
    });
    expect(inspection.marks.map(({ id, isNew }) => ({ id, isNew }))).toEqual([
      { id: 'm1', isNew: true },
    ]);
  });
});

describe('extend dialog', () => {
  const path = `/api/v1/rentals/${activeRental.id}/extend`;

  it('wants a reason, names the booking in the way, then shows what the extension added', async () => {
    let answer: Response = reply(409, {
      statusCode: 409,
      code: 'VEHICLE_NOT_AVAILABLE',
      message: 'Vehicle not available',
      details: [{ path: 'reservationNumber', message: 'RES-000777' }],
    });
    responder = (url, init) =>
      init.method === 'POST' && url.pathname === path ? answer : undefined;
    const dialog = await open({ rentalId: activeRental.id, action: 'extend' }, 'Extend rental');
    const date = (await within(dialog).findByLabelText(/New return date/)) as HTMLInputElement;
    expect(date.value).toBe('2026-04-06T10:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Trip longer' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
    expect(
      await within(dialog).findByText(/already booked for this time \(RES-000777\)/),
    ).toBeTruthy();
    expect(sent('POST', path)[0]).toEqual({
      newReturnDate: '2026-04-06T07:00:00.000Z',
      reason: 'Trip longer',
    });

    answer = reply(200, {
      ...activeRental,
      extensions: [
        {
          id: '0191a000-0000-7000-8000-0000000000e1',
          previousReturnDate: activeRental.returnDate,
          newReturnDate: '2026-04-06T07:00:00Z',
          additionalDays: 1,
          amount: 23000,
          reason: 'Trip longer',
          createdAt: '2026-04-04T07:00:00Z',
          createdByName: null,
        },
      ],
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
    expect(await within(dialog).findByText('Rental extended')).toBeTruthy();
    expect(within(dialog).getByText(/230\.00/)).toBeTruthy();
  });

  it('offers to settle the overdue time when the API refuses an overdue rental', async () => {
    responder = (url, init) =>
      init.method === 'POST' && url.pathname === path
        ? reply(409, {
            statusCode: 409,
            code: 'CONFLICT',
            message: 'This rental is overdue: settle the overdue time before extending it',
          })
        : undefined;
    const dialog = await open({ rentalId: activeRental.id, action: 'extend' }, 'Extend rental');
    fireEvent.change(await within(dialog).findByLabelText(/Reason/), {
      target: { value: 'More days' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
    expect(
      await within(dialog).findByText(/settle the overdue time before extending/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Settle overdue time' }));
    const settle = await screen.findByRole('dialog', { name: 'Settle overdue time' });
    fireEvent.click(within(settle).getByRole('button', { name: 'Settle overdue time' }));
    await waitFor(() =>
      expect(sent('POST', `/api/v1/rentals/${activeRental.id}/settle-overdue`)).toEqual([{}]),
    );
  });
});

describe('swap dialog', () => {
  it('checks the fields and sends both mileages, fuel and the new vehicle', async () => {
    const path = `/api/v1/rentals/${activeRental.id}/swap`;
    responder = (url, init) =>
      init.method === 'POST' && url.pathname === path ? reply(200, activeRental) : undefined;
    const dialog = await open({ rentalId: activeRental.id, action: 'swap' }, 'Swap vehicle');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Swap vehicle' }));
    expect((await within(dialog).findAllByText('This field is required')).length).toBeGreaterThan(
      1,
    );

    fireEvent.click(within(dialog).getByRole('combobox', { name: /New vehicle/ }));
    fireEvent.click(await within(dialog).findByRole('option', { name: /KSA-7777/, hidden: true }));
    fireEvent.click(within(dialog).getByRole('combobox', { name: /Why the swap/ }));
    fireEvent.click(await within(dialog).findByRole('option', { name: 'Breakdown', hidden: true }));
    fireEvent.change(within(dialog).getByLabelText(/Mileage of the returned car/), {
      target: { value: '15400' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Start mileage/), { target: { value: '8000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Swap vehicle' }));
    await waitFor(() => expect(sent('POST', path)).toHaveLength(1));
    expect(sent('POST', path)[0]).toEqual({
      vehicleId: rentalIds.elantra,
      reason: 'breakdown',
      returnedMileage: 15400,
      returnedFuelLevel: 80,
      startMileage: 8000,
      fuelLevel: 100,
    });
  });
});

describe('dialogs in Arabic', () => {
  it('labels the checkout in Arabic', async () => {
    await i18n.changeLanguage('ar');
    const dialog = await open({ rentalId: pendingRental.id, action: 'checkout' }, 'تسليم المركبة');
    expect(await within(dialog).findByLabelText(/عدّاد البداية/)).toBeTruthy();
    expect(within(dialog).getByText('يوقّع العميل قبل تسليم المركبة.')).toBeTruthy();
  });
});

describe('on a phone', () => {
  it('opens the checkout full screen at 360 px', async () => {
    vi.stubGlobal('matchMedia', (query: string) => {
      const max = /max-width:\s*([\d.]+)em/.exec(query);
      const min = /min-width:\s*([\d.]+)em/.exec(query);
      const matches = max ? 360 <= Number(max[1]) * 16 : min ? 360 >= Number(min[1]) * 16 : false;
      return {
        matches,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      };
    });
    const dialog = await open(
      { rentalId: pendingRental.id, action: 'checkout' },
      'Vehicle checkout',
    );
    await within(dialog).findByLabelText(/Start mileage/);
    expect(document.querySelector('[data-full-screen="true"]')).toBeTruthy();
  });
});
