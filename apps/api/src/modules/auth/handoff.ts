import type { Tx } from '../../db/engine.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/secrets.ts';
import { oidcHandoffTtlMs } from '../oidc/ports.ts';
import { insertUserToken } from './repository.ts';

// A single-use sign-in hand-over for a user whose identity another flow already proved (a
// confirmed sign-up): the same short-lived kind of code an external sign-in leaves, redeemed by
// the same `complete`, so the browser can carry it to the company's own host.
export async function issueSignInHandoff(
  tx: Tx,
  tenantId: string,
  userId: string,
  now: Date = new Date(),
): Promise<string> {
  const code = newOpaqueToken();
  await insertUserToken(tx, {
    tenantId,
    userId,
    kind: 'oidc_handoff',
    tokenHash: hashOpaqueToken(code),
    expiresAt: new Date(now.getTime() + oidcHandoffTtlMs),
  });
  return code;
}
