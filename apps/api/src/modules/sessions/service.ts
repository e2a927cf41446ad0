import { v7 as uuidv7 } from 'uuid';
import type { Database, Tx } from '../../db/engine.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/secrets.ts';
import {
  findPlatformSessionByHash,
  findSessionByHash,
  insertPlatformSession,
  insertSession,
  markPlatformRotated,
  markRotated,
  revokeAllFamiliesOfUser,
  revokeFamilyRows,
  revokeOtherFamilyRows,
  revokePlatformFamilyRows,
  revokePlatformRows,
} from './repository.ts';

export { createSessionService, type SessionService } from './queries.ts';

export const sessionLifetimeMs = {
  standard: 7 * 86_400_000,
  rememberMe: 30 * 86_400_000,
} as const;

export type ClientInfo = { userAgent: string | null; ipAddress: string | null };
export type StartedSession = { familyId: string; refreshToken: string; expiresAt: Date };

export type Rotation =
  | { kind: 'rotated'; userId: string; familyId: string; refreshToken: string }
  | { kind: 'unknown' }
  | { kind: 'reused'; userId: string; familyId: string }
  | { kind: 'expired' }
  | { kind: 'refused' };

// Ends every session of a user at once (suspension, password reset, admin revocation): their
// refresh tokens stop working and, since the auth plugin checks the family on every request,
// so do their access tokens.
export async function revokeSessionsOfUser(
  tx: Tx,
  userId: string,
  reason: string,
): Promise<number> {
  return revokeAllFamiliesOfUser(tx, userId, reason);
}

export function revokeOtherSessionsOfUser(
  tx: Tx,
  userId: string,
  keepFamilyId: string,
  reason: string,
): Promise<number> {
  return revokeOtherFamilyRows(tx, userId, keepFamilyId, reason);
}

export function revokeSessionFamily(tx: Tx, familyId: string, reason: string): Promise<number> {
  return revokeFamilyRows(tx, { familyId }, reason);
}

/** A sign-in: a new family with its first refresh token (only its hash is stored). */
export async function startSession(
  tx: Tx,
  input: { tenantId: string; userId: string; lifetimeMs: number; client: ClientInfo },
): Promise<StartedSession> {
  const refreshToken = newOpaqueToken();
  const row = await insertSession(tx, {
    tenantId: input.tenantId,
    userId: input.userId,
    familyId: uuidv7(),
    refreshTokenHash: hashOpaqueToken(refreshToken),
    userAgent: input.client.userAgent,
    ipAddress: input.client.ipAddress,
    expiresAt: new Date(Date.now() + input.lifetimeMs),
  });
  return { familyId: row.familyId, refreshToken, expiresAt: row.expiresAt };
}

// Rotation: the presented row is marked rotated and a new row joins its family; the family
// keeps its start and its end (an absolute lifetime). A rotated or revoked token presented
// again means it leaked: the whole family is revoked. The caller throws after commit, so the
// revocation is kept.
export async function rotateSession(
  tx: Tx,
  refreshToken: string,
  client: ClientInfo,
  mayContinue: (userId: string, tx: Tx) => Promise<boolean>,
): Promise<Rotation> {
  const now = new Date();
  const row = await findSessionByHash(tx, hashOpaqueToken(refreshToken));
  if (!row) return { kind: 'unknown' };
  const reuse = async (): Promise<Rotation> => {
    await revokeFamilyRows(tx, { familyId: row.familyId }, 'reuse_detected');
    return { kind: 'reused', userId: row.userId, familyId: row.familyId };
  };
  if (row.rotatedAt || row.revokedAt) return reuse();
  if (row.expiresAt <= now) return { kind: 'expired' };
  if (!(await mayContinue(row.userId, tx))) return { kind: 'refused' };
  if (!(await markRotated(tx, row.id, now))) return reuse();
  const next = newOpaqueToken();
  await insertSession(tx, {
    tenantId: row.tenantId,
    userId: row.userId,
    familyId: row.familyId,
    refreshTokenHash: hashOpaqueToken(next),
    userAgent: client.userAgent ?? row.userAgent,
    ipAddress: client.ipAddress ?? row.ipAddress,
    createdAt: row.createdAt,
    lastUsedAt: now,
    expiresAt: row.expiresAt,
  });
  return { kind: 'rotated', userId: row.userId, familyId: row.familyId, refreshToken: next };
}

// The same for platform super administrators (platform_sessions, no tenant).

export async function startPlatformSession(
  database: Database,
  input: { platformUserId: string; lifetimeMs: number; client: ClientInfo },
): Promise<StartedSession> {
  const refreshToken = newOpaqueToken();
  const row = await insertPlatformSession(database.db, {
    platformUserId: input.platformUserId,
    familyId: uuidv7(),
    refreshTokenHash: hashOpaqueToken(refreshToken),
    userAgent: input.client.userAgent,
    ipAddress: input.client.ipAddress,
    expiresAt: new Date(Date.now() + input.lifetimeMs),
  });
  return { familyId: row.familyId, refreshToken, expiresAt: row.expiresAt };
}

export function rotatePlatformSession(
  database: Database,
  refreshToken: string,
  client: ClientInfo,
  mayContinue: (platformUserId: string, tx: Tx) => Promise<boolean>,
): Promise<Rotation> {
  return database.db.transaction(async (tx) => {
    const now = new Date();
    const row = await findPlatformSessionByHash(tx, hashOpaqueToken(refreshToken));
    if (!row) return { kind: 'unknown' };
    const reuse = async (): Promise<Rotation> => {
      await revokePlatformFamilyRows(tx, row.familyId, 'reuse_detected');
      return { kind: 'reused', userId: row.platformUserId, familyId: row.familyId };
    };
    if (row.rotatedAt || row.revokedAt) return reuse();
    if (row.expiresAt <= now) return { kind: 'expired' };
    if (!(await mayContinue(row.platformUserId, tx))) return { kind: 'refused' };
    if (!(await markPlatformRotated(tx, row.id, now))) return reuse();
    const next = newOpaqueToken();
    await insertPlatformSession(tx, {
      platformUserId: row.platformUserId,
      familyId: row.familyId,
      refreshTokenHash: hashOpaqueToken(next),
      userAgent: client.userAgent ?? row.userAgent,
      ipAddress: client.ipAddress ?? row.ipAddress,
      createdAt: row.createdAt,
      lastUsedAt: now,
      expiresAt: row.expiresAt,
    });
    return {
      kind: 'rotated',
      userId: row.platformUserId,
      familyId: row.familyId,
      refreshToken: next,
    };
  });
}

export async function revokePlatformSessions(
  database: Database,
  platformUserId: string,
  scope: { familyId?: string; exceptFamilyId?: string },
  reason: string,
): Promise<number> {
  return revokePlatformRows(database.db, { platformUserId, ...scope }, reason);
}
