import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/engine.ts';
import { platformSessions, platformUsers, sessions, users } from '../db/schema/index.ts';
import { signAccessToken } from '../lib/jwt.ts';
import { hashOpaqueToken, newOpaqueToken } from '../lib/secrets.ts';
import { testJwtSecret } from './app.ts';

export type TestUser = { userId: string; familyId: string; token: string; email: string };

// Every test file works on a database of its own (test/databases.ts), and the files of one
// worker share this module, so a counter per process keeps addresses unique in each database.
let createdUsers = 0;
const nextTestEmail = () => `user-${String(++createdUsers).padStart(6, '0')}@test.example`;

// A user with a live session and a signed access token, written straight to the database so
// that tests of any module can act as any role without going through the login flow.
export async function createTestUser(
  database: Database,
  tenantId: string,
  options: {
    roles?: string[];
    permissions?: string[];
    email?: string;
    status?: 'active' | 'inactive' | 'suspended';
    passwordHash?: string | null;
  } = {},
): Promise<TestUser> {
  const email = options.email ?? nextTestEmail();
  const familyId = uuidv7();
  const userId = await database.withTenant(tenantId, async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        tenantId,
        email,
        firstName: 'Test',
        lastName: 'User',
        roles: options.roles ?? ['admin'],
        permissions: options.permissions ?? [],
        status: options.status ?? 'active',
        passwordHash: options.passwordHash ?? null,
      })
      .returning({ id: users.id });
    await tx.insert(sessions).values({
      tenantId,
      userId: user!.id,
      familyId,
      refreshTokenHash: hashOpaqueToken(newOpaqueToken()),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    return user!.id;
  });
  const token = signAccessToken(
    { sub: userId, tid: tenantId, roles: options.roles ?? ['admin'], sid: familyId },
    testJwtSecret,
    900,
  );
  return { userId, familyId, token, email };
}

export const bearer = (user: { token: string }, tenant: string) => ({
  authorization: `Bearer ${user.token}`,
  'x-tenant-id': tenant,
});

/** A platform super administrator with a live session and a signed access token. */
export async function createPlatformAdmin(database: Database, email: string): Promise<string> {
  const [user] = await database.db
    .insert(platformUsers)
    .values({ email, passwordHash: 'x', firstName: 'Plat', lastName: 'Form' })
    .returning({ id: platformUsers.id });
  const familyId = uuidv7();
  await database.db.insert(platformSessions).values({
    platformUserId: user!.id,
    familyId,
    refreshTokenHash: hashOpaqueToken(newOpaqueToken()),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return signAccessToken(
    { sub: user!.id, tid: null, roles: ['super-admin'], sid: familyId },
    testJwtSecret,
    900,
  );
}
