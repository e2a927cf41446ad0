import { type ModuleBase, mount } from '../../lib/module.ts';
import { healthRoutes } from './routes.ts';

export function healthModule({ database }: ModuleBase, version: string) {
  return { name: 'health', routes: [mount(healthRoutes, { database, version })] };
}
