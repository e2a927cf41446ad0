// What a confirmed request does at once. Access and portability complete: the archive is built
// afresh at each download (see README). A deletion runs through the person-data eraser; a
// rental in progress puts it on hold, and the deadline job tries it again. A correction waits
// for the people who hold the data to answer it.
import type { Database } from '../../db/engine.ts';
import type { PersonData } from './ports.ts';
import { findPrivacyRequest, type PrivacyRequestRow, updatePrivacyRequest } from './repository.ts';
import { queueNotice } from './notices.ts';
import { isPending } from './view.ts';

export type Fulfil = (row: PrivacyRequestRow) => Promise<PrivacyRequestRow>;

export function createFulfilment(database: Database, personData: PersonData, now: () => Date) {
  // Moves the request unless someone answered it meanwhile (read again under the lock).
  const settle = (
    id: string,
    move: (row: PrivacyRequestRow) => Parameters<typeof updatePrivacyRequest>[2] | null,
    notice: Parameters<typeof queueNotice>[2] | null,
  ) =>
    database.db.transaction(async (tx) => {
      const row = await findPrivacyRequest(tx, id, true);
      if (!row) throw new Error('privacy request vanished');
      const changes = isPending(row) ? move(row) : null;
      if (!changes) return row;
      const after = await updatePrivacyRequest(tx, id, changes);
      if (notice) await queueNotice(tx, id, notice, now());
      return after;
    });

  const fulfil: Fulfil = async (row) => {
    if (row.requestType === 'correction' || !isPending(row)) return row;
    if (row.requestType === 'access' || row.requestType === 'portability') {
      return settle(row.id, () => ({ status: 'completed', completedAt: now() }), 'ready');
    }
    // The eraser opens its own transactions (one per company): never inside ours.
    const outcome = await personData.erase(row.email, row.language, now());
    if (outcome.done) {
      return settle(
        row.id,
        () => ({ status: 'completed', completedAt: now(), kept: outcome.kept }),
        'deleted',
      );
    }
    if (row.status === 'on_hold') return row;
    return settle(row.id, () => ({ status: 'on_hold' }), 'onHold');
  };
  return fulfil;
}
