import { addOnLookupTypes } from '@motorpool/domain/schemas/reservation';
import type { Tx } from '../../db/engine.ts';
import { type ModuleBase, mount } from '../../lib/module.ts';
import { activeLookupsOfType } from './repository.ts';
import { lookupRoutes } from './routes.ts';
import { createLookupService } from './service.ts';

/** The active add-ons a booking may choose from (extras, insurance …). */
export async function activeAddOns(tx: Tx) {
  const found: Awaited<ReturnType<typeof activeLookupsOfType>> = [];
  for (const type of addOnLookupTypes) found.push(...(await activeLookupsOfType(tx, type)));
  return found;
}

export function lookupsModule({ database }: ModuleBase) {
  const lookups = createLookupService(database);
  return {
    name: 'lookups',
    routes: [mount(lookupRoutes, { lookups })],
  };
}
