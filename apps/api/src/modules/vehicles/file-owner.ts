import { apiError } from '../../lib/http-errors.ts';
import type { FileOwner } from '../files/ports.ts';
import { fileHolder } from './repository.ts';
import { mayChangeBranch } from './vehicle-inputs.ts';

// A vehicle's images and documents change only as the vehicle does: a caller bound to a branch
// changes those of that branch's vehicles only, the rule of editing the vehicle.
export const vehicleFileOwner: FileOwner = {
  async claim(tx, c, fileId) {
    const held = await fileHolder(tx, fileId);
    if (!held) return null;
    if (!mayChangeBranch(c, held.branchId)) {
      throw apiError('FORBIDDEN', 'vehicle.otherBranch');
    }
    return {
      entityType: 'vehicle',
      entityId: held.vehicleId,
      kind: held.kind,
      details: { vehicleId: held.vehicleId, kind: held.kind, documentType: held.documentType },
    };
  },
};
