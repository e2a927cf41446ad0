import type { Tx } from '../../db/engine.ts';
import { sessionLifetimeMs, startSession } from '../sessions/ports.ts';
import { type RequestContext, type SignedIn, tokens } from './context.ts';
import { permissionsOf } from '../permissions/ports.ts';
import { toUserView, type UserRow, updateUser } from '../users/ports.ts';

// Opens a new session family for a user whose identity is already proven (verified e-mail,
// external provider) and returns the tokens with the user's view.
export async function signInUser(
  tx: Tx,
  secret: string,
  user: UserRow,
  ctx: RequestContext,
): Promise<SignedIn> {
  const session = await startSession(tx, {
    tenantId: user.tenantId,
    userId: user.id,
    lifetimeMs: sessionLifetimeMs.standard,
    client: ctx.client,
  });
  const updated = await updateUser(tx, user.id, { lastLoginAt: new Date() });
  return {
    user: toUserView(updated, await permissionsOf(tx, updated)),
    ...tokens(
      secret,
      { sub: user.id, tid: user.tenantId, roles: user.roles, sid: session.familyId },
      session.refreshToken,
    ),
  };
}
