import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobRunner } from '../lib/jobs/runner.ts';

export type JobsPluginOptions = {
  runner: JobRunner;
  /** whether passes run on a timer from ready to close; off, only runDueJobs() runs them */
  autoStart?: boolean;
  /** how often a pass looks for due items */
  intervalMs?: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

// Runs the job runner's passes on a timer while the server is up: started once the app is
// ready, stopped before it closes (running handlers are told to stop and awaited, so no
// handler outlives the database it uses). One pass at a time per instance.
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app: FastifyInstance, { runner, autoStart = true, intervalMs = 5000 }) => {
    app.decorate('jobs', runner);
    if (!autoStart) return;

    let timer: NodeJS.Timeout | null = null;
    let running: Promise<void> | null = null;
    const pass = () => {
      running ??= runner
        .runDueJobs()
        .then(() => undefined)
        .catch((err: unknown) => app.log.error({ err }, 'job pass failed'))
        .finally(() => {
          running = null;
        });
    };

    app.addHook('onReady', async () => {
      timer = setInterval(pass, intervalMs);
      timer.unref();
      pass();
    });
    app.addHook('preClose', async () => {
      if (timer) clearInterval(timer);
      runner.stop();
      await running;
    });
  },
  { name: 'jobs' },
);
