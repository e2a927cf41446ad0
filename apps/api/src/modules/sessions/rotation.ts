import { hashOpaqueToken, newOpaqueToken } from '../../lib/secrets.ts';

// Refresh token rotation, shared by tenant sessions and platform sessions.

export type ClientInfo = { userAgent: string | null; ipAddress: string | null };

export type Rotation =
  | { kind: 'rotated'; userId: string; familyId: string; refreshToken: string }
  | { kind: 'unknown' }
  | { kind: 'reused'; userId: string; familyId: string }
  | { kind: 'expired' }
  | { kind: 'refused' };

export type RotatableRow = {
  id: string;
  familyId: string;
  ownerId: string;
  rotatedAt: Date | null;
  revokedAt: Date | null;
  expiresAt: Date;
};

export type RotationStore = {
  /** Locks the row (FOR UPDATE), so concurrent rotations of one token run one after another. */
  find: (hash: string) => Promise<RotatableRow | null>;
  markRotated: (id: string, at: Date) => Promise<boolean>;
  insertSuccessor: (previousId: string, hash: string, now: Date) => Promise<void>;
  revokeFamily: (familyId: string) => Promise<void>;
  mayContinue: (ownerId: string) => Promise<boolean>;
};

// The presented row is marked rotated and a new token joins the family; the family keeps its
// start and its end (an absolute lifetime). A token presented again once rotated, however soon,
// or a revoked one, means it leaked (browser tabs share one refresh, so the app itself never
// does this): the whole family is revoked. The caller throws after commit, so the revocation
// is kept.
export async function rotate(store: RotationStore, refreshToken: string): Promise<Rotation> {
  const now = new Date();
  const row = await store.find(hashOpaqueToken(refreshToken));
  if (!row) return { kind: 'unknown' };
  const reuse = async (): Promise<Rotation> => {
    await store.revokeFamily(row.familyId);
    return { kind: 'reused', userId: row.ownerId, familyId: row.familyId };
  };
  if (row.revokedAt || row.rotatedAt) return reuse();
  if (row.expiresAt <= now) return { kind: 'expired' };
  if (!(await store.mayContinue(row.ownerId))) return { kind: 'refused' };
  if (!(await store.markRotated(row.id, now))) return reuse();
  const next = newOpaqueToken();
  await store.insertSuccessor(row.id, hashOpaqueToken(next), now);
  return { kind: 'rotated', userId: row.ownerId, familyId: row.familyId, refreshToken: next };
}
