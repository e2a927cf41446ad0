import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { IdentityDeps } from '../identity/deps.ts';

export const authRoutes: FastifyPluginAsyncZod<IdentityDeps> = async (_app, _deps) => {};
