import { type ModuleBase, mount } from '../../lib/module.ts';
import type { FileService } from '../files/ports.ts';

import { customerDocumentRoutes } from './document-routes.ts';
import { createCustomerDocumentService, customerDocumentTable } from './documents.ts';
import { customerRoutes } from './routes.ts';
import { customerAccounts, customerBookingParties, customerSearchProvider } from './readers.ts';
import { createCustomerService, type CustomerDeps } from './service.ts';
import { customerTransferRoutes } from './transfer-routes.ts';

export const customerFileOwners = [customerDocumentTable.fileOwner];

/** What other modules read of customers without a service. */
export const customerReaders = {
  accounts: customerAccounts,
  bookingParties: customerBookingParties,
  search: customerSearchProvider,
};

export type CustomerNeeds = Omit<CustomerDeps, 'files'> & {
  files: FileService;
  timeZoneOf: (tenantId: string) => Promise<string>;
};

// The company's customers, their documents, import and export.
export function customersModule({ database }: ModuleBase, needs: CustomerNeeds) {
  const { timeZoneOf, ...deps } = needs;
  const customers = createCustomerService(database, deps);
  return {
    name: 'customers',
    /** the customer's own record, which their profile edits beside the account */
    ownRecords: customers,
    routes: [
      mount(customerTransferRoutes, { database, customers, timeZoneOf }),
      mount(customerRoutes, { customers }),
      mount(customerDocumentRoutes, {
        documents: createCustomerDocumentService(database, needs.files),
      }),
    ],
  };
}
