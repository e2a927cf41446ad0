// Who is calling: the principal the auth plugin loads on every request.
export { createPrincipalLoader, type PrincipalLoader } from './principal.ts';
