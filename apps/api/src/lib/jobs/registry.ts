import type { JobSchedule } from '@motorpool/domain/schemas/jobs';
import type { Db, Tx } from '../../db/engine.ts';
import { insertJob } from './repository.ts';
import { assertSchedule } from './schedule.ts';

/**
 * The payload of every job, by name. A module that declares a job adds its entry where it
 * declares it (`declare module '…/lib/jobs/registry.ts' { interface JobPayloads { … } }`), so
 * `enqueue` and the handler agree on the payload's type.
 */
export interface JobPayloads {
  'jobs.prune': Record<string, never>;
}
export type JobName = keyof JobPayloads & string;

export type JobLogger = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

/** What a handler knows about the item it runs. */
export type JobContext = {
  id: string;
  name: string;
  key: string;
  /** the company the item concerns, when its enqueuer named one */
  tenantId: string | null;
  /** 1 on the first attempt */
  attempt: number;
  maxAttempts: number;
  /** the runner's clock (tests set it) */
  now: () => Date;
  /** aborted when the server shuts down: a long handler stops, and its item is retried */
  signal: AbortSignal;
  log: JobLogger;
};

/** Whatever a handler returns is kept as the item's result (counts, say) and shown as is. */
export type JobResult = Record<string, unknown>;

export type JobDefinition<N extends JobName = JobName> = {
  name: N;
  /** one line for the platform's job list */
  description: string;
  /** a recurring job: the runner writes each occurrence once, however many instances run */
  schedule?: JobSchedule;
  /** attempts before the item is `failed` (default 5) */
  maxAttempts?: number;
  /** the wait after the first failure, doubled after each further one (default 30 s) */
  backoffMs?: number;
  // A method, not a property: a definition of one job then fits a list of any jobs.
  handler(context: JobContext, payload: JobPayloads[N]): Promise<JobResult | void>;
};

export type EnqueueOptions = {
  /** when the item is due (default: at once) */
  runAt?: Date;
  /** names the item: a second enqueue with the same job name and key writes nothing */
  key?: string;
  tenantId?: string | null;
};

export const defaultMaxAttempts = 5;
export const defaultBackoffMs = 30_000;

// Declares a job; a bad declaration stops the server at start rather than at 3 a.m.
export function defineJob<N extends JobName>(definition: JobDefinition<N>): JobDefinition<N> {
  if (!/^[a-z][a-z0-9-]*(\.[a-z0-9-]+)+$/.test(definition.name)) {
    throw new Error(`job name "${definition.name}" must look like module.job-name`);
  }
  if (definition.schedule) assertSchedule(definition.name, definition.schedule);
  const { maxAttempts, backoffMs } = definition;
  if (maxAttempts !== undefined && !(Number.isInteger(maxAttempts) && maxAttempts >= 1)) {
    throw new Error(`job ${definition.name}: maxAttempts must be a whole number from 1`);
  }
  if (backoffMs !== undefined && !(Number.isInteger(backoffMs) && backoffMs >= 0)) {
    throw new Error(`job ${definition.name}: backoffMs must be a whole number from 0`);
  }
  return definition;
}

export type JobRegistry = {
  /** Adds modules' jobs (the composition root does, once, at start). */
  add(...definitions: JobDefinition[]): void;
  definitions(): readonly JobDefinition[];
  find(name: string): JobDefinition | undefined;
  /**
   * Queues one item inside the caller's transaction: it is due only if that transaction
   * commits. Answers the new item's id, or null when an item with that key was queued already.
   */
  enqueue<N extends JobName>(
    tx: Tx | Db,
    name: N,
    payload: JobPayloads[N],
    options?: EnqueueOptions,
  ): Promise<string | null>;
};

// The one list of jobs: modules declare theirs, the runner runs them, the platform lists them.
export function createJobRegistry(initial: readonly JobDefinition[] = []): JobRegistry {
  const byName = new Map<string, JobDefinition>();
  const registry: JobRegistry = {
    add(...definitions) {
      for (const definition of definitions) {
        if (byName.has(definition.name)) throw new Error(`job ${definition.name} declared twice`);
        byName.set(definition.name, definition);
      }
    },
    definitions: () => [...byName.values()],
    find: (name) => byName.get(name),
    async enqueue(tx, name, payload, options = {}) {
      const definition = byName.get(name);
      if (!definition) throw new Error(`unknown job ${name}`);
      return insertJob(tx, {
        name,
        key: options.key,
        forTenantId: options.tenantId ?? null,
        payload,
        runAt: options.runAt,
        maxAttempts: definition.maxAttempts ?? defaultMaxAttempts,
      });
    },
  };
  registry.add(...initial);
  return registry;
}
