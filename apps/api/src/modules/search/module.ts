import { type ModuleBase, mount } from '../../lib/module.ts';
import type { SearchProvider } from './ports.ts';
import { searchRoutes } from './routes.ts';
import { createSearchService } from './service.ts';

// Global search over every module's provider, listed in the order results of equal score show.
export function searchModule({ database }: ModuleBase, providers: readonly SearchProvider[]) {
  return {
    name: 'search',
    routes: [mount(searchRoutes, { search: createSearchService(database, providers) })],
  };
}
