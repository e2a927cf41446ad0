import type { ModuleBase } from '../../lib/module.ts';
import { createPrincipalLoader } from './principal.ts';

// Who is calling: the principal the auth plugin and the socket load on every request.
export function identityModule({ database }: ModuleBase) {
  return { name: 'identity', principals: createPrincipalLoader(database) };
}
