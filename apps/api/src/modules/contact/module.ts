import { type ModuleBase, mount } from '../../lib/module.ts';
import { contactRoutes } from './routes.ts';
import { createContactService } from './service.ts';

export function contactModule({ database, limits }: ModuleBase) {
  const contact = createContactService(database);
  return {
    name: 'contact',
    routes: [mount(contactRoutes, { contact, limits })],
  };
}
