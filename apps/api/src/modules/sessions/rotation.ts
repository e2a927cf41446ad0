import { createHmac } from 'node:crypto';
import { hashOpaqueToken } from '../../lib/secrets.ts';

// Refresh token rotation, shared by tenant sessions and platform sessions.

/** Two tabs refreshing at once present the same token: the later one within this window gets
 * the successor the first one received instead of being treated as a thief. */
export const rotationGraceMs = 30_000;

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

// The successor is derived from the presented token with the server's secret: the server can
// hand the same successor out again without storing it, and no one can derive it without both.
export function successorOf(refreshToken: string, secret: string): string {
  return createHmac('sha256', secret).update(`refresh:${refreshToken}`).digest('base64url');
}

// The presented row is marked rotated and its successor joins the family; the family keeps its
// start and its end (an absolute lifetime). A rotated token presented again after the grace
// window, or a revoked one, means it leaked: the whole family is revoked. The caller throws
// after commit, so the revocation is kept.
export async function rotate(
  store: RotationStore,
  refreshToken: string,
  secret: string,
): Promise<Rotation> {
  const now = new Date();
  const row = await store.find(hashOpaqueToken(refreshToken));
  if (!row) return { kind: 'unknown' };
  const next = successorOf(refreshToken, secret);
  const reuse = async (): Promise<Rotation> => {
    await store.revokeFamily(row.familyId);
    return { kind: 'reused', userId: row.ownerId, familyId: row.familyId };
  };
  if (row.revokedAt) return reuse();
  if (row.rotatedAt) {
    const successor =
      now.getTime() - row.rotatedAt.getTime() <= rotationGraceMs
        ? await store.find(hashOpaqueToken(next))
        : null;
    const live =
      successor?.familyId === row.familyId &&
      !successor.rotatedAt &&
      !successor.revokedAt &&
      successor.expiresAt > now;
    if (!live) return reuse();
    return { kind: 'rotated', userId: row.ownerId, familyId: row.familyId, refreshToken: next };
  }
  if (row.expiresAt <= now) return { kind: 'expired' };
  if (!(await store.mayContinue(row.ownerId))) return { kind: 'refused' };
  if (!(await store.markRotated(row.id, now))) return reuse();
  await store.insertSuccessor(row.id, hashOpaqueToken(next), now);
  return { kind: 'rotated', userId: row.ownerId, familyId: row.familyId, refreshToken: next };
}
