import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/engine.ts';
import { route } from '../../lib/route.ts';

const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  engine: z.enum(['pglite', 'postgres']),
  version: z.string(),
  uptimeSeconds: z.number(),
});

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; version: string }> = async (
  app,
  { database, version },
) => {
  route(app, {
    method: 'GET',
    url: '/health',
    access: 'public',
    tenant: 'none',
    tags: ['platform'],
    summary: 'Liveness and database reachability',
    status: [200, 503],
    response: healthResponse,
    handler: async (_request, reply) => {
      const up = await database.ping().then(
        () => true,
        () => false,
      );
      return reply.status(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        database: up ? 'up' : 'down',
        engine: database.kind,
        version,
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  });
};
