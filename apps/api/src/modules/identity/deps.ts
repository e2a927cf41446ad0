import type { Config } from '../../config.ts';
import type { Database } from '../../db/engine.ts';
import type { LoginThrottle } from '../../lib/login-throttle.ts';

// What the identity modules (auth, sessions, permissions, users) receive from app.ts.
export type IdentityDeps = {
  database: Database;
  config: Pick<Config, 'jwtSecret' | 'env' | 'publicUrl'>;
  /** one in-process throttle per app unless given (tests pass one with their own clock) */
  loginThrottle?: LoginThrottle;
  /** Admits loopback and private OpenID Connect issuers (tests with a local provider). */
  oidcAllowPrivateIssuers?: boolean;
};
