import { listQuerySchema } from '@motorpool/domain/list-query';
import { oneOf } from '@motorpool/domain/schemas/common';
import { exportFormats, importReportSchema } from '@motorpool/domain/schemas/tabular';
import { inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/engine.ts';
import { branches } from '../../db/schema/index.ts';
import { errorResponses } from '../../lib/openapi-responses.ts';
import { tenantCaller } from '../../lib/request-caller.ts';
import { companyTimeZone } from '../../lib/tabular/company-time-zone.ts';
import { sendExport } from '../../lib/tabular/export.ts';
import { readImportFile } from '../../lib/tabular/import.ts';
import type { FileService } from '../files/service.ts';
import { importVehicles, tenantCurrency } from './import-service.ts';
import { vehicleListDescription } from './routes.ts';
import { createVehicleService, parseVehicleList } from './service.ts';
import {
  type ExportVehicle,
  exportColumns,
  exportTitle,
  transferFields,
} from './transfer-columns.ts';

const tags = ['vehicles'];

// SPEC §2 data grid, DESIGN §4: the fleet as a file, and vehicles created from a file.
export const vehicleTransferRoutes: FastifyPluginAsyncZod<{
  database: Database;
  files: FileService;
}> = async (app, { database, files }) => {
  const vehicles = createVehicleService(database, files);

  app.get(
    '/vehicles/export',
    {
      config: { permission: 'vehicles:export' },
      schema: {
        tags,
        summary: 'The fleet as CSV, Excel or PDF, with the list filters (streamed)',
        description: `format: csv | xlsx | pdf. Headers and values in the caller's language. ${vehicleListDescription}`,
        querystring: listQuerySchema.extend({ format: oneOf(exportFormats) }),
        produces: [
          'text/csv',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'application/pdf',
        ],
        response: { ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const c = tenantCaller(request);
      const { page: _page, limit: _limit, format, ...filters } = request.query;
      const q = parseVehicleList(c, filters);
      const currency = await tenantCurrency(database, c.tenantId);
      const timeZone = await companyTimeZone(database, c.tenantId);
      async function* pages(): AsyncIterable<ExportVehicle[]> {
        for await (const batch of vehicles.pages(c, q)) {
          const ids = [...new Set(batch.map((v) => v.branchId))];
          const codes = await database.withTenant(c.tenantId, (tx) =>
            tx
              .select({ id: branches.id, code: branches.code })
              .from(branches)
              .where(inArray(branches.id, ids)),
          );
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
  );

  app.post(
    '/vehicles/import',
    {
      config: { permission: 'vehicles:import' },
      schema: {
        tags,
        summary: 'Create vehicles from a CSV or Excel file (multipart field "file")',
        description:
          `Columns: ${transferFields.join(', ')} (or the export's headers, in English or ` +
          'Arabic). branch is a branch code or id; dailyRate in major units of the company ' +
          "currency; category, status, fuel type and transmission as codes or the export's " +
          'labels. Valid rows are created together; invalid rows are reported with their sheet ' +
          'row number, and `message` then says that some failed. Always 200 with the report.',
        consumes: ['multipart/form-data'],
        response: {
          200: importReportSchema.extend({ message: z.string().optional() }),
          ...errorResponses(400, 401, 403, 413),
        },
      },
    },
    async (request) => {
      const c = tenantCaller(request);
      const file = await readImportFile(request);
      return importVehicles(database, c, file.rows);
    },
  );
};
