import { maintenanceActionsFor } from './schemas/maintenance.ts';
import { describe, expect, it } from 'vitest';
import type { StatusMachine } from './status-machine.ts';
import {
  applyAction,
  availableActions,
  canTransition,
  checkTransition,
  isFinalStatus,
} from './status-machine.ts';
import {
  customerCanReserve,
  customerMachine,
  maintenanceMachine,
  paymentMachine,
  rentalMachine,
  reservationMachine,
  tenantMachine,
  userCanSignIn,
  userMachine,
  vehicleIsRentable,
  vehicleMachine,
  vehicleStatusForMaintenance,
} from './status-machines.ts';

const machines: [string, StatusMachine<string, string>][] = [
  ['vehicle', vehicleMachine],
  ['rental', rentalMachine],
  ['reservation', reservationMachine],
  ['payment', paymentMachine],
  ['customer', customerMachine],
  ['user', userMachine],
  ['maintenance', maintenanceMachine],
  ['tenant', tenantMachine],
];

describe.each(machines)('%s machine is consistent', (_name, machine) => {
  it('lists every status exactly once as a transition source', () => {
    expect(Object.keys(machine.transitions).sort()).toEqual([...machine.statuses].sort());
  });

  it('only leads to known statuses, never to itself', () => {
    for (const [from, targets] of Object.entries(machine.transitions)) {
      for (const to of targets) {
        expect(machine.statuses).toContain(to);
        expect(to).not.toBe(from);
      }
    }
  });

  it('starts in a known, non-final status', () => {
    expect(machine.statuses).toContain(machine.initial);
    expect(isFinalStatus(machine, machine.initial)).toBe(false);
  });

  it('has actions whose moves the transition table allows', () => {
    for (const [action, rule] of Object.entries(machine.actions)) {
      expect(rule.from.length, action).toBeGreaterThan(0);
      for (const from of rule.from) {
        if (from !== rule.to)
          expect(canTransition(machine, from, rule.to), `${action} from ${from}`).toBe(true);
      }
    }
  });

  it('reaches every status from the initial one', () => {
    const seen = new Set([machine.initial]);
    const queue = [machine.initial];
    while (queue.length) {
      const current = queue.shift() ?? '';
      for (const next of machine.transitions[current] ?? []) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    expect([...seen].sort()).toEqual([...machine.statuses].sort());
  });
});

describe('transition helpers', () => {
  it('reports an illegal move as a value with the allowed targets', () => {
    expect(checkTransition(rentalMachine, 'completed', 'active')).toEqual({
      ok: false,
      code: 'ILLEGAL_TRANSITION',
      machine: 'rental',
      from: 'completed',
      to: 'active',
      allowed: [],
    });
    expect(checkTransition(rentalMachine, 'pending', 'active')).toEqual({
      ok: true,
      from: 'pending',
      to: 'active',
    });
  });

  it('applies an action from an allowed status and refuses it elsewhere', () => {
    expect(applyAction(reservationMachine, 'confirm', 'pending')).toEqual({
      ok: true,
      action: 'confirm',
      from: 'pending',
      to: 'confirmed',
    });
    const refused = applyAction(reservationMachine, 'confirm', 'cancelled');
    expect(refused.ok).toBe(false);
    expect(refused).toMatchObject({ code: 'ILLEGAL_TRANSITION', action: 'confirm' });
  });

  it('keeps the status for an action that does not change it (rental extend)', () => {
    expect(applyAction(rentalMachine, 'extend', 'active')).toMatchObject({
      ok: true,
      to: 'active',
    });
    expect(applyAction(rentalMachine, 'extend', 'pending').ok).toBe(false);
  });

  it('lists the actions offered in a status', () => {
    expect(availableActions(rentalMachine, 'pending').sort()).toEqual(['cancel', 'checkout']);
    expect(availableActions(rentalMachine, 'active').sort()).toEqual(['checkin', 'extend']);
    expect(availableActions(reservationMachine, 'completed')).toEqual([]);
  });
});

describe('business rules of the machines', () => {
  it('never rents a retired or maintained vehicle', () => {
    expect(canTransition(vehicleMachine, 'retired', 'rented')).toBe(false);
    expect(canTransition(vehicleMachine, 'maintenance', 'rented')).toBe(false);
    expect(applyAction(vehicleMachine, 'rent', 'retired').ok).toBe(false);
    expect(vehicleIsRentable('available')).toBe(true);
    expect(vehicleIsRentable('retired')).toBe(false);
  });

  it('does not send a rented vehicle to maintenance mode by hand, but allows it at return', () => {
    expect(applyAction(vehicleMachine, 'maintenanceMode', 'rented').ok).toBe(false);
    expect(canTransition(vehicleMachine, 'rented', 'maintenance')).toBe(true);
  });

  it('checks out only a pending rental and checks in only an active one', () => {
    expect(applyAction(rentalMachine, 'checkout', 'active').ok).toBe(false);
    expect(applyAction(rentalMachine, 'checkin', 'pending').ok).toBe(false);
    expect(applyAction(rentalMachine, 'checkin', 'active')).toMatchObject({ to: 'completed' });
  });

  it('cannot cancel a rental once the vehicle is out', () => {
    expect(applyAction(rentalMachine, 'cancel', 'active').ok).toBe(false);
  });

  it.each(['completed', 'cancelled', 'no_show'] as const)(
    'treats a %s reservation as final',
    (s) => {
      expect(isFinalStatus(reservationMachine, s)).toBe(true);
      expect(applyAction(reservationMachine, 'cancel', s).ok).toBe(false);
    },
  );

  it('treats a refunded or cancelled payment as final and refunds only completed ones', () => {
    expect(isFinalStatus(paymentMachine, 'refunded')).toBe(true);
    expect(isFinalStatus(paymentMachine, 'cancelled')).toBe(true);
    expect(applyAction(paymentMachine, 'refund', 'pending').ok).toBe(false);
    expect(applyAction(paymentMachine, 'refund', 'completed')).toMatchObject({ to: 'refunded' });
    expect(applyAction(paymentMachine, 'process', 'failed')).toMatchObject({ to: 'completed' });
  });

  it('reactivates a blacklisted customer only through activate', () => {
    expect(customerMachine.transitions.blacklisted).toEqual(['active']);
    expect(applyAction(customerMachine, 'activate', 'blacklisted').ok).toBe(true);
    expect(applyAction(customerMachine, 'verify', 'blacklisted').ok).toBe(false);
    expect(applyAction(customerMachine, 'suspend', 'blacklisted').ok).toBe(false);
  });

  it('verifies only pending customers and blocks reservations for suspended ones', () => {
    expect(applyAction(customerMachine, 'verify', 'pending')).toMatchObject({ to: 'active' });
    expect(applyAction(customerMachine, 'verify', 'active').ok).toBe(false);
    expect(customerCanReserve('suspended')).toBe(false);
    expect(customerCanReserve('blacklisted')).toBe(false);
    expect(customerCanReserve('active')).toBe(true);
  });

  it('lets only active users sign in', () => {
    expect(userCanSignIn('active')).toBe(true);
    expect(userCanSignIn('suspended')).toBe(false);
    expect(applyAction(userMachine, 'suspend', 'suspended').ok).toBe(false);
  });

  it('runs maintenance start, pause, resume and complete in order', () => {
    expect(applyAction(maintenanceMachine, 'start', 'scheduled')).toMatchObject({
      to: 'in_progress',
    });
    expect(applyAction(maintenanceMachine, 'pause', 'in_progress')).toMatchObject({
      to: 'on_hold',
    });
    expect(applyAction(maintenanceMachine, 'resume', 'on_hold')).toMatchObject({
      to: 'in_progress',
    });
    expect(applyAction(maintenanceMachine, 'pause', 'scheduled').ok).toBe(false);
    expect(applyAction(maintenanceMachine, 'start', 'completed').ok).toBe(false);
    expect(isFinalStatus(maintenanceMachine, 'cancelled')).toBe(true);
  });

  it('reviews a reported problem before any work is completed', () => {
    expect(maintenanceMachine.initial).toBe('pending');
    expect(applyAction(maintenanceMachine, 'schedule', 'pending')).toMatchObject({
      to: 'scheduled',
    });
    expect(applyAction(maintenanceMachine, 'complete', 'pending').ok).toBe(false);
    expect(maintenanceActionsFor('pending')).toEqual(['schedule', 'start', 'cancel']);
    expect(maintenanceActionsFor('in_progress')).toEqual(['pause', 'complete', 'cancel']);
  });

  it('moves the vehicle with its maintenance', () => {
    expect(vehicleStatusForMaintenance('in_progress')).toBe('maintenance');
    expect(vehicleStatusForMaintenance('completed')).toBe('available');
    expect(vehicleStatusForMaintenance('scheduled')).toBeNull();
  });

  it('suspends only an active tenant', () => {
    expect(applyAction(tenantMachine, 'suspend', 'active').ok).toBe(true);
    expect(applyAction(tenantMachine, 'suspend', 'inactive').ok).toBe(false);
  });
});
