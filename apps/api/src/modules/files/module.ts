import { type ModuleBase, mount } from '../../lib/module.ts';
import type { FileOwner } from './ports.ts';
import { fileRoutes } from './routes.ts';
import { createFileService } from './service.ts';

// Every kind of file a module keeps, with who may read and delete it: the file service serves
// and deletes a file only through its owner.
export function filesModule({ database, config }: ModuleBase, owners: readonly FileOwner[]) {
  const files = createFileService(database, config.jwtSecret, owners);
  return {
    name: 'files',
    service: files,
    routes: [mount(fileRoutes, { files })],
  };
}
