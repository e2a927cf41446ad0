// The shape every API module's `module.ts` returns: what the module offers the app. The
// composition root (composition.ts) builds the modules in order, handing each the offers of
// those before it that its ports ask for; app.ts then registers every module's routes, the job
// runner runs every module's jobs, and the event bus delivers to every module's subscribers.
import type { FastifyInstance, FastifyPluginOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Database } from '../db/engine.ts';
import type { EventBus } from './events.ts';
import type { JobDefinition } from './jobs/registry.ts';
import type { RequestLimits } from './request-limits.ts';

/** What every module may use without asking another module for it. */
export type ModuleBase = {
  database: Database;
  config: Pick<Config, 'jwtSecret' | 'publicUrl'> & Partial<Pick<Config, 'redisUrl'>>;
  events: EventBus;
  limits: RequestLimits;
};

/** One route plugin with the options it is registered with, under /api/v1. */
export type RouteMount = (api: FastifyInstance) => Promise<unknown>;

// The plugin's own options type checks what the module hands it.
export function mount<Options extends FastifyPluginOptions>(
  plugin: FastifyPluginAsyncZod<Options>,
  options: Options,
): RouteMount {
  return async (api) => api.register(plugin, options);
}

export type ModuleOffer = {
  /** the module's folder name */
  name: string;
  routes?: readonly RouteMount[];
  jobs?: readonly JobDefinition[];
  /** registers the module's event subscribers (run after commit, from the outbox) */
  subscribe?: (events: Pick<EventBus, 'subscribe'>) => void;
};
