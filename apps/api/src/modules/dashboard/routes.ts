// The dashboard's summary and the reports, both behind reports:read (every back-office role
// holds it; customers do not). See README.md and docs/product/dashboard.md.
import { oneOf, strictObject } from '@motorpool/domain/schemas/common';
import {
  dashboardQuery,
  dashboardView,
  reportNames,
  reportPage,
  reportQuery,
} from '@motorpool/domain/schemas/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantCaller } from '../../lib/request-caller.ts';
import { route } from '../../lib/route.ts';
import { sendExport } from '../../lib/tabular/export.ts';
import { reportExportColumns, reportTitles } from './report-labels.ts';
import type { DashboardService } from './service.ts';

const tags = ['dashboard'];
const periodHelp =
  'period: today | thisWeek | thisMonth (default) | lastMonth | thisYear | custom (from, to: ' +
  "calendar days in the company's time zone, both included, at most 731 days); weekStart: 1 " +
  'Monday, 6 Saturday, 0 Sunday. A reader kept to a branch sees only it; another branch is 404.';
// A file is written a page at a time, this many rows each.
const filePageRows = 500;

export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  route(app, {
    method: 'GET',
    url: '/dashboard',
    access: 'reports:read',
    tags,
    summary: "The company's KPIs, today's desk and charts for a period and branch",
    description: periodHelp,
    querystring: dashboardQuery,
    response: dashboardView,
    errors: [400, 401, 403, 404],
    handler: async (request) => dashboard.summary(tenantCaller(request), request.query),
  });

  route(app, {
    method: 'GET',
    url: '/reports/:name',
    access: 'reports:read',
    tags,
    summary: 'A report for a period and branch: a page of JSON, or the whole as CSV, Excel or PDF',
    description: `format: json (default, paged by page and limit) | csv | xlsx | pdf, headers in the caller's language. ${periodHelp}`,
    params: strictObject({ name: oneOf(reportNames) }),
    querystring: reportQuery,
    response: reportPage,
    produces: [
      'application/json',
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/pdf',
    ],
    errors: [400, 401, 403, 404],
    handler: async (request, reply) => {
      const c = tenantCaller(request);
      const { name } = request.params;
      const { format = 'json', page = 1, limit = 20, ...q } = request.query;
      if (format === 'json') {
        const found = await dashboard.report(c, name, q, page, limit);
        return {
          name,
          columns: found.columns,
          data: found.data,
          total: found.total,
          totalCapped: false,
          page,
          limit,
          hasMore: page * limit < found.total,
          currency: found.currency,
        };
      }
      const first = await dashboard.report(c, name, q, 1, filePageRows);
      async function* pages() {
        yield first.data;
        for (let at = 2; (at - 1) * filePageRows < first.total; at += 1) {
          yield (await dashboard.report(c, name, q, at, filePageRows)).data;
        }
      }
      return sendExport(reply, {
        format,
        fileName: `${name}-${first.period.from}-${first.period.to}`,
        title: reportTitles[name][c.language],
        language: c.language,
        timeZone: first.timeZone,
        columns: reportExportColumns(first.columns, c.language, first.currency),
        pages: pages(),
      });
    },
  });
};
