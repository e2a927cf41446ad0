import type { Config } from '../../config.ts';
import type { Database } from '../../db/engine.ts';

// What the identity modules (auth, sessions, permissions, users) receive from app.ts.
export type IdentityDeps = {
  database: Database;
  config: Pick<Config, 'jwtSecret' | 'env'>;
};
