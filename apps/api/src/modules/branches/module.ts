import { type ModuleBase, mount } from '../../lib/module.ts';
import { branchBookings } from './booking-repository.ts';
import { publicBranchRoutes } from './public-routes.ts';
import { branchExists } from './repository.ts';
import { branchRoutes } from './routes.ts';
import { type BranchDeps, branchDirectory, createBranchService } from './service.ts';

/** What other modules read of branches: whether one exists, their codes, a booking's branch. */
export const branchReaders = {
  exists: branchExists,
  directory: branchDirectory,
  bookings: branchBookings,
};

export function branchesModule({ database, limits }: ModuleBase, needs: BranchDeps) {
  const branches = createBranchService(database, needs);
  return {
    name: 'branches',
    routes: [mount(branchRoutes, { branches }), mount(publicBranchRoutes, { branches, limits })],
  };
}
