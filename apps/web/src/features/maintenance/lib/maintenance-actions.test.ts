import { describe, expect, it } from 'vitest';
import { allowedMaintenanceActions, isOpenMaintenance } from './maintenance-actions.ts';

const staff = (permission: string) => permission === 'maintenance:status';
const viewer = () => false;

describe('maintenance actions offered', () => {
  it('follows the status machine for someone who may change statuses', () => {
    expect(allowedMaintenanceActions('pending', staff)).toEqual(['schedule', 'start', 'cancel']);
    expect(allowedMaintenanceActions('scheduled', staff)).toEqual(['start', 'complete', 'cancel']);
    expect(allowedMaintenanceActions('in_progress', staff)).toEqual([
      'pause',
      'complete',
      'cancel',
    ]);
    expect(allowedMaintenanceActions('on_hold', staff)).toEqual(['resume', 'complete', 'cancel']);
    expect(allowedMaintenanceActions('completed', staff)).toEqual([]);
    expect(allowedMaintenanceActions('cancelled', staff)).toEqual([]);
  });

  it('offers nothing to someone who may only read', () => {
    expect(allowedMaintenanceActions('in_progress', viewer)).toEqual([]);
    expect(allowedMaintenanceActions('pending', viewer)).toEqual([]);
  });

  it('treats completed and cancelled orders as closed', () => {
    expect(isOpenMaintenance('on_hold')).toBe(true);
    expect(isOpenMaintenance('completed')).toBe(false);
    expect(isOpenMaintenance('cancelled')).toBe(false);
  });
});
