import { importReportSchema } from '@motorpool/domain/schemas/tabular';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/engine.ts';
import { exportRoute, importRoute } from '../../lib/grid-routes.ts';
import { tenantCaller } from '../../lib/request-caller.ts';
import { sendExport } from '../../lib/tabular/export.ts';
import { readImportFile } from '../../lib/tabular/import.ts';
import { importCustomers } from './import-service.ts';
import { customerListDescription } from './routes.ts';
import { type CustomerService, parseCustomerList } from './service.ts';
import { exportColumns, exportTitle, transferFields } from './transfer-columns.ts';

const tags = ['customers'];

export type CustomerTransferDeps = {
  database: Database;
  customers: CustomerService;
  /** the company's time zone, whose calendar days the export's creation dates are */
  timeZoneOf: (tenantId: string) => Promise<string>;
};

// Data grid: the customers list as a file, and customers created from one.
export const customerTransferRoutes: FastifyPluginAsyncZod<CustomerTransferDeps> = async (
  app,
  { database, customers, timeZoneOf },
) => {
  exportRoute(app, {
    url: '/customers/export',
    access: 'customers:export',
    tags,
    items: "The company's customers",
    description:
      "Headers and labelled values in the caller's language; credit limit and total spent in " +
      `major units with the currency in the header. ${customerListDescription}`,
    handler: async (request, reply) => {
      const c = tenantCaller(request);
      const { page: _page, limit: _limit, format, ...filters } = request.query;
      const q = parseCustomerList(c, filters);
      const currency = await customers.currency(c);
      const timeZone = await timeZoneOf(c.tenantId);
      return sendExport(reply, {
        format,
        fileName: `customers-${new Date().toISOString().slice(0, 10)}`,
        title: exportTitle[c.language],
        language: c.language,
        timeZone,
        columns: exportColumns(c.language, currency, timeZone),
        pages: customers.pages(c, q),
      });
    },
  });

  importRoute(app, {
    url: '/customers/import',
    access: 'customers:import',
    tags,
    items: 'customers',
    description:
      `Columns: ${transferFields.join(', ')} (or the export's headers, in English or ` +
      'Arabic; other columns are ignored). creditLimit in major units of the company ' +
      "currency; gender, contact method, language and customer type as codes or the export's " +
      'labels. Every imported customer starts pending. Valid rows are created together; rows ' +
      'that fail validation or repeat an e-mail or ID number (of the company or of an earlier ' +
      'row) are reported with their sheet row number, and `message` then says that some ' +
      'failed. Always 200 with the report; 409, nothing created, if a customer with the same ' +
      'e-mail or ID number is added while the import runs.',
    response: importReportSchema.extend({ message: z.string().optional() }),
    handler: async (request) => {
      const c = tenantCaller(request);
      const file = await readImportFile(request);
      return importCustomers(database, await customers.currency(c), c, file.rows);
    },
  });
};
