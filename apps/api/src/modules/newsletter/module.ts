import { type ModuleBase, mount } from '../../lib/module.ts';
import { newsletterRoutes } from './routes.ts';
import { createNewsletterService } from './service.ts';

export function newsletterModule({ database, limits }: ModuleBase) {
  const newsletter = createNewsletterService(database);
  return {
    name: 'newsletter',
    routes: [mount(newsletterRoutes, { newsletter, limits })],
  };
}
