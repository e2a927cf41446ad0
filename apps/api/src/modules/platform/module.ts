import type { JobRunner } from '../../lib/jobs/runner.ts';
import { mount } from '../../lib/module.ts';
import { platformJobRoutes } from './jobs-routes.ts';

// The platform's view of the job runner, which app.ts starts with the server.
export function platformModule(runner: Pick<JobRunner, 'overview'>) {
  return { name: 'platform', routes: [mount(platformJobRoutes, { jobs: runner })] };
}
