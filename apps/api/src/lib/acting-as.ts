// Whom a request acts for, beyond its principal: during a support visit the platform's super
// administrator acts as the company's administrator, and every audit row the request writes must
// name them. Dozens of services build their audit actor from the caller; the trail reads the
// visit from here instead, so none of them can forget it.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ImpersonationClaim } from './jwt.ts';

export type ActingAs = {
  impersonation: ImpersonationClaim | null;
  /** set once the request wrote an audit row during a visit */
  wrote: boolean;
};

const storage = new AsyncLocalStorage<ActingAs>();

export const actingAs = {
  run: (store: ActingAs, fn: () => void) => storage.run(store, fn),
  current: (): ActingAs | undefined => storage.getStore(),
};
