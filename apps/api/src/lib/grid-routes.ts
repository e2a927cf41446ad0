// The data grid's three routes: a list page, the list as a file, rows from a file.
// Each declares the query, documentation and errors every such route shares.
import { listQuerySchema } from '@motorpool/domain/list-query';
import { oneOf } from '@motorpool/domain/schemas/common';
import { exportFormats } from '@motorpool/domain/schemas/tabular';
import type { z } from 'zod';
import { type RouteSpec, route, type ZodApp } from './route.ts';

type Fixed = 'method' | 'summary' | 'querystring' | 'body' | 'params' | 'status' | 'errors';

type ListSpec<R extends z.core.$ZodType> = Omit<
  RouteSpec<undefined, typeof listQuerySchema, undefined, 200, R>,
  Fixed | 'response'
> & {
  /** What the list holds, e.g. "The company's branches". */
  items: string;
  /** One page of it: pagedView(item), say. */
  response: R;
};

// GET <url>: page, limit, search, sort and filter[field][op]; the description names the fields.
export function listRoute<R extends z.core.$ZodType>(app: ZodApp, { items, ...spec }: ListSpec<R>) {
  route(app, {
    ...spec,
    method: 'GET',
    summary: `${items}: page, limit, search, sort and filter[field][op]`,
    querystring: listQuerySchema,
    errors: [400, 401, 403],
  });
}

const exportQuery = listQuerySchema.extend({ format: oneOf(exportFormats) });

type ExportSpec = Omit<
  RouteSpec<undefined, typeof exportQuery, undefined, 200, undefined>,
  Fixed | 'response' | 'produces'
> & { items: string; description: string };

// GET <url>?format=: the list, with its filters, streamed as a CSV, Excel or PDF file.
export function exportRoute(app: ZodApp, { items, description, ...spec }: ExportSpec) {
  route(app, {
    ...spec,
    method: 'GET',
    summary: `${items} as CSV, Excel or PDF, with the list filters (streamed)`,
    description: `format: csv | xlsx | pdf. ${description}`,
    querystring: exportQuery,
    produces: [
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/pdf',
    ],
    errors: [400, 401, 403],
  });
}

type ImportSpec<R extends z.core.$ZodType> = Omit<
  RouteSpec<undefined, undefined, undefined, 200, R>,
  Fixed | 'response' | 'consumes'
> & {
  /** What the rows become, e.g. 'vehicles'. */
  items: string;
  description: string;
  /** The report answered, always with 200: importReportSchema, or an extension of it. */
  response: R;
};

// POST <url>: rows created from an uploaded CSV or Excel file, answered with a report.
export function importRoute<R extends z.core.$ZodType>(
  app: ZodApp,
  { items, ...spec }: ImportSpec<R>,
) {
  route(app, {
    ...spec,
    method: 'POST',
    summary: `Create ${items} from a CSV or Excel file (multipart field "file")`,
    consumes: ['multipart/form-data'],
    errors: [400, 401, 403, 413],
  });
}
