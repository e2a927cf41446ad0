import { platformActivityPage } from '@motorpool/domain/schemas/platform-dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/engine.ts';
import { exportRoute, listRoute } from '../../lib/grid-routes.ts';
import { describeFilters } from '../../lib/list-filters.ts';
import { platformCaller } from '../../lib/request-caller.ts';
import { sendExport } from '../../lib/tabular/export.ts';
import {
  activityRows,
  listActivity,
  parseActivityQuery,
  platformActivityFilters,
  toActivityView,
} from './activity-log.ts';
import { activityExportColumns, activityExportTitle } from './activity-export.ts';

const tags = ['platform'];
const exportPageSize = 500;
const description =
  'Newest first. ' +
  `filter: ${describeFilters(platformActivityFilters)} (createdAt by UTC day, gte/lte for a ` +
  'range). search matches the actor e-mail, the entity type and the detail. The log is ' +
  'append-only: there is no route to change or remove an entry.';

// The super administrators' activity log, for super administrators only.
export const platformActivityRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  listRoute(app, {
    url: '/platform/activity',
    access: 'platform',
    tenant: 'optional',
    tags,
    items: "The super administrators' activity: sign-ins, sign-outs and changes",
    description,
    response: platformActivityPage,
    handler: async (request) =>
      listActivity(
        database.db,
        parseActivityQuery(request.query, platformCaller(request).language),
      ),
  });

  exportRoute(app, {
    url: '/platform/activity/export',
    access: 'platform',
    tenant: 'optional',
    tags,
    items: "The super administrators' activity",
    description: `Headers in the caller's language. ${description}`,
    handler: async (request, reply) => {
      const { language } = platformCaller(request);
      const { page: _page, limit: _limit, format, ...filters } = request.query;
      const q = parseActivityQuery(filters, language);
      async function* pages() {
        for (let offset = 0; ; offset += exportPageSize) {
          const rows = await activityRows(database.db, { ...q, limit: exportPageSize, offset });
          if (rows.length > 0) yield rows.map(toActivityView);
          if (rows.length < exportPageSize) return;
        }
      }
      return sendExport(reply, {
        format,
        fileName: `platform-activity-${new Date().toISOString().slice(0, 10)}`,
        title: activityExportTitle[language],
        language,
        timeZone: 'UTC',
        columns: activityExportColumns(language),
        pages: pages(),
      });
    },
  });
};
