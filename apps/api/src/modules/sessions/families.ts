import { v7 as uuidv7 } from 'uuid';
import type { Database, Tx } from '../../db/engine.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/secrets.ts';
import { type ClientInfo, type Rotation, rotate } from './rotation.ts';
import {
  findPlatformSessionByHash,
  type PlatformSessionRow,
  type SessionRow,
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

export const sessionLifetimeMs = {
  standard: 7 * 86_400_000,
  rememberMe: 30 * 86_400_000,
} as const;

export { sessionJobs, type SessionJobDeps } from './jobs.ts';
export type { ClientInfo, Rotation } from './rotation.ts';
export type StartedSession = { familyId: string; refreshToken: string; expiresAt: Date };

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

// Rotation of a tenant session (see rotation.ts), inside the tenant's transaction.
export function rotateSession(
  tx: Tx,
  refreshToken: string,
  client: ClientInfo,
  mayContinue: (userId: string, tx: Tx) => Promise<boolean>,
): Promise<Rotation> {
  const rows = new Map<string, SessionRow>();
  return rotate(
    {
      find: async (hash) => {
        const row = await findSessionByHash(tx, hash);
        if (!row) return null;
        rows.set(row.id, row);
        return { ...row, ownerId: row.userId };
      },
      markRotated: (id, at) => markRotated(tx, id, at),
      insertSuccessor: async (previousId, hash, now) => {
        const row = rows.get(previousId)!;
        await insertSession(tx, {
          tenantId: row.tenantId,
          userId: row.userId,
          familyId: row.familyId,
          refreshTokenHash: hash,
          userAgent: client.userAgent ?? row.userAgent,
          ipAddress: client.ipAddress ?? row.ipAddress,
          createdAt: row.createdAt,
          lastUsedAt: now,
          expiresAt: row.expiresAt,
        });
      },
      revokeFamily: async (familyId) => {
        await revokeFamilyRows(tx, { familyId }, 'reuse_detected');
      },
      mayContinue: (userId) => mayContinue(userId, tx),
    },
    refreshToken,
  );
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
  return database.db.transaction((tx) => {
    const rows = new Map<string, PlatformSessionRow>();
    return rotate(
      {
        find: async (hash) => {
          const row = await findPlatformSessionByHash(tx, hash);
          if (!row) return null;
          rows.set(row.id, row);
          return { ...row, ownerId: row.platformUserId };
        },
        markRotated: (id, at) => markPlatformRotated(tx, id, at),
        insertSuccessor: async (previousId, hash, now) => {
          const row = rows.get(previousId)!;
          await insertPlatformSession(tx, {
            platformUserId: row.platformUserId,
            familyId: row.familyId,
            refreshTokenHash: hash,
            userAgent: client.userAgent ?? row.userAgent,
            ipAddress: client.ipAddress ?? row.ipAddress,
            createdAt: row.createdAt,
            lastUsedAt: now,
            expiresAt: row.expiresAt,
          });
        },
        revokeFamily: (familyId) => revokePlatformFamilyRows(tx, familyId, 'reuse_detected'),
        mayContinue: (platformUserId) => mayContinue(platformUserId, tx),
      },
      refreshToken,
    );
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
