import { importReportSchema } from '@motorpool/domain/schemas/tabular';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/engine.ts';
import { exportRoute, importRoute } from '../../lib/grid-routes.ts';
import { tenantCaller } from '../../lib/request-caller.ts';
import { sendExport } from '../../lib/tabular/export.ts';
import { readImportFile } from '../../lib/tabular/import.ts';
import type { CompanyReader } from './ports.ts';
import { importVehicles, tenantCurrency } from './import-service.ts';
import { vehicleListDescription } from './routes.ts';
import type { VehicleService } from './service.ts';
import { parseVehicleList } from './vehicle-inputs.ts';
import {
  type ExportVehicle,
  exportColumns,
  exportTitle,
  transferFields,
} from './transfer-columns.ts';

const tags = ['vehicles'];

// Data grid: the fleet as a file, and vehicles created from a file.
export const vehicleTransferRoutes: FastifyPluginAsyncZod<{
  database: Database;
  vehicles: VehicleService;
  tenants: CompanyReader;
}> = async (app, { database, vehicles, tenants }) => {
  exportRoute(app, {
    url: '/vehicles/export',
    access: 'vehicles:export',
    tags,
    items: 'The fleet',
    description: `Headers and values in the caller's language. ${vehicleListDescription}`,
    handler: async (request, reply) => {
      const c = tenantCaller(request);
      const { page: _page, limit: _limit, format, ...filters } = request.query;
      const q = parseVehicleList(c, filters);
      const currency = await tenantCurrency(tenants, c.tenantId);
      const timeZone = await tenants.timeZoneOf(c.tenantId);
      async function* pages(): AsyncIterable<ExportVehicle[]> {
        for await (const batch of vehicles.pages(c, q)) {
          const ids = [...new Set(batch.map((v) => v.branchId))];
          const codes = await vehicles.branchCodes(c, ids);
          const codeOf = new Map(codes.map((b) => [b.id, b.code]));
          yield batch.map((v) => ({ ...v, branchCode: codeOf.get(v.branchId) ?? '' }));
        }
      }
      return sendExport(reply, {
        format,
        fileName: `vehicles-${new Date().toISOString().slice(0, 10)}`,
        title: exportTitle[c.language],
        language: c.language,
        timeZone,
        columns: exportColumns(c.language, currency),
        pages: pages(),
      });
    },
  });

  importRoute(app, {
    url: '/vehicles/import',
    access: 'vehicles:import',
    tags,
    items: 'vehicles',
    description:
      `Columns: ${transferFields.join(', ')} (or the export's headers, in English or ` +
      'Arabic). branch is a branch code or id; dailyRate in major units of the company ' +
      "currency; category, status, fuel type and transmission as codes or the export's " +
      'labels. Valid rows are created together; invalid rows are reported with their sheet ' +
      'row number, and `message` then says that some failed. Always 200 with the report.',
    response: importReportSchema.extend({ message: z.string().optional() }),
    handler: async (request) => {
      const c = tenantCaller(request);
      const file = await readImportFile(request);
      return importVehicles(database, { vehicles, tenants }, c, file.rows);
    },
  });
};
